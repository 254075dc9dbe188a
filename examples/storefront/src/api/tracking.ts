import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { asObject, invalid, readJson, required } from './errors.js';
import { checkProject } from './project.js';

/** Tracking `POST /impression` (spec §7): `{project, impressions: [{variant_id, source}]}`. */
export function trackingRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/impression', async (c) => {
    const body = asObject(await readJson(c, 'body'), 'body');
    if (body.project === undefined) throw required('project');
    if (typeof body.project !== 'string') throw invalid('project', 'project must be a string');
    checkProject(body.project);
    if (body.impressions === undefined) throw required('impressions');
    if (!Array.isArray(body.impressions) || body.impressions.length > 1000) throw invalid('impressions', 'impressions must be an array of at most 1000 items');
    const rows = body.impressions.map((item, i) => {
      const impression = asObject(item, `impressions[${i}]`);
      const variantId = impression.variant_id;
      const source = impression.source;
      if (typeof variantId !== 'number' || !Number.isInteger(variantId) || variantId <= 0) throw invalid('variant_id', `impressions[${i}].variant_id must be a positive integer`);
      if (typeof source !== 'number' || !Number.isInteger(source) || source < 0) throw invalid('source', `impressions[${i}].source must be a click source code`);
      return [variantId, source] as const;
    });
    const db = c.get('deps').db;
    const insert = db.prepare('INSERT INTO impressions (project, variant_id, source, created_at) VALUES (?, ?, ?, ?)');
    const now = new Date().toISOString();
    db.transaction(() => rows.forEach(([variantId, source]) => insert.run(body.project, variantId, source, now)))();
    return c.body(null, 204);
  });
  return app;
}
