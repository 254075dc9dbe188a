import { AttributeName } from '@etalage/runtime/attribute-names';
import { limitSuggestionGroups, PROMOTED_CATEGORIES_MAX, reportProblem } from '@etalage/core';
import type { SearchGroup } from '@etalage/core/api';
import { isSitePath } from '../shared/site-path.js';
import { allProductsLabel } from './labels.js';

/** A promoted category or campaign tag of the empty overlay (the server writes them into the props). */
export interface PopularSearch {
  title: string;
  url: string;
  /** The black friday tag while that campaign runs: drawn as an accent chip. */
  campaign?: boolean;
}

/** One option of the listbox, in DOM order. */
export interface SearchEntry {
  id: string;
  url: string;
  /** `search_suggest_type` of `search_modal_submit`: the group type, or a name for the overlay's own entries. */
  type: number | 'all' | 'popular' | 'recent';
  /** `search_suggest_value`: what the shopper picked. */
  value: string;
}

export const OPTION_ID_PREFIX = 'etl-search-option-';

/**
 * The `popular` prop as the overlay can use it: entries without a text title or a same-site url are left out
 * (and reported once), so one bad entry in a template does not take the overlay down.
 */
export function usablePopularSearches(value: unknown): PopularSearch[] {
  if (!Array.isArray(value)) return [];
  const usable = value.filter(
    (item): item is PopularSearch =>
      typeof item?.title === 'string' && item.title !== '' && isSitePath(item?.url),
  );
  if (usable.length !== value.length) {
    reportProblem('search-overlay', `${AttributeName.PropPrefix}popular entries need a "title" and a same-site "url" starting with "/"; left out:`, value.filter((item) => !usable.includes(item)));
  }
  // Up to 10 promoted categories, plus the campaign tag (spec §2), which leads the row.
  return [...usable.filter((item) => item.campaign).slice(0, 1), ...usable.filter((item) => !item.campaign).slice(0, PROMOTED_CATEGORIES_MAX)];
}

/** The homepage search with the query (spec §4: submit without a highlighted entry). */
export function homepageSearchUrl(query: string): string {
  return `/?${new URLSearchParams({ q: query })}`;
}

/** Suggestion links get `original_query` when they carry no query of their own (spec §4). */
export function withOriginalQuery(url: string, query: string): string {
  if (url.includes('?')) return url;
  const [path, hash] = url.split('#', 2) as [string, string | undefined];
  return `${path}?${new URLSearchParams({ original_query: query })}${hash === undefined ? '' : `#${hash}`}`;
}

/** The groups as shown: types 6 and 11 share one limit of 10 (spec §5), empty groups dropped. */
export function shownGroups(groups: SearchGroup[]): SearchGroup[] {
  return limitSuggestionGroups(groups).filter((group) => group.items.length > 0);
}

/** The options of a query's suggestions in DOM order: every group's items, then 'Zoek "…" in alle producten'. */
export function suggestionEntries(groups: SearchGroup[], query: string): SearchEntry[] {
  const entries: SearchEntry[] = [];
  groups.forEach((group, g) =>
    group.items.forEach((item, i) =>
      entries.push({ id: `${OPTION_ID_PREFIX}${g}-${i}`, url: withOriginalQuery(item.url, query), type: group.type, value: item.title }),
    ),
  );
  entries.push({ id: `${OPTION_ID_PREFIX}all`, url: homepageSearchUrl(query), type: 'all', value: allProductsLabel(query) });
  return entries;
}

/**
 * Where the arrow keys go (spec §4: up and down wrap, the first entry is the all-products link). The all-products
 * entry is drawn last, so the walk starts there: with nothing highlighted, down highlights it and up the
 * suggestion above it; from then on the keys follow the list as drawn and wrap at both ends.
 */
export function nextIndex(current: number, count: number, direction: 1 | -1, startsAtEnd: boolean): number {
  if (count === 0) return -1;
  if (current < 0) {
    if (startsAtEnd) return direction === 1 ? count - 1 : count - 2 >= 0 ? count - 2 : count - 1;
    return direction === 1 ? 0 : count - 1;
  }
  return (current + direction + count) % count;
}
