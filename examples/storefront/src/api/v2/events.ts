import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { asObject, booleanField, invalid, readJson, required, stringField } from '../errors.js';
import { recordConsent } from '../../catalog/consent.js';

/** Consent, experiment events and viewed experiments: stored, answered with 204 (beacons read no answer). */
export function eventRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/consent', async (c) => {
    const body = asObject(await readJson(c, 'consentSettings'), 'consentSettings');
    const [essential, marketing, analytics, functional] = (['essential', 'marketing', 'analytics', 'functional'] as const).map((f) => booleanField(body, f) === true);
    recordConsent(c, { essential: essential!, marketing: marketing!, analytics: analytics!, functional: functional! });
    return c.body(null, 204);
  });

  app.post('/experiment-event', async (c) => {
    const body = asObject(await readJson(c, 'experimentEvent'), 'experimentEvent');
    const name = stringField(body, 'name', { max: 200 })!;
    if (!name.trim()) throw required('name');
    const params = body.params === undefined || body.params === null ? {} : asObject(body.params, 'params');
    c.get('deps').db.prepare('INSERT INTO experiment_events (name, params, created_at) VALUES (?, ?, ?)').run(name, JSON.stringify(params), new Date().toISOString());
    return c.body(null, 204);
  });

  const viewedExperiment = (ex: string | undefined, c: Context<AppEnv>) => {
    if (!ex) throw required('ex');
    const [experiment, variation, ...rest] = ex.split(':');
    if (ex.length > 200 || !experiment || !variation || rest.length) throw invalid('ex', 'ex must be an experiment id and a variation id joined by ":"');
    c.get('deps').db.prepare('INSERT INTO viewed_experiments (ex, created_at) VALUES (?, ?)').run(ex, new Date().toISOString());
    return c.body(null, 204);
  };
  app.get('/viewed-experiments', (c) => viewedExperiment(c.req.query('ex'), c));
  app.post('/viewed-experiments', async (c) => {
    const body = asObject(await readJson(c, 'body'), 'body');
    return viewedExperiment(stringField(body, 'ex'), c);
  });

  return app;
}
