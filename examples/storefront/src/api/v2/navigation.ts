import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import { asObject, invalid, notFound, readJson, required, stringField } from '../errors.js';
import { menuTrees } from '../../catalog/content.js';
import { findCategoryById } from '../../catalog/scopes.js';
import { interpretQuery } from '../../catalog/ai-search.js';

/** `menu` and `ai-search`. */
export function navigationRoutes() {
  const app = new Hono<AppEnv>();

  // Clients cache the menu for an hour (spec §9); the HTTP cache may do the same.
  app.get('/menu', (c) => c.json(menuTrees(c.get('deps').db), 200, { 'cache-control': 'public, max-age=3600' }));

  app.post('/ai-search', async (c) => {
    const db = c.get('deps').db;
    const body = asObject(await readJson(c, 'aiSearchRequest'), 'aiSearchRequest');
    const query = stringField(body, 'query', { max: 500 })!.trim();
    if (!query) throw required('query');
    let category;
    if (body.categoryId !== undefined && body.categoryId !== null) {
      if (typeof body.categoryId !== 'number' || !Number.isInteger(body.categoryId)) throw invalid('categoryId', 'categoryId must be an integer');
      category = findCategoryById(db, body.categoryId);
      if (!category) throw notFound('categoryId');
    }
    return c.json(interpretQuery(db, query, category));
  });

  return app;
}
