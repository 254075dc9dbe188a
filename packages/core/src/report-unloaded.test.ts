import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportProblem } from './report-later.js';

// The reporter's chunk cannot load (offline, a deploy in between): every request of it fails.
vi.mock('./report.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a problem whose reporter cannot load', () => {
  it('is logged with the [etalage] prefix directly (no unhandled rejection)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('quota');
    reportProblem('storage', 'values are kept in memory for this page', cause);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[etalage] storage: values are kept in memory for this page'));
  });
});
