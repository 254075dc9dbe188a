import type { Db } from '../db/connection.js';
import { slugify } from '../seed/random.js';
import { imageUrl } from './images.js';
import type { Choice, FilterGroup } from './listing.js';

export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  category_slug: string;
  category_name: string;
  perex: string;
  body: string;
  color: string;
  published_at: string;
  published: number;
}

export const ARTICLES_PAGE_SIZE = 9;

export function articlePage(db: Db, categorySlug: string | undefined, page: number) {
  const where = categorySlug ? 'published = 1 AND category_slug = ?' : 'published = 1';
  const params = categorySlug ? [categorySlug] : [];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM articles WHERE ${where}`).get(...params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT * FROM articles WHERE ${where} ORDER BY published_at DESC LIMIT ? OFFSET ?`)
    .all(...params, ARTICLES_PAGE_SIZE, (page - 1) * ARTICLES_PAGE_SIZE) as ArticleRow[];
  return { total, rows, pageCount: Math.max(1, Math.ceil(total / ARTICLES_PAGE_SIZE)) };
}

export function articleCategories(db: Db) {
  return db.prepare('SELECT DISTINCT category_slug AS slug, category_name AS name FROM articles WHERE published = 1 ORDER BY name').all() as {
    slug: string;
    name: string;
  }[];
}

export function findArticle(db: Db, slug: string): ArticleRow | undefined {
  return db.prepare('SELECT * FROM articles WHERE slug = ?').get(slug) as ArticleRow | undefined;
}

export interface InspirationRow {
  id: number;
  name: string;
  description: string;
  is_stl: number;
  owner_name: string;
  eshop_id: number | null;
  room: string;
  style: string;
  color: string;
  images: string;
}

export const INSPIRATIONS_PAGE_SIZE = 12;

export function toApiInspiration(row: InspirationRow, eshop: { id: number; name: string; slug: string; paid: boolean } | null = null) {
  const images = JSON.parse(row.images) as { id: number; width: number; height: number; aspectRatio: number; variants: { variantId: number; x: number; y: number }[] }[];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isStl: row.is_stl === 1,
    ownerName: row.owner_name,
    eshop,
    room: row.room,
    style: row.style,
    url: `/inspirations/stl/${row.id}`,
    images: images.map((img) => ({
      id: img.id,
      url: imageUrl('inspiration', 'large', img.id),
      originalWidth: img.width,
      originalHeight: img.height,
      aspectRatio: img.aspectRatio,
      variants: img.variants,
    })),
  };
}

const inspirationFilters = [
  { ident: 'ruimte', name: 'Ruimte', column: 'room' },
  { ident: 'stijl', name: 'Stijl', column: 'style' },
  { ident: 'eigenaar', name: 'Gemaakt door', column: 'owner_name' },
] as const;

/** Inspiration listing with its filter groups (rooms, styles, owners), driven by the page URL. */
export function inspirationListing(db: Db, search: URLSearchParams) {
  const all = db.prepare('SELECT * FROM inspirations ORDER BY id DESC').all() as InspirationRow[];
  const chosen = Object.fromEntries(inspirationFilters.map((f) => [f.ident, search.get(f.ident) ?? ''])) as Record<string, string>;
  const page = Math.max(1, Math.floor(Number(search.get('page') ?? '1')) || 1);
  const passes = (row: InspirationRow, except?: string) =>
    inspirationFilters.every((f) => f.ident === except || !chosen[f.ident] || slugify(row[f.column]) === chosen[f.ident]);
  const matching = all.filter((r) => passes(r));
  const urlWith = (change: Record<string, string>) => {
    const params = new URLSearchParams();
    for (const f of inspirationFilters) {
      const value = f.ident in change ? change[f.ident] : chosen[f.ident];
      if (value) params.set(f.ident, value);
    }
    if (change.page && change.page !== '1') params.set('page', change.page);
    const qs = params.toString();
    return qs ? `/inspirations?${qs}` : '/inspirations';
  };
  const groups: FilterGroup[] = inspirationFilters.map((f) => {
    const counts = new Map<string, { name: string; count: number }>();
    for (const row of all) {
      if (!passes(row, f.ident)) continue;
      const slug = slugify(row[f.column]);
      counts.set(slug, { name: row[f.column], count: (counts.get(slug)?.count ?? 0) + 1 });
    }
    const choices: Choice[] = [...counts.entries()].map(([slug, { name, count }]) => ({
      ident: slug,
      id: slug,
      name,
      url: urlWith({ [f.ident]: chosen[f.ident] === slug ? '' : slug }),
      selected: chosen[f.ident] === slug,
      disabled: count === 0,
      followable: true,
      highlighted: false,
      count,
    }));
    return { ident: f.ident, type: 'parameters', name: f.name, choices };
  });
  const pageCount = Math.max(1, Math.ceil(matching.length / INSPIRATIONS_PAGE_SIZE));
  return {
    totalCount: matching.length,
    page,
    pageCount,
    rows: matching.slice((page - 1) * INSPIRATIONS_PAGE_SIZE, page * INSPIRATIONS_PAGE_SIZE),
    groups,
    url: urlWith({ page: String(page) }),
    nextPageUrl: page < pageCount ? urlWith({ page: String(page + 1) }) : null,
  };
}

/** Inspirations for the API, with their web shop resolved. */
export function apiInspirations(db: Db, rows: InspirationRow[]) {
  const eshop = db.prepare('SELECT id, name, slug, paid FROM eshops WHERE id = ?');
  return rows.map((row) => {
    const shop = row.eshop_id === null ? undefined : (eshop.get(row.eshop_id) as { id: number; name: string; slug: string; paid: number } | undefined);
    return toApiInspiration(row, shop ? { ...shop, paid: shop.paid === 1 } : null);
  });
}

export function findInspiration(db: Db, id: number): InspirationRow | undefined {
  return db.prepare('SELECT * FROM inspirations WHERE id = ?').get(id) as InspirationRow | undefined;
}

interface MenuRow {
  id: number;
  tree: string;
  parent_id: number | null;
  name: string;
  slug: string;
  image_color: string;
}

export interface MenuNode {
  id: number;
  name: string;
  imageUrl: string;
  slug: string;
  url: string;
  children: MenuNode[];
}

/** The menu trees of `GET /api/v2/menu`: primary, rooms, gifts and top. */
export function menuTrees(db: Db): Record<'primary' | 'rooms' | 'gifts' | 'top', MenuNode[]> {
  const rows = db.prepare('SELECT * FROM menu_items ORDER BY position, id').all() as MenuRow[];
  const node = (row: MenuRow): MenuNode => ({
    id: row.id,
    name: row.name,
    imageUrl: imageUrl('article', 'thumb', row.id),
    slug: row.slug,
    url: row.tree === 'rooms' ? `/inspirations?ruimte=${row.slug}` : `/producten/${row.slug}`,
    children: rows.filter((r) => r.parent_id === row.id).map(node),
  });
  const tree = (name: string) => rows.filter((r) => r.tree === name && r.parent_id === null).map(node);
  return { primary: tree('primary'), rooms: tree('rooms'), gifts: tree('gifts'), top: tree('top') };
}
