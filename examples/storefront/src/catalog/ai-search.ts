import type { Db } from '../db/connection.js';
import { slugify } from '../seed/random.js';
import { listingUrl, parseListingState, runListing } from './listing.js';
import { resolveScope, type CategoryRow } from './scopes.js';

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
