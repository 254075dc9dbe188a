import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyActions } from './lazy-actions.js';

afterEach(() => void vi.useRealTimers());

describe('lazyActions', () => {
  it('loads the actions once, on the first call, and forwards the arguments', async () => {
    const load = vi.fn(async () => ({ createActions: () => ({ add: (a: number, b: number) => a + b }) }));
    const create = vi.fn((module: Awaited<ReturnType<typeof load>>) => module.createActions());
    const { add } = lazyActions(load, create, ['add']);
    expect(load).not.toHaveBeenCalled();
    await expect(add(2, 3)).resolves.toBe(5);
    await expect(add(4, 4)).resolves.toBe(8);
    expect(load).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk once more after a second, and again on the next call once that failed too (offline)', async () => {
    vi.useFakeTimers();
    const offline = () => new TypeError('Importing a module script failed.');
    type Module = { ping: () => Promise<string> };
    const load = vi
      .fn<() => Promise<Module>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue({ ping: async () => 'pong' });
    const { ping } = lazyActions(load, (module: Module) => module, ['ping']);
    const first = ping().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await first).toBeInstanceOf(TypeError);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(ping()).resolves.toBe('pong');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
