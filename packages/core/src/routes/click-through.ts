import { requireClickSource, type ClickSource } from './click-source.js';

export interface ClickThroughInput {
  /** Origin of the shop's domain on the marketplace, e.g. 'https://www.etalage.nl'. */
  shopDomain: string;
  variantId: number;
  clickSource: ClickSource | number;
  /** 1-based position of the card in its list. */
  position?: number | null;
  /** Request id of the listing answer (`ri`). */
  requestId?: string | null;
}

/**
 * The product click-through link (spec §7): shop domain, variant id, click source, `position`
 * and `ri`. The path shape `/go/{variantId}/{clickSource}` is ours; the spec does not show it.
 */
export function clickThroughUrl(input: ClickThroughInput): string {
  const clickSource = requireClickSource(input.clickSource);
  const params = new URLSearchParams();
  if (input.position !== undefined && input.position !== null) params.set('position', String(input.position));
  if (input.requestId) params.set('ri', input.requestId);
  const query = params.toString();
  const origin = input.shopDomain.replace(/\/+$/, '');
  return `${origin}/go/${encodeURIComponent(String(input.variantId))}/${clickSource}${query ? `?${query}` : ''}`;
}
