import { formatCount } from '@etalage/core';
import type { FilterChoice, FilterGroup } from '@etalage/core/api';
import { getStore } from '@etalage/store';
import { inspirationPageHtml, type InspirationRegions } from '../listing-feed/inspiration-page.js';

/** What the panel draws: the part of a filtering answer (spec §7) about the filters themselves. */
export interface FiltersAnswer {
  totalCount: number;
  url: string;
  groups: FilterGroup[];
}

/** A whole filtering answer as the panel shows it: the filters plus the HTML of its regions. */
export interface FilteringSnapshot extends FiltersAnswer {
  title?: string;
  topHtml?: string;
  listHtml?: string;
  bottomHtml?: string;
  paginatorHtml?: string;
}

export type FilteringEndpoint = 'variant' | 'inspiration';

/** A choice may carry the promotional flag (spec §7 `promo_filter_click`). */
export type PanelChoice = FilterChoice & { promo?: boolean };

export const choicesOf = (group: FilterGroup): PanelChoice[] => (group.choices ?? []) as PanelChoice[];

/** 'Toon 37 producten' / 'Toon 1 product'; inspirations count 'inspiraties'. */
export function countText(count: number, endpoint: FilteringEndpoint = 'variant'): string {
  if (endpoint === 'inspiration') return `${formatCount(count)} ${count === 1 ? 'inspiratie' : 'inspiraties'}`;
  return `${formatCount(count)} ${count === 1 ? 'product' : 'producten'}`;
}

/**
 * Asks the filtering endpoint for `url`. Inspiration filtering answers with the filters alone (spec §7): the list
 * is the inspiration feed of the answer's url, whose records are drawn as cards (and 'Meer inspiratie') into
 * `regions`.
 */
export async function loadFiltering(endpoint: FilteringEndpoint, url: string, regions: InspirationRegions): Promise<FilteringSnapshot> {
  const api = await getStore().getState().api();
  if (endpoint === 'variant') {
    const answer = await api.fetchVariantFiltering({ url });
    return {
      totalCount: answer.totalCount,
      url: answer.url,
      groups: answer.groups,
      title: answer.title,
      topHtml: answer.topHtml,
      listHtml: answer.listHtml,
      bottomHtml: answer.bottomHtml,
      paginatorHtml: answer.paginatorHtml,
    };
  }
  const answer = await api.fetchInspirationFiltering({ url });
  const page = inspirationPageHtml(await api.fetchInspirationFeed({ url: answer.url }), regions);
  return { totalCount: answer.totalCount, url: answer.url, groups: answer.groups, ...page };
}

/** The listing URL without its page: two URLs that differ only in the feed's page show the same filters. */
export function filtersKey(url: string): string {
  const parsed = new URL(url, 'http://x.invalid');
  parsed.searchParams.delete('page');
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

/** Colour names of the seed and the shop, to a swatch class (CSS, no inline styles under a strict CSP). */
const SWATCHES = new Set(['groen', 'grijs', 'zwart', 'wit', 'beige', 'blauw', 'roze', 'geel', 'bruin', 'oranje', 'terracotta', 'naturel', 'rood', 'paars', 'goud', 'zilver']);
export function swatchClass(name: string): string {
  const key = name.toLowerCase();
  return `etl-listing-filters__swatch etl-listing-filters__swatch--${SWATCHES.has(key) ? key : 'other'}`;
}
