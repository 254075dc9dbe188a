/**
 * Runs queued work in slices of a few milliseconds and yields to the main thread between slices, so that
 * connecting and mounting hundreds of widgets never makes a long task (none over 50 ms, even at 4x CPU slowdown).
 */
export const SLICE_MS = 3;

export interface WorkQueue {
  push: (task: () => void) => void;
  /** Tasks queued and not yet run. */
  size: () => number;
  /** Drops every queued task (the runtime stopped). */
  clear: () => void;
  /** Called after a slice that emptied the queue. */
  onEmpty: (listener: () => void) => void;
}

export type Yield = (resume: () => void) => void;

/**
 * Macrotasks without setTimeout's clamping: each call runs its callback in a task of its own, in call order, as a
 * MessageChannel message (every browser and Node since 15 has one).
 */
export function createYield(): Yield {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return (resume) => {
    waiting.push(resume);
    channel.port2.postMessage(null);
  };
}

export function createWorkQueue(sliceMs = SLICE_MS): WorkQueue {
  let tasks: (() => void)[] = [];
  let head = 0;
  let scheduled = false;
  const emptyListeners: (() => void)[] = [];
  const yieldToMain = createYield();

  function runSlice(): void {
    scheduled = false;
    const deadline = performance.now() + sliceMs;
    while (head < tasks.length) {
      const task = tasks[head]!;
      head += 1;
      task();
      if (head < tasks.length && performance.now() >= deadline) {
        schedule();
        return;
      }
    }
    tasks = [];
    head = 0;
    for (const listener of emptyListeners) listener();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    yieldToMain(runSlice);
  }

  return {
    push(task) {
      tasks.push(task);
      schedule();
    },
    size: () => tasks.length - head,
    clear() {
      tasks = [];
      head = 0;
    },
    onEmpty: (listener) => void emptyListeners.push(listener),
  };
}
