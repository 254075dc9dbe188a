import { useCallback, useEffect, useState } from 'react';
import { reportProblem } from '@etalage/core';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * Loads once per change of `key` and again on `retry()`; a late answer for an older key is dropped.
 * A failure is reported as `[etalage] {area}: {what}` and shows as the error state (with a retry button).
 */
export function useRetryableLoad<T>(load: () => Promise<T>, key: unknown, area: string, what: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load()
      .then((value) => current && setState({ status: 'ready', value }))
      .catch((error: unknown) => {
        reportProblem(area, `${what}:`, error);
        if (current) setState({ status: 'error' });
      });
    return () => void (current = false);
  }, [key, attempt]);

  return [state, retry];
}
