import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequiredFieldError } from '../errors.js';
import { postExperimentEvent } from './experiment-events.js';

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).sendBeacon;
  vi.unstubAllGlobals();
});

describe('postExperimentEvent (POST /api/v2/experiment-event, spec §7)', () => {
  it('prefers a beacon with the JSON body', async () => {
    const beacon = vi.fn((_url: string, _blob: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    postExperimentEvent('https://api.etalage.test', { name: 'like', params: { experiments: ['a:1'] } });
    expect(beacon.mock.calls[0]![0]).toBe('https://api.etalage.test/api/v2/experiment-event');
    expect(JSON.parse(await beacon.mock.calls[0]![1].text())).toEqual({ name: 'like', params: { experiments: ['a:1'] } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive POST when no beacon could be queued, and swallows its failure', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    postExperimentEvent('', { name: 'purchase_click', params: { variant_id: 4 } });
    expect(fetch).toHaveBeenCalledWith('/api/v2/experiment-event', expect.objectContaining({ method: 'POST', keepalive: true, body: '{"name":"purchase_click","params":{"variant_id":4}}' }));
    await Promise.resolve();
  });

  it('rejects with the required-field error naming experimentEvent and sends nothing without an event (spec §5)', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = await postExperimentEvent('https://api.etalage.test', undefined as never)?.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RequiredFieldError);
    expect((error as RequiredFieldError).field).toBe('experimentEvent');
    expect(beacon).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
