import { describe, expect, it, vi } from 'vitest';
import { lazyActions } from './lazy-actions.js';

describe('lazyActions', () => {
  it('loads the actions once, on the first call, and forwards the arguments', async () => {
    const load = vi.fn(async () => ({ add: (a: number, b: number) => a + b }));
    const { add } = lazyActions(load, ['add']);
    expect(load).not.toHaveBeenCalled();
    await expect(add(2, 3)).resolves.toBe(5);
    await expect(add(4, 4)).resolves.toBe(8);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the chunk again after a failed load (offline), instead of failing forever', async () => {
    const load = vi
      .fn<() => Promise<{ ping: () => string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ ping: () => 'pong' });
    const { ping } = lazyActions(load, ['ping']);
    await expect(ping()).rejects.toThrow('Failed to fetch');
    await expect(ping()).resolves.toBe('pong');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
