import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.js';

describe('loadOnce', () => {
  it('makes what it keeps once, for concurrent and later calls', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const use = vi.fn((module: { answer: number }) => ({ value: module.answer }));
    const get = loadOnce(load, use);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(use).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure of what it makes, so that the next call tries again', async () => {
    const use = vi
      .fn<(module: object) => Promise<string>>()
      .mockRejectedValueOnce(new Error('the client could not start'))
      .mockResolvedValue('client');
    const get = loadOnce(async () => ({}), use);
    await expect(get()).rejects.toThrow('the client could not start');
    await expect(get()).resolves.toBe('client');
    expect(use).toHaveBeenCalledTimes(2);
  });
});
