import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection.js';
import { slugify } from '../seed/random.js';
import { findVariants, type VariantRow } from './variants.js';
import type { ListingScope } from './scopes.js';
import type { FilterChoice } from '@etalage/core/api';

export const PAGE_SIZE = 60;

export const sortOptions = [
  { ident: 'populair', name: 'Populair' },
  { ident: 'prijs-laag', name: 'Laagste prijs' },
  { ident: 'prijs-hoog', name: 'Hoogste prijs' },
  { ident: 'korting', name: 'Hoogste korting' },
  { ident: 'beoordeling', name: 'Beste beoordeling' },
  { ident: 'nieuw', name: 'Nieuwste' },
] as const;
export type SortIdent = (typeof sortOptions)[number]['ident'];

/** The shopper's choices on a listing, as carried by its URL. */
export interface ListingState {
  query?: string;
  dimensie: string[];
  prijsVanaf?: number;
  prijsTot?: number;
  sort: SortIdent;
  page: number;
}

/** A filter choice as the widgets read it: the client's type is the one source of truth. */
export type Choice = FilterChoice;

export interface FilterGroup {
  ident: string;
  type: 'category' | 'search' | 'price' | 'sort' | 'parameters' | 'features' | 'manufacturers' | 'eshops' | 'dimensions' | 'smartPrompt';
  name: string;
  choices: Choice[];
  search?: { ident: string; query: string; url: string };
  range?: { min: number; max: number; selectedMin: number | null; selectedMax: number | null };
  histogram?: { from: number; to: number; count: number }[];
}

interface LightRow {
  id: number;
  category_id: number;
  price: number;
  price_before_discount: number | null;
  color: string;
  material: string;
  style: string;
  manufacturer_id: number;
  eshop_id: number;
  width_from: number | null;
  rating: number;
  es_rank: number;
  active: number;
}

interface Facet {
  ident: string;
  type: FilterGroup['type'];
  name: string;
  value: (row: LightRow) => string;
  label: (value: string) => string;
  followable: boolean;
}

export function parseListingState(search: URLSearchParams): ListingState {
  const dimensie = [
    ...new Set(
      search
        .getAll('dimensie')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => /^[a-z]+-[a-z0-9-]+$/.test(v)),
    ),
  ].sort();
  const num = (name: string) => {
    const raw = search.get(name);
    if (raw === null || raw.trim() === '') return undefined;
    const value = Number(raw.replace(',', '.'));
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const sort = sortOptions.find((s) => s.ident === search.get('sort'))?.ident ?? 'populair';
  const page = Math.max(1, Math.floor(Number(search.get('page') ?? '1')) || 1);
  const query = search.get('q')?.trim();
  return { query: query || undefined, dimensie, prijsVanaf: num('prijsVanaf'), prijsTot: num('prijsTot'), sort, page };
}

