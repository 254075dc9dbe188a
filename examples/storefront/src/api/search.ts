import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { invalid, required } from './errors.js';
import { normalizeText, slugify } from '../seed/random.js';
import { searchCondition } from '../catalog/scopes.js';
import { imageUrl } from '../catalog/images.js';
import type { Db } from '../db/connection.js';
import { colours } from '../seed/catalogue-data.js';

interface SearchItem {
  id: number | string;
  title: string;
  url: string;
  apiUrl: string;
  productCount: number;
  filters: { categoryId?: number; colorId?: number; filterId?: number; eshopId?: number; eshopScore?: number; manufacturerId?: number };
}

interface SearchGroup {
  type: number;
  typeName: string;
  img: string;
  items: SearchItem[];
}

/** Suggestion group types of this storefront (spec §3 "Search result group"). */
export const searchGroupTypes = { categories: 1, eshops: 4, brands: 5, products: 6, colours: 11 } as const;
const COMBINED_MAX = 10;

/** Colours are numbered by their place in the seeded colour list (1-based). */
const colourId = (name: string) => colours.findIndex((k) => k.name === name) + 1;

export function searchSuggestions(db: Db, rawQuery: string): SearchGroup[] {
  const query = normalizeText(rawQuery.trim());
  const like = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const groups: SearchGroup[] = [];
  const countIn = (where: string, ...params: unknown[]) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM variants v WHERE v.disabled = 0 AND ${where}`).get(...params) as { n: number }).n;

  const categories = (db.prepare('SELECT id, name, long_name, slug, parent_id FROM categories').all() as {
    id: number; name: string; long_name: string; slug: string; parent_id: number | null;
  }[]).filter((cat) => normalizeText(`${cat.name} ${cat.long_name}`).includes(query));
  if (categories.length) {
    groups.push({
      type: searchGroupTypes.categories,
      typeName: 'Categorieën',
      img: imageUrl('article', 'thumb', 1),
      items: categories.slice(0, 5).map((cat) => ({
        id: cat.id,
        title: cat.long_name,
        url: `/producten/${cat.slug}`,
        apiUrl: '/api/v2/variant/filtering',
        productCount: cat.parent_id === null ? countIn('v.category_id IN (SELECT id FROM categories WHERE parent_id = ?)', cat.id) : countIn('v.category_id = ?', cat.id),
        filters: { categoryId: cat.id },
      })),
    });
  }

  const eshops = (db.prepare("SELECT id, name, slug, rating FROM eshops WHERE lower(name) LIKE ? ESCAPE '\\' LIMIT 5").all(like) as {
    id: number; name: string; slug: string; rating: number;
  }[]);
  if (eshops.length) {
    groups.push({
      type: searchGroupTypes.eshops,
      typeName: 'Webshops',
      img: imageUrl('article', 'thumb', 2),
      items: eshops.map((e) => ({ id: e.id, title: e.name, url: `/producten/shop/${e.slug}`, apiUrl: '/api/v2/variant/filtering', productCount: countIn('v.eshop_id = ?', e.id), filters: { eshopId: e.id, eshopScore: e.rating } })),
    });
  }

  const brands = (db.prepare("SELECT id, name, slug FROM manufacturers WHERE lower(name) LIKE ? ESCAPE '\\' LIMIT 5").all(like) as { id: number; name: string; slug: string }[]);
  if (brands.length) {
    groups.push({
      type: searchGroupTypes.brands,
      typeName: 'Merken',
      img: imageUrl('article', 'thumb', 3),
      items: brands.map((b) => ({ id: b.id, title: b.name, url: `/merken/${b.slug}`, apiUrl: '/api/v2/variant/filtering', productCount: countIn('v.manufacturer_id = ?', b.id), filters: { manufacturerId: b.id } })),
    });
  }

  const condition = searchCondition(rawQuery);
  const products = db
    .prepare(`SELECT v.id, v.name, v.slug, v.category_id FROM variants v WHERE v.disabled = 0 AND v.active = 1 AND ${condition.where} ORDER BY v.es_rank LIMIT ${COMBINED_MAX}`)
    .all(...condition.params) as { id: number; name: string; slug: string; category_id: number }[];
  const productItems: SearchItem[] = products.map((p) => ({
    id: p.id, title: p.name, url: `/product/v/${p.id}-${p.slug}`, apiUrl: `/api/v2/variant/by-ids`, productCount: 1, filters: { categoryId: p.category_id },
  }));

  // Category + colour combinations, e.g. "Banken in groen" (type 11), trimmed so that types 6 and 11 hold at most 10 items.
  const combos = db
    .prepare(
      `SELECT c.id, c.name, c.slug, v.color, COUNT(*) AS n FROM variants v JOIN categories c ON c.id = v.category_id
       WHERE v.disabled = 0 AND ${condition.where} GROUP BY c.id, v.color ORDER BY n DESC LIMIT ${COMBINED_MAX}`,
    )
    .all(...condition.params) as { id: number; name: string; slug: string; color: string; n: number }[];
  const comboItems: SearchItem[] = combos.map((k) => ({
    id: `${k.id}-${slugify(k.color)}`, title: `${k.name} in ${k.color.toLowerCase()}`, url: `/producten/${k.slug}?dimensie=kleur-${slugify(k.color)}`,
    apiUrl: '/api/v2/variant/filtering', productCount: k.n, filters: { categoryId: k.id, colorId: colourId(k.color) },
  }));
  const productsKept = productItems.slice(0, Math.min(productItems.length, comboItems.length ? 6 : COMBINED_MAX));
  const combosKept = comboItems.slice(0, COMBINED_MAX - productsKept.length);
  if (productsKept.length) groups.push({ type: searchGroupTypes.products, typeName: 'Producten', img: imageUrl('article', 'thumb', 4), items: productsKept });
  if (combosKept.length) groups.push({ type: searchGroupTypes.colours, typeName: 'Categorieën in kleur', img: imageUrl('article', 'thumb', 5), items: combosKept });
  return groups;
}

/** Search service `GET /v2/search?q=` (spec §7). */
export function searchRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/search', (c) => {
    const q = c.req.query('q');
    if (q === undefined || q.trim() === '') throw required('q');
    if (q.length > 200) throw invalid('q', 'q is too long');
    return c.json({ data: searchSuggestions(c.get('deps').db, q) });
  });
  return app;
}
