/**
 * Knows when the runtime is settled: no widget code loading and no queued work. `whenSettled` (tests, the
 * bench, a page that waits for its widgets) resolves then.
 */
export interface Settling {
  /** Counts a code load until it is over, whatever its outcome. */
  track: <T>(loading: Promise<T>) => Promise<T>;
  /** Resolves the waiters if nothing is busy any more (called whenever work ends). */
  check: () => void;
  whenSettled: () => Promise<void>;
}

/** `isBusy` tells about the work the settling does not count itself (the queue, the grouped starts). */
export function createSettling(isBusy: () => boolean): Settling {
  let loading = 0;
  let waiters: (() => void)[] = [];

  function check(): void {
    if (loading > 0 || isBusy() || waiters.length === 0) return;
    const settled = waiters;
    waiters = [];
    for (const resolve of settled) resolve();
  }

  return {
    track(promise) {
      loading += 1;
      return promise.finally(() => {
        loading -= 1;
        check();
      });
    },
    check,
    whenSettled: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        check();
      }),
  };
}
