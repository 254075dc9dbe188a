import { clearCache, setPolyfills } from '@growthbook/growthbook';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { testConfig, useTestServer } from '../api/test-server.js';
import { createFeatureFlags, FEATURE_CACHE_SETTINGS, featureServiceSwitches, viewedExperimentField, type FeatureFlags } from './flags.js';

const server = useTestServer();

/**
 * An EventSource for GrowthBook (happy-dom streams nothing): records the URLs it opens and delivers the events
 * `send` makes up to the listeners; put back after the test.
 */
function fakeEventSource() {
  const urls: string[] = [];
  const listeners: { type: string; listener: (event: { type: string; data: string }) => void }[] = [];
  setPolyfills({
    EventSource: class {
      readyState = 1;
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(url: string) {
        urls.push(url);
      }
      addEventListener(type: string, listener: (event: { type: string; data: string }) => void) {
        listeners.push({ type, listener });
      }
      close() {
        this.readyState = 2;
      }
    } as never,
  });
  onTestFinished(() => setPolyfills({ EventSource: globalThis.EventSource }));
  return {
    urls,
    send: (type: string, data: unknown) => listeners.filter((entry) => entry.type === type).forEach(({ listener }) => listener({ type, data: JSON.stringify(data) })),
  };
}
const FEATURES = `${testConfig.featuresHost}/api/features/${testConfig.featuresClientKey}`;
let flags: FeatureFlags | undefined;

// Experiments shown send their experiment-event (by fetch here: happy-dom has no beacon).
beforeEach(() => server.use(mswHttp.post(`${testConfig.apiHost}/api/v2/experiment-event`, () => new HttpResponse(null, { status: 204 }))));

afterEach(async () => {
  flags?.destroy();
  flags = undefined;
  await clearCache();
  localStorage.clear();
});

const payload = {
  features: {
    'shop-the-look': { defaultValue: true },
    'christmas-delivery-threshold-days': { defaultValue: 21 },
    'new-card': {
      defaultValue: false,
      rules: [{ key: 'card-test', variations: [false, true], weights: [0, 1], coverage: 1, hashAttribute: 'id' }],
    },
  },
};