/** The URL of a listing state: the page's own links, the paginator and the filter choices use it. */
export function listingUrl(basePath: string, state: ListingState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  for (const d of state.dimensie) params.append('dimensie', d);
  if (state.prijsVanaf !== undefined) params.set('prijsVanaf', String(state.prijsVanaf));
  if (state.prijsTot !== undefined) params.set('prijsTot', String(state.prijsTot));
  if (state.sort !== 'populair') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const qs = params.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

export interface ListingResult {
  scope: ListingScope;
  state: ListingState;
  url: string;
  totalCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
  rows: VariantRow[];
  groups: FilterGroup[];
  nextPageUrl: string | null;
  prevPageUrl: string | null;
  requestId: string;
}

function widthBucket(row: LightRow): string {
  const cm = (row.width_from ?? 0) / 10;
  if (cm < 50) return 'tot-50';
  if (cm < 100) return '50-100';
  if (cm < 200) return '100-200';
  return 'vanaf-200';
}
const widthLabels: Record<string, string> = { 'tot-50': 'Tot 50 cm', '50-100': '50 - 100 cm', '100-200': '100 - 200 cm', 'vanaf-200': 'Vanaf 200 cm' };

function facets(db: Db): Facet[] {
  const manufacturers = db.prepare('SELECT id, name, slug FROM manufacturers').all() as { id: number; name: string; slug: string }[];
  const eshops = db.prepare('SELECT id, name, slug FROM eshops').all() as { id: number; name: string; slug: string }[];
  const manufacturerSlug = new Map(manufacturers.map((m) => [m.id, m.slug]));
  const manufacturerName = new Map(manufacturers.map((m) => [m.slug, m.name]));
  const eshopSlug = new Map(eshops.map((e) => [e.id, e.slug]));
  const eshopName = new Map(eshops.map((e) => [e.slug, e.name]));
  const titled = new Map<string, string>();
  const label = (value: string) => titled.get(value) ?? value;
  const remember = (text: string) => {
    const slug = slugify(text);
    titled.set(slug, text);
    return slug;
  };
  return [
    { ident: 'kleur', type: 'features', name: 'Kleur', value: (r) => remember(r.color), label, followable: true },
    { ident: 'materiaal', type: 'parameters', name: 'Materiaal', value: (r) => remember(r.material), label, followable: true },
    { ident: 'stijl', type: 'parameters', name: 'Stijl', value: (r) => remember(r.style), label, followable: false },
    { ident: 'breedte', type: 'dimensions', name: 'Breedte', value: widthBucket, label: (v) => widthLabels[v] ?? v, followable: false },
    { ident: 'merk', type: 'manufacturers', name: 'Merk', value: (r) => manufacturerSlug.get(r.manufacturer_id) ?? '', label: (v) => manufacturerName.get(v) ?? v, followable: false },
    { ident: 'shop', type: 'eshops', name: 'Webshop', value: (r) => eshopSlug.get(r.eshop_id) ?? '', label: (v) => eshopName.get(v) ?? v, followable: false },
  ];
}

const euro = (n: number) => `€ ${n.toLocaleString('nl-NL')}`;

/**
 * Runs a listing: the scope's variants filtered, counted per filter choice, sorted and paginated.
 * `pageSize` other than 60 comes only from the test hook `?perPage=` (benchmarks).
 */
export function runListing(db: Db, scope: ListingScope, state: ListingState, pageSize = PAGE_SIZE): ListingResult {
  const all = db
    .prepare(
      `SELECT v.id, v.category_id, v.price, v.price_before_discount, v.color, v.material, v.style, v.manufacturer_id, v.eshop_id,
        v.width_from, v.rating, v.es_rank, v.active FROM variants v WHERE v.disabled = 0 AND (${scope.where})`,
    )
    .all(...scope.params) as LightRow[];
  const groupsOfFacets = facets(db);
  const selected = new Map<string, Set<string>>();
  for (const d of state.dimensie) {
    const dash = d.indexOf('-');
    const ident = d.slice(0, dash);
    if (!groupsOfFacets.some((f) => f.ident === ident)) continue;
    if (!selected.has(ident)) selected.set(ident, new Set());
    selected.get(ident)!.add(d.slice(dash + 1));
  }
  const values = all.map((row) => new Map(groupsOfFacets.map((f) => [f.ident, f.value(row)])));
  const passesFacets = (i: number, except?: string) => {
    for (const [ident, chosen] of selected) {
      if (ident === except) continue;
      if (!chosen.has(values[i]!.get(ident)!)) return false;
    }
    return true;
  };
  const passesPrice = (row: LightRow) =>
    (state.prijsVanaf === undefined || row.price >= state.prijsVanaf) && (state.prijsTot === undefined || row.price <= state.prijsTot);

  const matching = all.filter((row, i) => passesFacets(i) && passesPrice(row));
  const sorted = sortRows(matching, state.sort);
  const totalCount = sorted.length;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const page = state.page;
  const pageIds = sorted.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id);
  const rows = findVariants(db, pageIds);

  const url = listingUrl(scope.basePath, state);
  const withState = (change: Partial<ListingState>) => listingUrl(scope.basePath, { ...state, page: 1, ...change });
  const groups: FilterGroup[] = [];

  if (state.query !== undefined) {
    groups.push({ ident: 'search', type: 'search', name: 'Zoekopdracht', choices: [], search: { ident: 'q', query: state.query, url: withState({ query: undefined }) } });
  }
  groups.push(categoryGroup(db, scope, all, state, matching));

  // Price: range over the rows that pass the other filters, with predefined choices and a histogram.
  const priced = all.filter((_, i) => passesFacets(i));
  const prices = priced.map((r) => r.price);
  const min = prices.length ? Math.floor(Math.min(...prices)) : 0;
  const max = prices.length ? Math.ceil(Math.max(...prices)) : 0;
  const bucketWidth = Math.max(1, Math.ceil((max - min) / 10));
  const histogram = Array.from({ length: 10 }, (_, b) => ({ from: min + b * bucketWidth, to: min + (b + 1) * bucketWidth, count: 0 }));
  for (const p of prices) histogram[Math.min(9, Math.floor((p - min) / bucketWidth))]!.count++;
  const bands: [number | undefined, number | undefined][] = [[undefined, 100], [100, 250], [250, 500], [500, 1000], [1000, undefined]];
  groups.push({
    ident: 'price',
    type: 'price',
    name: 'Prijs',
    range: { min, max, selectedMin: state.prijsVanaf ?? null, selectedMax: state.prijsTot ?? null },
    histogram,
    choices: bands.map(([from, to]) => {
      const count = prices.filter((p) => (from === undefined || p >= from) && (to === undefined || p <= to)).length;
      const isSelected = state.prijsVanaf === from && state.prijsTot === to;
      return {
        ident: `${from ?? 0}-${to ?? 'max'}`,
        id: `${from ?? 0}-${to ?? 'max'}`,
        name: from === undefined ? `Tot ${euro(to!)}` : to === undefined ? `Vanaf ${euro(from)}` : `${euro(from)} - ${euro(to)}`,
        url: isSelected ? withState({ prijsVanaf: undefined, prijsTot: undefined }) : withState({ prijsVanaf: from, prijsTot: to }),
        selected: isSelected,
        disabled: count === 0,
        followable: false,
        highlighted: false,
        count,
      };
    }),
  });

  groups.push({
    ident: 'sort',
    type: 'sort',
    name: 'Sorteren',
    choices: sortOptions.map((s) => ({
      ident: s.ident,
      id: s.ident,
      name: s.name,
      url: withState({ sort: s.ident }),
      selected: s.ident === state.sort,
      disabled: false,
      followable: false,
      highlighted: false,
      count: totalCount,
    })),
  });

  for (const facet of groupsOfFacets) {
    const counts = new Map<string, number>();
    all.forEach((row, i) => {
      if (!passesFacets(i, facet.ident) || !passesPrice(row)) return;
      const value = values[i]!.get(facet.ident)!;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    });
    const chosen = selected.get(facet.ident) ?? new Set<string>();
    for (const value of chosen) if (!counts.has(value)) counts.set(value, 0);
    const choices = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 12)
      .map(([value, count]) => {
        const ident = `${facet.ident}-${value}`;
        const isSelected = chosen.has(value);
        const dimensie = isSelected ? state.dimensie.filter((d) => d !== ident) : [...state.dimensie, ident].sort();
        return {
          ident,
          id: ident,
          name: facet.label(value),
          url: withState({ dimensie }),
          selected: isSelected,
          disabled: count === 0 && !isSelected,
          followable: facet.followable && state.dimensie.length === 0,
          highlighted: false,
          count,
        };
      });
    if (choices.length > 1 || chosen.size > 0) groups.push({ ident: facet.ident, type: facet.type, name: facet.name, choices });
  }

  const prompts = smartPrompts(matching, state, withState, groups);
  if (prompts.length) groups.push({ ident: 'smart', type: 'smartPrompt', name: 'Snel filteren', choices: prompts });

  return {
    scope,
    state,
    url,
    totalCount,
    page,
    pageSize,
    pageCount,
    rows,
    groups,
    nextPageUrl: page < pageCount ? listingUrl(scope.basePath, { ...state, page: page + 1 }) : null,
    prevPageUrl: page > 1 ? listingUrl(scope.basePath, { ...state, page: page - 1 }) : null,
    requestId: randomUUID().slice(0, 8),
  };
}

