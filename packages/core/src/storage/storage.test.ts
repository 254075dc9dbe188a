import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyStorageError, StorageError } from './storage-error.js';
import { createStorage, STORAGE_PREFIX } from './storage.js';

afterEach(() => localStorage.clear());

function failingStorage(error: unknown): Storage {
  return {
    length: 0,
    clear: () => undefined,
    key: () => null,
    getItem: () => null,
    removeItem: () => undefined,
    setItem: () => {
      throw error;
    },
  };
}

describe('storage with expiry (spec §4)', () => {
  it('stores JSON values under the etalage: prefix', () => {
    const storage = createStorage();
    expect(storage.set('likes', [{ itemType: 'variant', itemId: 1 }])).toBeNull();
    expect(storage.mode).toBe('local');
    expect(STORAGE_PREFIX).toBe('etalage:');
    expect(JSON.parse(localStorage.getItem('etalage:likes') ?? '')).toEqual({ v: [{ itemType: 'variant', itemId: 1 }], e: null });
    expect(storage.get('likes')).toEqual([{ itemType: 'variant', itemId: 1 }]);
  });

  it('forgets an entry once its expiry time has passed', () => {
    let now = 1_000;
    const storage = createStorage({ now: () => now });
    storage.set('menu', { primary: [] }, { ttlMs: 3_600_000 });
    now += 3_599_999;
    expect(storage.get('menu')).toEqual({ primary: [] });
    now += 1;
    expect(storage.get('menu')).toBeUndefined();
    expect(localStorage.getItem('etalage:menu')).toBeNull();
  });

  it('ignores foreign or broken values', async () => {
    localStorage.setItem('etalage:broken', '{nope');
    localStorage.setItem('etalage:foreign', '"plain"');
    const storage = createStorage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(storage.get('broken')).toBeUndefined();
    expect(storage.get('foreign')).toBeUndefined();
    expect(storage.get('broken')).toBeUndefined();
    // One line per unreadable entry and page, naming it.
    await vi.waitFor(() => expect(consoleError.mock.calls.map(([text]) => text)).toEqual([
      '[etalage] storage: the entry etalage:broken is not readable; it is ignored',
      '[etalage] storage: the entry etalage:foreign is not readable; it is ignored',
    ]), { timeout: 5000 });
    consoleError.mockRestore();
  });

  it('ignores an entry whose expiry is not a time (found by the fuzz test: an object expiry threw on comparison)', async () => {
    localStorage.setItem('etalage:odd-expiry', '{"v":false,"e":{"toString":null}}');
    localStorage.setItem('etalage:text-expiry', '{"v":1,"e":"morgen"}');
    const storage = createStorage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => storage.get('odd-expiry')).not.toThrow();
    expect(storage.get('odd-expiry')).toBeUndefined();
    expect(storage.get('text-expiry')).toBeUndefined();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2), { timeout: 5000 });
    consoleError.mockRestore();
  });
});

describe('coded storage errors (spec §8) with a memory fallback', () => {
  it.each([
    [{ name: 'QuotaExceededError', code: 22 }, 'quota-exceeded'],
    [{ name: 'Error', code: 22 }, 'quota-exceeded'],
    [{ name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 }, 'quota-exceeded'],
    [{ name: 'Error', code: 1014 }, 'quota-exceeded'],
    [{ name: 'SecurityError', code: 18 }, 'disabled'],
    [new TypeError('x'), 'not-available'],
  ])('classifies %o as %s', (error, code) => {
    expect(classifyStorageError(error)).toBe(code);
  });

  it('falls back to memory when local storage is missing', () => {
    const storage = createStorage({ backend: () => undefined });
    expect(storage.mode).toBe('memory');
    expect(storage.lastError?.code).toBe('not-available');
    storage.set('visit-count', 2);
    expect(storage.get('visit-count')).toBe(2);
  });

  it('falls back to memory when touching local storage raises SecurityError, and says so in the console once', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = createStorage({
      backend: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(storage.lastError).toBeInstanceOf(StorageError);
    expect(storage.lastError?.code).toBe('disabled');
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledExactlyOnceWith(
      '[etalage] storage: Local storage disabled; values are kept in memory for this page',
      expect.objectContaining({ name: 'SecurityError' }),
    ), { timeout: 5000 });
    consoleError.mockRestore();
    expect(() => storage.set('likes', [])).not.toThrow();
    expect(storage.get('likes')).toEqual([]);
  });

  it('answers quota-exceeded from set and keeps the value in memory', async () => {
    let full = false;
    const backend = failingStorage(new DOMException('full', 'QuotaExceededError'));
    const real = { ...backend, setItem: (key: string, value: string) => (full ? backend.setItem(key, value) : undefined) };
    const storage = createStorage({ backend: () => real });
    full = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = storage.set('recently-viewed', [1, 2, 3]);
    storage.set('likes', []);
    expect(error?.code).toBe('quota-exceeded');
    expect(storage.get('recently-viewed')).toEqual([1, 2, 3]);
    // Every write fails while the storage is full: the console hears it once.
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledExactlyOnceWith(
      '[etalage] storage: Local storage quota-exceeded; values are kept in memory for this page',
      expect.objectContaining({ name: 'QuotaExceededError' }),
    ), { timeout: 5000 });
    consoleError.mockRestore();
  });

  it('never throws from get or remove when the backend throws', async () => {
    const backend = {
      ...failingStorage(new Error('x')),
      setItem: vi.fn(),
      getItem: () => {
        throw new Error('boom');
      },
      removeItem: () => {
        throw new Error('boom');
      },
    };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = createStorage({ backend: () => backend });
    expect(storage.get('likes')).toBeUndefined();
    expect(() => storage.remove('likes')).not.toThrow();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledOnce(), { timeout: 5000 });
    consoleError.mockRestore();
  });
});
