import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './helpers.js';
import { startServer, type RunningServer } from '../src/server.js';
import { findSimilarityRequest, rankVisuallySimilar, rankVisuallySimilarIn } from '../src/catalog/similarity.js';

/**
 * The visually-similar page's 'Alleen {categorie}' without JavaScript. The head is a GET form to the page
 * itself (`?categorie={categoryId}`); the server draws the product's category only when the value is its category,
 * ranked as the image search (`GET /api/v2/variant/{id}/similarity?categoryId&imageUrl`) answers the widget.
 *
 * The seeded categories hold some 200 offers each, so a product's 24 look-alikes are all of its own category: this
 * file's database keeps six offers of the source's category, so that its look-alikes span other categories too.
 */

interface Source {
  id: number;
  slug: string;
  categoryId: number;
  categoryName: string;
}

let dir: string;
let server: RunningServer;
let db: Database.Database;
let client: Client;
let s: Source;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'etalage-similar-filter-'));
  const databasePath = join(dir, 'storefront.db');
  server = await startServer({ port: 0, databasePath, hostname: '127.0.0.1' });
  db = new Database(databasePath);
  s = db
    .prepare('SELECT v.id, v.slug, v.category_id AS categoryId, c.long_name AS categoryName FROM variants v JOIN categories c ON c.id = v.category_id WHERE v.active = 1 AND v.disabled = 0 ORDER BY v.id LIMIT 1')
    .get() as Source;
  db.prepare(
    'UPDATE variants SET active = 0 WHERE category_id = ? AND id NOT IN (SELECT id FROM variants WHERE category_id = ? AND active = 1 AND disabled = 0 ORDER BY id LIMIT 6)',
  ).run(s.categoryId, s.categoryId);
  client = new Client(server.url);
});
afterAll(async () => {
  db.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function page(path: string) {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** As the page writes text and attribute values (hono escapes `'` too: "banken en sofa's"). */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** As React's server renderer writes text (the results head is the widget's own render): `'` as `&#x27;`. */
const escapedByReact = (text: string) => escaped(text).replace(/&#39;/g, '&#x27;');
const pathOf = (s: Source) => `/products/visually-similar/${s.id}-0/${s.slug}`;
const cardIds = (html: string) => {
  const grid = /<div class="product-grid" id="product-list">([\s\S]*?)<\/main>/.exec(html)![1]!;
  return [...grid.matchAll(/<article\b[^>]*\bdata-etl-variant-id="(\d+)"/g)].map((match) => Number(match[1]));
};
const heading = (html: string) => /<h2 class="etl-visually-similar-filter__count" id="results-title">([\s\S]*?)<\/h2>/.exec(html)![1]!.replace(/\s+/g, ' ').trim();
const switchTag = (html: string) => /<input class="etl-visually-similar-filter__input"[^>]*>/.exec(html)![0];
const ranking = (s: Source) => rankVisuallySimilar(db, findSimilarityRequest(db, `${s.id}-0`)!);

describe("/products/visually-similar: 'Alleen {categorie}' without JavaScript", () => {
  it('draws a GET form to the page itself with an unticked switch, above every category', async () => {
    const html = await page(pathOf(s));
    // No action: a GET form without one submits to the page itself (the widget draws the same head on the server).
    expect(html).toContain(`<form class="etl-visually-similar-filter__form" method="get">`);
    expect(switchTag(html)).toMatch(/type="checkbox" role="switch" name="categorie" value="(\d+)"/);
    expect(switchTag(html)).toContain(`value="${s.categoryId}"`);
    expect(switchTag(html)).not.toContain('checked');
    expect(html).toContain(`<span>Alleen ${escapedByReact(s.categoryName.toLowerCase())}</span>`);
    expect(html).toMatch(/<button class="etl-button etl-button--small etl-visually-similar-filter__submit" type="submit">\s*Toepassen\s*<\/button>/);
    const ids = cardIds(html);
    expect(ids).toEqual(ranking(s).map((r) => r.id));
    expect(new Set(ranking(s).map((r) => r.categoryId)).size).toBeGreaterThan(1);
    expect(heading(html)).toBe(`${ids.length} producten`);
  });

  it('?categorie={its category}: the switch is ticked and only that category is drawn, as the image search answers', async () => {
    const html = await page(`${pathOf(s)}?categorie=${s.categoryId}`);
    expect(switchTag(html)).toContain('checked');
    const ids = cardIds(html);
    // The category's own ranking (its whole shelf, not only the part of it in the full page's top).
    const expected = rankVisuallySimilarIn(db, findSimilarityRequest(db, `${s.id}-0`)!, s.categoryId).map((r) => r.id);
    expect(ids).toEqual(expected);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(ranking(s).length);
    expect(heading(html)).toBe(ids.length === 1 ? '1 product' : `${ids.length} producten`);
    // The widget asks with the image the page shows: the same cards come back.
    const image = /<img class="similar-head__image" src="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`data-etl-image-url="${image}"`);
    const answer = await client.json('GET', `/api/v2/variant/${s.id}/similarity?categoryId=${s.categoryId}&imageUrl=${encodeURIComponent(image)}`);
    expect((answer.body as { id: number }[]).map((variant) => variant.id)).toEqual(ids);
  });

  it('gives the widget its props: the product, its category, the image, the click source and the count', async () => {
    const html = await page(`${pathOf(s)}?categorie=${s.categoryId}`);
    const element = /<div class="page-widget" ([^>]*)>/.exec(html)![1]!;
    expect(element).toContain('data-etl-widget="visually-similar-filter"');
    expect(element).toContain(`data-etl-variant-id="${s.id}"`);
    expect(element).toContain(`data-etl-category-id="${s.categoryId}"`);
    expect(element).toContain(`data-etl-category-name="${escaped(s.categoryName.toLowerCase())}"`);
    expect(element).toContain(`data-etl-image-url="/images/product/`);
    expect(element).toContain('data-etl-click-source="16"');
    expect(element).toContain(`data-etl-request-id="${s.id}-0"`);
    expect(element).toContain('data-etl-only=""');
    expect(element).toContain(`data-etl-count="${cardIds(html).length}"`);
  });

  it('ignores any other value: another category, not a number, empty', async () => {
    const other = db.prepare('SELECT id FROM categories WHERE id != ? ORDER BY id LIMIT 1').get(s.categoryId) as { id: number };
    const all = ranking(s).map((r) => r.id);
    for (const value of [String(other.id), 'abc', '', `${s.categoryId}abc`, '-1', '1e3']) {
      const html = await page(`${pathOf(s)}?categorie=${encodeURIComponent(value)}`);
      expect(cardIds(html), value).toEqual(all);
      expect(switchTag(html), value).not.toContain('checked');
      expect(html, value).not.toContain('data-etl-only');
    }
  });

  it('a wrong slug moves to the right one and keeps a valid categorie', async () => {
    const moved = await client.get(`/products/visually-similar/${s.id}-0/verkeerd?categorie=${s.categoryId}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${pathOf(s)}?categorie=${s.categoryId}`);
    const ignored = await client.get(`/products/visually-similar/${s.id}-0/verkeerd?categorie=abc`);
    expect(ignored.headers.get('location')).toBe(pathOf(s));
  });
});
