import type { Activation } from './types.js';

const IDLE_TIMEOUT_MS = 2000;

/** Mount when the main thread is idle (at the latest after 2 s), so it never competes with the first paint. */
export const idle: Activation = (_element, activate) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => activate(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(activate, 1);
  return () => clearTimeout(handle);
};
