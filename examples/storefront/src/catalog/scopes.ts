import { ClickSource } from '@etalage/core';
import type { Db } from '../db/connection.js';
import { normalizeText } from '../seed/random.js';
import { christmasCondition } from './christmas.js';
import { christmasOption } from './features.js';

/** Click source codes of the lists and pages (spec §9), named as in `@etalage/core`'s `ClickSource`. */
export const clickSources = {
  category: ClickSource.Category,
  home: ClickSource.Homepage,
  marketplace: ClickSource.MarketplaceHome,
  detail: ClickSource.Detail,
  search: ClickSource.SearchResults,
  favourites: ClickSource.Favourites,
  sale: ClickSource.Sale,
  christmas: ClickSource.ChristmasDelivery,
  vouchers: ClickSource.Vouchers,
  blackFriday: ClickSource.BlackFriday,
  garden: ClickSource.GardenSeason,
  eshop: ClickSource.EshopPage,
  visuallySimilar: ClickSource.VisuallySimilar,
  priceDrops: ClickSource.PriceDrops,
  shopTheLook: ClickSource.ShopTheLook,
  brand: ClickSource.Brand,
  watchdog: ClickSource.Watchdog,
  sharedFavourites: ClickSource.SharedFavourites,
  alternativeOffers: ClickSource.AlternativeOffers,
  similar: ClickSource.SimilarStrip,
  comparison: ClickSource.ProductComparison,
  other: ClickSource.Other,
} as const;

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  long_name: string;
  slug: string;
  color: string;
  promoted: number;
}

/** Which variants a listing page shows, before the shopper's filters. */
export interface ListingScope {
  /** The listing's path without query, e.g. `/producten/banken`. */
  basePath: string;
  title: string;
  intro: string;
  clickSource: number;
  /** SQL condition over `v` with its parameters. */
  where: string;
  params: unknown[];
  category?: CategoryRow;
  query?: string;
}

export function findCategoryBySlug(db: Db, slug: string): CategoryRow | undefined {
  return db.prepare('SELECT * FROM categories WHERE slug = ?').get(slug) as CategoryRow | undefined;
}

export function findCategoryById(db: Db, id: number): CategoryRow | undefined {
  return db.prepare('SELECT * FROM categories WHERE id = ?').get(id) as CategoryRow | undefined;
}

/** The promoted categories (the home page's tiles, the suggestions of a search without results). */
export function promotedCategories(db: Db, limit = 10): CategoryRow[] {
  return db.prepare('SELECT * FROM categories WHERE promoted = 1 ORDER BY position LIMIT ?').all(limit) as CategoryRow[];
}

/** How many variants a search finds, without running the listing (suggestions for a search without results). */
export function searchCount(db: Db, query: string): number {
  const condition = searchCondition(query);
  return (db.prepare(`SELECT COUNT(*) AS n FROM variants v WHERE v.disabled = 0 AND (${condition.where})`).get(...condition.params) as { n: number }).n;
}

function categoryCondition(category: CategoryRow): { where: string; params: unknown[] } {
  if (category.parent_id === null) {
    return { where: 'v.category_id IN (SELECT id FROM categories WHERE parent_id = ?)', params: [category.id] };
  }
  return { where: 'v.category_id = ?', params: [category.id] };
}

/** Search condition: every word of the query must occur in the variant's accent-free search text. */
export function searchCondition(query: string): { where: string; params: unknown[] } {
  const words = normalizeText(query).split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return { where: '1 = 0', params: [] };
  return {
    where: words.map(() => "v.search_text LIKE ? ESCAPE '\\'").join(' AND '),
    params: words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
  };
}

const DISCOUNTED = 'v.price_before_discount > v.price';