describe('feature flags (spec §7, §9)', () => {
  it('uses the cache settings of §9', () => {
    expect(FEATURE_CACHE_SETTINGS).toMatchObject({ staleTTL: 60_000, maxAge: 14_400_000, maxEntries: 10, idleStreamInterval: 20_000 });
  });

  it('loads features from GET {host}/api/features/{clientKey}', async () => {
    server.use(mswHttp.get(FEATURES, () => HttpResponse.json(payload)));
    flags = await createFeatureFlags({ config: testConfig, attributes: { id: 'u1' }, reportViewedExperiment: async () => undefined });
    expect(flags.initResult.success).toBe(true);
    expect(flags.isOn('shop-the-look')).toBe(true);
    expect(flags.value('christmas-delivery-threshold-days', 0)).toBe(21);
    expect(flags.experimentPayload().attributes).toEqual({ id: 'u1' });
  });

  it('reports a viewed experiment once with the field ex', async () => {
    server.use(mswHttp.get(FEATURES, () => HttpResponse.json(payload)));
    const report = vi.fn(async (_ex: string) => undefined);
    flags = await createFeatureFlags({ config: testConfig, attributes: { id: 'u1' }, reportViewedExperiment: report });
    expect(flags.isOn('new-card')).toBe(true);
    expect(flags.isOn('new-card')).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('card-test:1');
    expect(viewedExperimentField('card-test', 1)).toBe('card-test:1');
  });

  it("sends each experiment the page showed once as an experiment-event, then its conversions with the page's experiments", async () => {
    server.use(mswHttp.get(FEATURES, () => HttpResponse.json(payload)));
    const events = vi.fn();
    flags = await createFeatureFlags({
      config: testConfig,
      attributes: { id: 'u1' },
      reportViewedExperiment: async () => Promise.reject(new Error('offline')),
      sendExperimentEvent: events,
    });
    // Nothing shown yet: a conversion is nobody's.
    flags.reportConversion('like', { item_id: 1 });
    expect(events).not.toHaveBeenCalled();
    flags.isOn('new-card');
    flags.isOn('new-card');
    expect(flags.viewedExperiments()).toEqual(['card-test:1']);
    flags.reportConversion('purchase_click', { variant_id: 7 });
    expect(events.mock.calls).toEqual([
      [{ name: 'experiment_viewed', params: { ex: 'card-test:1' } }],
      [{ name: 'purchase_click', params: { variant_id: 7, experiments: ['card-test:1'] } }],
    ]);
  });

  it('reports by default to GET /api/v2/viewed-experiments?ex=', async () => {
    let ex: string | null = null;
    server.use(
      mswHttp.get(FEATURES, () => HttpResponse.json(payload)),
      mswHttp.get(`${testConfig.apiHost}/api/v2/viewed-experiments`, ({ request }) => {
        ex = new URL(request.url).searchParams.get('ex');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    flags = await createFeatureFlags({ config: testConfig, attributes: { id: 'u1' } });
    flags.isOn('new-card');
    await vi.waitFor(() => expect(ex).toBe('card-test:1'));
  });

  it('evaluates remotely with POST {host}/api/eval/{clientKey}', async () => {
    let body: unknown;
    server.use(
      mswHttp.post(`${testConfig.featuresHost}/api/eval/${testConfig.featuresClientKey}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ features: { 'shop-the-look': { defaultValue: false } } });
      }),
    );
    flags = await createFeatureFlags({ config: testConfig, remoteEval: true, attributes: { id: 'u2' }, reportViewedExperiment: async () => undefined });
    expect((body as { attributes: unknown }).attributes).toEqual({ id: 'u2' });
    expect(flags.isOn('shop-the-look')).toBe(false);
  });

  it("evaluates remotely when the page's config script asks for it (featuresRemoteEval)", async () => {
    let evaluated = false;
    server.use(
      mswHttp.post(`${testConfig.featuresHost}/api/eval/${testConfig.featuresClientKey}`, () => {
        evaluated = true;
        return HttpResponse.json({ features: { 'shop-the-look': { defaultValue: false } } });
      }),
    );
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'etalage-config' });
    script.textContent = JSON.stringify({ featuresRemoteEval: true });
    document.head.append(script);
    try {
      flags = await createFeatureFlags({ config: testConfig, reportViewedExperiment: async () => undefined });
    } finally {
      script.remove();
    }
    expect(evaluated).toBe(true);
  });

  it('takes only true for remote evaluation and only false against the stream, the given config before the page script', () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'etalage-config' });
    script.textContent = JSON.stringify({ featuresRemoteEval: 'yes', featuresStreaming: false });
    document.head.append(script);
    try {
      expect(featureServiceSwitches({})).toEqual({ remoteEval: false, streaming: false });
      expect(featureServiceSwitches({ featuresStreaming: true })).toEqual({ remoteEval: false, streaming: true });
    } finally {
      script.remove();
    }
    expect(featureServiceSwitches({})).toEqual({ remoteEval: false, streaming: true });
  });

  it('falls back to defaults with the HTTP status when the fetch fails, without throwing', async () => {
    server.use(mswHttp.get(FEATURES, () => new HttpResponse(null, { status: 500 })));
    flags = await createFeatureFlags({ config: testConfig, reportViewedExperiment: async () => undefined });
    expect(flags.initResult.success).toBe(false);
    expect(String(flags.initResult.error?.message)).toContain('500');
    expect(flags.isOn('shop-the-look')).toBe(false);
    expect(flags.value('christmas-delivery-threshold-days', 7)).toBe(7);
  });

  it('keeps the flags live: a features answer with x-sse-support opens {host}/sub/{clientKey}, whose events change the values', async () => {
    const stream = fakeEventSource();
    server.use(mswHttp.get(FEATURES, () => HttpResponse.json(payload, { headers: { 'x-sse-support': 'enabled' } })));
    flags = await createFeatureFlags({ config: testConfig, reportViewedExperiment: async () => undefined });
    expect(stream.urls).toEqual([`${testConfig.featuresHost}/sub/${testConfig.featuresClientKey}`]);
    expect(flags.value('christmas-delivery-threshold-days', 0)).toBe(21);
    stream.send('features', { features: { ...payload.features, 'christmas-delivery-threshold-days': { defaultValue: 3 } } });
    await vi.waitFor(() => expect(flags!.value('christmas-delivery-threshold-days', 0)).toBe(3));
  });

  it('opens no stream when the features answer does not offer one, or the page config turns it off', async () => {
    const stream = fakeEventSource();
    server.use(mswHttp.get(FEATURES, () => HttpResponse.json(payload)));
    flags = await createFeatureFlags({ config: testConfig, reportViewedExperiment: async () => undefined });
    expect(flags.isOn('shop-the-look')).toBe(true);
    flags.destroy();
    await clearCache();
    server.use(mswHttp.get(FEATURES, () => HttpResponse.json(payload, { headers: { 'x-sse-support': 'enabled' } })));
    flags = await createFeatureFlags({ config: { ...testConfig, featuresStreaming: false }, reportViewedExperiment: async () => undefined });
    expect(flags.isOn('shop-the-look')).toBe(true);
    expect(stream.urls).toEqual([]);
  });
});

describe('experiment attributes', () => {
  it('hashes on the user id when logged in, otherwise on an anonymous id kept in local storage', async () => {
    const { flagAttributes, FLAG_ID_KEY } = await import('./flags.js');
    expect(flagAttributes(7)).toEqual({ id: '7', loggedIn: true });
    localStorage.clear();
    const first = flagAttributes(null);
    expect(first.loggedIn).toBe(false);
    expect(typeof first.id).toBe('string');
    expect(localStorage.getItem(FLAG_ID_KEY)).toBe(first.id);
    expect(flagAttributes(undefined).id).toBe(first.id);
  });
});
