import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig, useTestServer } from '../api/test-server.js';
import type { ImpressionPayload } from '../api/types.js';
import { createImpressionTracker, impressionDelay, type ImpressionTracker } from './impressions.js';

let tracker: ImpressionTracker | undefined;

afterEach(() => {
  tracker?.stop();
  tracker = undefined;
  vi.useRealTimers();
});

describe('impression delay (spec §9)', () => {
  it('is 1000 ms × (1 + errors × 2)', () => {
    expect(impressionDelay(0)).toBe(1000);
    expect(impressionDelay(1)).toBe(3000);
    expect(impressionDelay(2)).toBe(5000);
  });
});

describe('impression buffer (spec §7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('sends the buffer after 1000 ms, backs off after a failure and clears it on success', async () => {
    const sent: ImpressionPayload[] = [];
    let fail = true;
    const send = vi.fn(async (_url: string, payload: ImpressionPayload) => {
      sent.push(payload);
      if (fail) throw new Error('offline');
    });
    tracker = createImpressionTracker({ project: 'nl', trackingHost: 'https://t.test', send, beacon: () => false });
    tracker.add({ variant_id: 1, source: 6 });
    tracker.add({ variant_id: 2, source: 6 });
    tracker.add({ variant_id: 1, source: 6 }); // counted once per page

    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('https://t.test/impression');
    expect(sent[0]).toEqual({ project: 'nl', impressions: [{ variant_id: 1, source: 6 }, { variant_id: 2, source: 6 }] });
    expect(tracker.errors).toBe(1);
    expect(tracker.buffered).toHaveLength(2);

    // One error: the next try waits 3000 ms.
    fail = false;
    await vi.advanceTimersByTimeAsync(2999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(tracker.buffered).toHaveLength(0);
    expect(tracker.errors).toBe(0);
  });

  it('flushes the buffer by beacon when the page is hidden', () => {
    const beacon = vi.fn((_url: string, _payload: ImpressionPayload) => true);
    const send = vi.fn(async () => undefined);
    tracker = createImpressionTracker({ project: 'nl', trackingHost: 'https://t.test', send, beacon });
    tracker.add({ variant_id: 9, source: 4 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledWith('https://t.test/impression', { project: 'nl', impressions: [{ variant_id: 9, source: 4 }] });
    expect(tracker.buffered).toHaveLength(0);
    vi.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('default impression sender', () => {
  const server = useTestServer();

  it('posts {project, impressions} as JSON to {trackingHost}/impression', async () => {
    let body: unknown;
    server.use(
      mswHttp.post(`${testConfig.trackingHost}/impression`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    tracker = createImpressionTracker({ project: 'nl', trackingHost: testConfig.trackingHost, beacon: () => false });
    tracker.add({ variant_id: 3, source: 1 });
    await vi.waitFor(() => expect(body).toEqual({ project: 'nl', impressions: [{ variant_id: 3, source: 1 }] }), { timeout: 3000 });
    await vi.waitFor(() => expect(tracker?.buffered).toHaveLength(0));
  });
});
