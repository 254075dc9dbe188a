/**
 * Knows when the runtime is settled: no widget code loading and no queued work. `whenSettled` (tests, the
 * bench, a page that waits for its widgets) resolves then.
 */
export interface Settling {
  /**
   * Counts a code load until it is over, whatever its outcome. A load that `holdsStarts` (1: the code of a widget
   * activated without a touch) keeps the resumed widgets' starts waiting.
   */
  track: <T>(loading: Promise<T>, holdsStarts?: number) => Promise<T>;
  /** Resolves the waiters if nothing is busy any more (called whenever work ends). */
  check: () => void;
  whenSettled: () => Promise<void>;
}

/**
 * `isBusy` tells about the work the settling does not count itself (the queue, the grouped starts);
 * `startsFree` is called on each check while no load holds the starts.
 */
export function createSettling(isBusy: () => boolean, startsFree: () => void): Settling {
  let loading = 0;
  let holding = 0;
  let waiters: (() => void)[] = [];

  function check(): void {
    if (!holding) startsFree();
    if (loading > 0 || isBusy() || waiters.length === 0) return;
    const settled = waiters;
    waiters = [];
    for (const resolve of settled) resolve();
  }

  return {
    track(promise, holdsStarts = 0) {
      loading += 1;
      holding += holdsStarts;
      return promise.finally(() => {
        loading -= 1;
        holding -= holdsStarts;
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