/** The decoded path segments, or undefined when the path is not valid percent-encoding. */
function decodeSegments(path: string): string[] | undefined {
  try {
    return path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
}

/** Resolves a listing path (as pages and the feed API receive it) to its scope, or undefined. */
export function resolveScope(db: Db, pathname: string, search: URLSearchParams): ListingScope | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const segments = decodeSegments(path);
  if (!segments) return undefined;

  if (path === '/search' || path === '/') {
    const query = (search.get('q') ?? '').trim();
    if (path === '/' && !query) return undefined;
    const condition = searchCondition(query);
    return {
      basePath: path,
      title: query ? `Zoekresultaten voor "${query}"` : 'Zoeken',
      intro: query ? 'Producten die passen bij je zoekopdracht.' : 'Typ een zoekterm om producten te vinden.',
      clickSource: clickSources.search,
      ...condition,
      query,
    };
  }
  if (segments[0] === 'producten' && segments[1] === 'sale') {
    if (segments.length === 2) {
      return { basePath: path, title: 'Sale', intro: 'Echte kortingen: we vergelijken altijd met de eerdere prijs van de webshop.', clickSource: clickSources.sale, where: DISCOUNTED, params: [] };
    }
    const category = segments.length === 3 ? findCategoryBySlug(db, segments[2]!) : undefined;
    if (!category) return undefined;
    const condition = categoryCondition(category);
    return { basePath: path, title: `Sale: ${category.name}`, intro: `${category.long_name} met korting.`, clickSource: clickSources.sale, where: `${DISCOUNTED} AND ${condition.where}`, params: condition.params, category };
  }
  if (segments[0] === 'producten' && segments.length === 2) {
    const slug = segments[1]!;
    switch (slug) {
      case 'vouchers':
        return { basePath: path, title: 'Vouchers', intro: 'Producten met een vouchercode: klik op de code om hem te kopiëren.', clickSource: clickSources.vouchers, where: 'v.voucher_code IS NOT NULL', params: [] };
      case 'levering-voor-kerstmis': {
        // The same rule as the cards' 'Levering voor Kerstmis' tag (catalog/christmas.ts).
        const { where, params, inSeason } = christmasCondition(db);
        const intro = inSeason
          ? 'Producten die op tijd voor de feestdagen bij je zijn.'
          : `Vanaf ${christmasOption().thresholdDays} dagen voor Kerstmis vind je hier de producten die op tijd voor de feestdagen bij je zijn.`;
        return { basePath: path, title: 'Levering voor Kerstmis', intro, clickSource: clickSources.christmas, where, params };
      }
      case 'black-friday':
        return { basePath: path, title: 'Black Friday', intro: 'De Black Friday-aanbiedingen van onze webshops.', clickSource: clickSources.blackFriday, where: `v.promo_tags LIKE '%blackFriday%'`, params: [] };
    }
    const category = findCategoryBySlug(db, slug);
    if (!category) return undefined;
    return { basePath: path, title: category.long_name, intro: `Vergelijk ${category.long_name.toLowerCase()} van tientallen webshops.`, clickSource: clickSources.category, ...categoryCondition(category), category };
  }
  if (segments[0] === 'products' && segments[1] === 'garden-season' && segments.length === 2) {
    return { basePath: path, title: 'Tuinseizoen', intro: 'Alles voor een heerlijke tijd buiten.', clickSource: clickSources.garden, where: `v.promo_tags LIKE '%gardenSales%'`, params: [] };
  }
  if (segments[0] === 'producten' && segments[1] === 'shop' && segments.length === 3) {
    const shop = db.prepare('SELECT id, name FROM eshops WHERE slug = ?').get(segments[2]) as { id: number; name: string } | undefined;
    if (!shop) return undefined;
    return { basePath: path, title: `Webshop ${shop.name}`, intro: `Alle producten van ${shop.name}.`, clickSource: clickSources.eshop, where: 'v.eshop_id = ?', params: [shop.id] };
  }
  if (segments[0] === 'eshop' && segments.length === 2 && /^\d+$/.test(segments[1]!)) {
    const shop = db.prepare('SELECT id, name FROM eshops WHERE id = ?').get(Number(segments[1])) as { id: number; name: string } | undefined;
    if (!shop) return undefined;
    return { basePath: path, title: `Webshop ${shop.name}`, intro: `Alle producten van ${shop.name}.`, clickSource: clickSources.eshop, where: 'v.eshop_id = ?', params: [shop.id] };
  }
  if (segments[0] === 'price-drops' && segments.length === 2) {
    const category = findCategoryBySlug(db, segments[1]!);
    if (!category) return undefined;
    const condition = categoryCondition(category);
    return { basePath: path, title: `Prijsdalingen: ${category.name}`, intro: 'Producten waarvan de prijs onlangs is verlaagd.', clickSource: clickSources.priceDrops, where: `v.price_drop_from IS NOT NULL AND ${condition.where}`, params: condition.params, category };
  }
  if (segments[0] === 'merken' && segments.length === 2) {
    const brand = db.prepare('SELECT id, name FROM manufacturers WHERE slug = ?').get(segments[1]) as { id: number; name: string } | undefined;
    if (!brand) return undefined;
    return { basePath: path, title: `Merk ${brand.name}`, intro: `Alle producten van ${brand.name}.`, clickSource: clickSources.brand, where: 'v.manufacturer_id = ?', params: [brand.id] };
  }
  return undefined;
}