/** Up to three one-click refinements of the current result ("smart prompt choices" of spec §3), promotional choices. */
function smartPrompts(
  matching: LightRow[],
  state: ListingState,
  withState: (change: Partial<ListingState>) => string,
  groups: FilterGroup[],
): Choice[] {
  const choice = (ident: string, name: string, url: string, count: number): Choice => ({
    ident, id: ident, name, url, selected: false, disabled: false, followable: false, highlighted: true, count, promo: true,
  });
  const prompts: Choice[] = [];
  if (matching.length >= 10 && state.prijsVanaf === undefined && state.prijsTot === undefined) {
    const prices = matching.map((r) => r.price).sort((a, b) => a - b);
    const cap = Math.max(10, Math.round(prices[Math.floor(prices.length / 2)]! / 50) * 50);
    prompts.push(choice('onder-mediaan', `Onder ${euro(cap)}`, withState({ prijsTot: cap }), prices.filter((p) => p <= cap).length));
  }
  const colour = groups.find((g) => g.ident === 'kleur')?.choices.find((c) => !c.selected && c.count > 0);
  if (colour && !state.dimensie.some((d) => d.startsWith('kleur-'))) prompts.push(choice(colour.ident, `In ${colour.name.toLowerCase()}`, colour.url, colour.count));
  if (state.sort !== 'beoordeling' && matching.some((r) => r.rating > 0)) {
    prompts.push(choice('best-beoordeeld', 'Best beoordeeld', withState({ sort: 'beoordeling' }), matching.length));
  }
  return prompts;
}

