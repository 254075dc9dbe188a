import { describe, expect, it } from 'vitest';
import { createChunkPreloader } from './chunk-preload.js';
import { createYield } from './scheduler.js';

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

describe('createChunkPreloader', () => {
  it('starts each dependency once, one per task after the caller’s (one import costs 2-3 ms at 4x CPU)', async () => {
    const seen: string[] = [];
    const preload = createChunkPreloader((href) => {
      seen.push(href.slice(href.lastIndexOf('/') + 1));
      // Runs before the next task: a second import in the same task would come before it.
      queueMicrotask(() => seen.push('task ends'));
      return Promise.resolve();
    });
    preload(base, ['./chunks/a.js', './chunks/b.js']);
    preload(base, ['./chunks/b.js', './chunks/c.js']);
    expect(seen).toEqual([]);
    await expect.poll(() => seen).toEqual(['a.js', 'task ends', 'b.js', 'task ends', 'c.js', 'task ends']);
  });

  it('asks again for a dependency whose import failed', async () => {
    const started: string[] = [];
    const preload = createChunkPreloader((href) => {
      started.push(href);
      return Promise.reject(new Error('offline'));
    });
    preload(base, ['./chunks/a.js']);
    await nextMacrotask();
    preload(base, ['./chunks/a.js']);
    await nextMacrotask();
    expect(started).toHaveLength(2);
  });

  it('resolves each dependency against the importing chunk’s URL', async () => {
    const started: string[] = [];
    createChunkPreloader((href) => {
      started.push(href);
      return Promise.resolve();
    })('https://cdn.example/etalage/2.0.0/chunks/open.js', ['./b.js', '../embed-shared.js']);
    await expect.poll(() => started).toEqual(['https://cdn.example/etalage/2.0.0/chunks/b.js', 'https://cdn.example/etalage/2.0.0/embed-shared.js']);
  });
});
