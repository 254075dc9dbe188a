import type { Db } from '../db/connection.js';
import { slugify } from '../seed/random.js';
import { listingUrl, parseListingState, runListing } from './listing.js';
import { resolveScope, type CategoryRow, type ListingScope } from './scopes.js';
import { isFeatureOn, type FeatureCatalog } from './feature-eval.js';

export const AI_SEARCH_PLACEHOLDER = 'Beschrijf wat je zoekt, bijvoorbeeld "groene bank onder 800 euro"';

/** What a listing offers of the AI search: the filtering answer's `showAiSearch` and `aiSearchPlaceholder`. */
export interface AiSearchOffer {
  show: boolean;
  placeholder: string | null;
  /** The category the AI search looks in (a category listing), absent on search pages. */
  categoryId?: number;
}

/**
 * The one place that decides whether a listing offers the AI search, for the page and the filtering answer alike:
 * a category's own listing (`/producten/{slug}`) and the search pages, while the `ai-search` feature is on for
 * this visitor.
 */
export function aiSearchOffer(scope: ListingScope, userId: number | undefined, catalog?: FeatureCatalog): AiSearchOffer {
  const categoryListing = scope.category !== undefined && scope.basePath === `/producten/${scope.category.slug}`;
  const searchPage = scope.basePath === '/search' || scope.basePath === '/';
  if (!(categoryListing || searchPage) || !isFeatureOn('ai-search', userId, catalog)) return { show: false, placeholder: null };
  return { show: true, placeholder: AI_SEARCH_PLACEHOLDER, categoryId: categoryListing ? scope.category!.id : undefined };
}

const PRICE_CAP = /(?:onder|tot|max(?:imaal)?)\s*€?\s*(\d+)\s*(?:euro)?/;

/**
 * A small rule-based stand-in for the AI search: colour and material words become `dimensie` filters,
 * "onder/tot/max N (euro)" a price cap, the remaining words the search query (without a category).
 */
export function interpretQuery(db: Db, query: string, category: CategoryRow | undefined) {
  const text = query.toLowerCase();
  const colours = (db.prepare('SELECT DISTINCT color FROM variants').all() as { color: string }[]).map((r) => r.color);
  const materials = (db.prepare('SELECT DISTINCT material FROM variants').all() as { material: string }[]).map((r) => r.material);
  const cap = PRICE_CAP.exec(text);
  const prijsTot = cap ? Number(cap[1]) : undefined;
  const dimensie: string[] = [];
  const rest: string[] = [];
  for (const word of text.replace(PRICE_CAP, ' ').split(/\s+/).filter(Boolean)) {
    const colour = colours.find((k) => word === k.toLowerCase() || word === `${k.toLowerCase()}e`);
    const material = materials.find((m) => word === m.toLowerCase() || word === `${m.toLowerCase()}en`);
    if (colour) dimensie.push(`kleur-${slugify(colour)}`);
    else if (material) dimensie.push(`materiaal-${slugify(material)}`);
    else rest.push(word);
  }
  const basePath = category ? `/producten/${category.slug}` : '/search';
  const state = { ...parseListingState(new URLSearchParams()), dimensie: [...new Set(dimensie)].sort(), prijsTot };
  if (!category) state.query = rest.join(' ') || query;
  const scope = resolveScope(db, basePath, new URLSearchParams(state.query ? { q: state.query } : {}));
  return {
    url: listingUrl(basePath, state),
    filtersCount: state.dimensie.length + (prijsTot !== undefined ? 1 : 0),
    resultsCount: scope ? runListing(db, scope, state).totalCount : 0,
  };
}
