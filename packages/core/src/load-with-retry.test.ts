import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './load-with-retry.js';

// The chunks a retry asks for under a new URL, in the order the tests fail them (the count is the module's).
vi.mock('https://shop.example/static/etalage/chunks/favourites-modal-ABC123.js?attempt=1', () => ({ default: 'favourites, again' }));
vi.mock('https://shop.example/static/etalage/chunks/reviews-modal-ABC123.js?attempt=2', () => ({ default: 'reviews, again' }));

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** What Chromium and Firefox say when a chunk fails; WebKit names no URL. */
const chunkError = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
const webkitError = () => new TypeError('Importing a module script failed.');
const CHUNK = 'https://shop.example/static/etalage/chunks/favourites-modal-ABC123.js';

/** The promise's outcome once the retry's second has passed. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then((value) => ({ value }), (error: unknown) => ({ error }));
  await vi.advanceTimersByTimeAsync(1000);
  return outcome;
}

describe('loadWithRetry', () => {
  it('asks once for every caller of the same loader', async () => {
    const load = vi.fn(async () => 'module');
    expect(await Promise.all([loadWithRetry(load), loadWithRetry(load)])).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import once more after a second, and reports nothing before', async () => {
    const load = vi.fn().mockRejectedValueOnce(webkitError()).mockResolvedValue('module');
    const settled = vi.fn();
    const pending = loadWithRetry(load).then(settled, settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toHaveBeenCalledWith('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for the URL the error names under a new query on the second attempt, and answers its module', async () => {
    const load = vi.fn().mockRejectedValue(chunkError(CHUNK));
    const { value: module } = await settle(loadWithRetry(load));
    expect(load).toHaveBeenCalledTimes(1);
    expect(module).toMatchObject({ default: 'favourites, again' });
    // The next chunk that fails is asked for under another query.
    const other = vi.fn().mockRejectedValue(chunkError(CHUNK.replace('favourites-modal', 'reviews-modal')));
    const { value: next } = await settle(loadWithRetry(other));
    expect(next).toMatchObject({ default: 'reviews, again' });
  });

  it('rejects when the retry fails too, and forgets it: a later call starts again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(new Error('second')).mockResolvedValue('module');
    const { error } = await settle(loadWithRetry(load));
    expect(error).toEqual(new Error('second'));
    expect(await loadWithRetry(load)).toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up at once on the failure of a retry, as a loader that picks an export around a retried import sees it', async () => {
    const retryFailed = chunkError(`${CHUNK.replace('favourites-modal', 'card-buttons')}?attempt=7`);
    const pick = vi.fn().mockRejectedValue(retryFailed);
    const settled = vi.fn();
    await loadWithRetry(pick).catch(settled);
    expect(settled).toHaveBeenCalledWith(retryFailed);
    expect(pick).toHaveBeenCalledTimes(1);
  });
});