function categoryGroup(db: Db, scope: ListingScope, all: LightRow[], _state: ListingState, matching: LightRow[]): FilterGroup {
  const counts = new Map<number, number>();
  for (const row of matching) counts.set(row.category_id, (counts.get(row.category_id) ?? 0) + 1);
  let categories: { id: number; name: string; slug: string }[];
  if (scope.category) {
    // A category page links its sibling categories, counted over their own listings.
    const parentId = scope.category.parent_id ?? scope.category.id;
    categories = db.prepare('SELECT id, name, slug FROM categories WHERE parent_id = ? ORDER BY position').all(parentId) as typeof categories;
    for (const row of db
      .prepare('SELECT category_id, COUNT(*) AS n FROM variants WHERE disabled = 0 AND category_id IN (SELECT id FROM categories WHERE parent_id = ?) GROUP BY category_id')
      .all(parentId) as { category_id: number; n: number }[]) {
      if (row.category_id !== scope.category.id || scope.category.parent_id === null) counts.set(row.category_id, row.n);
    }
  } else {
    const ids = [...new Set(all.map((r) => r.category_id))];
    categories = ids.length
      ? (db.prepare(`SELECT id, name, slug FROM categories WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY position`).all(...ids) as typeof categories)
      : [];
  }
  return {
    ident: 'category',
    type: 'category',
    name: 'Categorie',
    choices: categories.map((c) => ({
      ident: c.slug,
      id: c.id,
      name: c.name,
      url: `/producten/${c.slug}`,
      selected: scope.category?.id === c.id,
      disabled: false,
      followable: true,
      highlighted: false,
      count: counts.get(c.id) ?? 0,
    })),
  };
}

function sortRows(rows: LightRow[], sort: SortIdent): LightRow[] {
  const discount = (r: LightRow) => (r.price_before_discount ? (r.price_before_discount - r.price) / r.price_before_discount : 0);
  const compare: Record<SortIdent, (a: LightRow, b: LightRow) => number> = {
    populair: (a, b) => a.es_rank - b.es_rank,
    'prijs-laag': (a, b) => a.price - b.price,
    'prijs-hoog': (a, b) => b.price - a.price,
    korting: (a, b) => discount(b) - discount(a),
    beoordeling: (a, b) => b.rating - a.rating,
    nieuw: (a, b) => b.id - a.id,
  };
  // Inactive variants ("Niet op voorraad") go last whatever the order.
  return [...rows].sort((a, b) => b.active - a.active || compare[sort](a, b) || a.id - b.id);
}

