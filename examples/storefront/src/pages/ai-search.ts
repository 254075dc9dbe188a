import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { findCategoryById } from '../catalog/scopes.js';
import { interpretQuery } from '../catalog/ai-search.js';

/** Where the AI search form goes without JavaScript. */
export const AI_SEARCH_ROUTE = '/ai-search';

/**
 * `GET /ai-search?query=…&categoryId=…`: the AI search without JavaScript. The same interpretation as
 * `POST /api/v2/ai-search`, then a redirect to its url. An empty query goes back to the listing it came from.
 */
export function aiSearchRedirect(c: Context<AppEnv>) {
  const db = c.get('deps').db;
  const query = (c.req.query('query') ?? '').trim().slice(0, 500);
  const rawCategory = c.req.query('categoryId') ?? '';
  const category = /^\d{1,12}$/.test(rawCategory) ? findCategoryById(db, Number(rawCategory)) : undefined;
  if (!query) return c.redirect(category ? `/producten/${category.slug}` : '/search', 302);
  return c.redirect(interpretQuery(db, query, category).url, 302);
}
