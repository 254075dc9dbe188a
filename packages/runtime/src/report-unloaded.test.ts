import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRuntimeProblem } from './report-error.js';

// The runtime's messages cannot load (offline, a deploy in between): every request of their chunk fails.
vi.mock('./problems.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a runtime problem whose messages cannot load', () => {
  it("is logged with the [etalage] prefix, its kind and its arguments, once the retry failed too (no unhandled rejection)", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new SyntaxError('Unexpected token');
    reportRuntimeProblem('configNotJson', cause);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[etalage] runtime: configNotJson', cause));
  });
});
