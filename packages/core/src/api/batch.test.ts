import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batch.js';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('batcher (spec §4: batched on the next tick, failed batches re-queued)', () => {
  it('sends keys of one tick together after 0 ms and answers each caller with its own result', async () => {
    const send = vi.fn(async (keys: number[]) => keys.map((key) => ({ key, double: key * 2 })));
    const batcher = createBatcher({ label: 'test', send, keyOf: (r) => r.key, fallback: (key) => ({ key, double: -1 }) });
    const results = Promise.all([batcher.load(1), batcher.load(2), batcher.load(1)]);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledExactlyOnceWith([1, 2]);
    await expect(results).resolves.toEqual([
      { key: 1, double: 2 },
      { key: 2, double: 4 },
      { key: 1, double: 2 },
    ]);
  });

  it('retries a failing batch after 2 s, then 4 s, never dropping it', async () => {
    let failures = 2;
    const send = vi.fn(async (keys: number[]) => {
      if (failures-- > 0) throw new Error('down');
      return keys.map((key) => ({ key }));
    });
    const batcher = createBatcher({ label: 'test', send, keyOf: (r) => r.key, fallback: (key) => ({ key }) });
    const result = batcher.load(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(batcher.pendingKeys()).toEqual([7]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ key: 7 });
    expect(batcher.pendingKeys()).toEqual([]);
    // Each failure is reported (the reporter loads with the first one: checked once the timing is).
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(console.error).toHaveBeenCalledWith('[etalage] test: batch of 1 failed, re-queued', expect.any(Error));
  });
});
