import { afterEach, describe, expect, it } from 'vitest';
import { installChunkPreloader, PRELOAD_GLOBAL } from './chunk-preload.js';
import { createYield } from './scheduler.js';

type Holder = typeof globalThis & { [PRELOAD_GLOBAL]?: (base: string, dependencies: string[]) => void };
const holder = globalThis as Holder;
const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 20));
const base = 'https://shop.example/static/etalage/embed.js';

describe('createYield', () => {
  it('runs each callback in a task of its own, in call order', async () => {
    const later = createYield();
    const order: string[] = [];
    later(() => {
      order.push('first');
      // A microtask of the first task runs before the second task.
      queueMicrotask(() => order.push('microtask of first'));
    });
    later(() => order.push('second'));
    expect(order).toEqual([]);
    await nextMacrotask();
    expect(order).toEqual(['first', 'microtask of first', 'second']);
  });
});

describe('installChunkPreloader', () => {
  afterEach(() => {
    delete holder[PRELOAD_GLOBAL];
  });

  it('starts each dependency once, one per task after the caller’s (issue 25: one import costs 2-3 ms at 4x CPU)', async () => {
    const seen: string[] = [];
    installChunkPreloader((href) => {
      seen.push(href.slice(href.lastIndexOf('/') + 1));
      // Runs before the next task: a second import in the same task would come before it.
      queueMicrotask(() => seen.push('task ends'));
      return Promise.resolve();
    });
    holder[PRELOAD_GLOBAL]!(base, ['./chunks/a.js', './chunks/b.js']);
    holder[PRELOAD_GLOBAL]!(base, ['./chunks/b.js', './chunks/c.js']);
    expect(seen).toEqual([]);
    await expect.poll(() => seen).toEqual(['a.js', 'task ends', 'b.js', 'task ends', 'c.js', 'task ends']);
  });

  it('asks again for a dependency whose import failed', async () => {
    const started: string[] = [];
    installChunkPreloader((href) => {
      started.push(href);
      return Promise.reject(new Error('offline'));
    });
    holder[PRELOAD_GLOBAL]!(base, ['./chunks/a.js']);
    await nextMacrotask();
    holder[PRELOAD_GLOBAL]!(base, ['./chunks/a.js']);
    await nextMacrotask();
    expect(started).toHaveLength(2);
  });

  it('keeps the first preloader when a second copy of the script installs one', () => {
    installChunkPreloader();
    const first = holder[PRELOAD_GLOBAL];
    installChunkPreloader();
    expect(holder[PRELOAD_GLOBAL]).toBe(first);
  });
});
