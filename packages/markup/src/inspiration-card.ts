import { formatCount, imageUrl, routes } from '@etalage/core';
import type { Inspiration } from '@etalage/core/api';
import { html, type RawHtml } from './html.js';
import { renderFeedMore } from './listing-feed.js';

/**
 * The inspiration card, drawn from the spec's inspiration record (spec §3) alone: the server's pages and the
 * browser (the inspiration feed and filtering answers carry records, not HTML) draw the same card. Its classes
 * are the host page's content cards (`content-card`, `eyebrow`).
 */
export interface InspirationCardOptions {
  /** 2 on a page of inspirations (the default), 3 under a section heading. */
  headingLevel?: 2 | 3;
}

/** The words of the inspiration feed's 'Meer …' link. */
export const INSPIRATION_FEED_TEXT = { label: 'Meer inspiratie', loadingText: 'Inspiratie laden…' } as const;

/** The products tagged in the inspiration, each once however many of its images show it. */
export function taggedProductCount(inspiration: Pick<Inspiration, 'images'>): number {
  return new Set(inspiration.images.flatMap((image) => image.variants.map((tag) => tag.variantId))).size;
}

/** Who made it: the owner, else the web shop that published it. */
const makerOf = (inspiration: Inspiration): string | null => inspiration.ownerName || inspiration.eshop?.name || null;

export function renderInspirationCard(inspiration: Inspiration, options: InspirationCardOptions = {}): RawHtml {
  const image = inspiration.images[0];
  const products = taggedProductCount(inspiration);
  const maker = makerOf(inspiration);
  const link = html`<a href="${routes.shopTheLook(inspiration.id)}">${inspiration.name}</a>`;
  const details = [maker ? html`Door ${maker}` : null, products ? html`${formatCount(products)} ${products === 1 ? 'product' : 'producten'}` : null].filter(
    (part): part is RawHtml => part !== null,
  );
  return html`<article class="content-card">
${image ? html`<img src="${imageUrl({ type: 'inspiration', id: image.id, size: 'card', format: 'webp' })}" alt="" width="400" height="500" loading="lazy" decoding="async">` : null}
<div class="content-card-body">${inspiration.isStl ? html`<p class="eyebrow">Shop the look</p>` : null}
${options.headingLevel === 3 ? html`<h3 class="content-card-title">${link}</h3>` : html`<h2 class="content-card-title">${link}</h2>`}
${inspiration.description ? html`<p>${inspiration.description}</p>` : null}${details.length ? html`<p>${details.map((part, i) => (i ? html` · ${part}` : part))}</p>` : null}</div>
</article>`;
}

export function renderInspirationCards(inspirations: readonly Inspiration[], options: InspirationCardOptions = {}): RawHtml {
  return html`${inspirations.map((inspiration) => renderInspirationCard(inspiration, options))}`;
}

export interface InspirationMoreMarkup {
  /** The ids of the list the next page is appended to and of the element around this link. */
  list: string;
  paginator: string;
  /** The answer's `nextPageUrl`: nothing is drawn without one (the last page). */
  nextUrl: string | null | undefined;
  loadingText?: string;
}

/** 'Meer inspiratie' after a page of the feed, from the answer's `nextPageUrl` (the answer has no paginator HTML). */
export function renderInspirationMore(more: InspirationMoreMarkup): RawHtml {
  if (!more.nextUrl) return html``;
  return renderFeedMore({
    endpoint: 'inspiration',
    list: more.list,
    paginator: more.paginator,
    nextUrl: more.nextUrl,
    label: INSPIRATION_FEED_TEXT.label,
    loadingText: more.loadingText ?? INSPIRATION_FEED_TEXT.loadingText,
  });
}
