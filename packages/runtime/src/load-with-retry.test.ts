import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './load-with-retry.js';

afterEach(() => void vi.useRealTimers());

describe('loadWithRetry', () => {
  it('asks once for every caller of the same loader', async () => {
    const load = vi.fn(async () => 'module');
    expect(await Promise.all([loadWithRetry(load), loadWithRetry(load)])).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import once more after the delay, and reports nothing before', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('error loading dynamically imported module')).mockResolvedValue('module');
    const settled = vi.fn();
    const pending = loadWithRetry(load, 1000).then(settled, settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toHaveBeenCalledWith('module');
  });

  it('rejects when the retry fails too, and a later call starts again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(new Error('second')).mockResolvedValue('module');
    await expect(loadWithRetry(load, 0)).rejects.toThrow('second');
    expect(await loadWithRetry(load, 0)).toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
