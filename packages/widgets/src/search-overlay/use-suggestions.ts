import { useEffect, useRef, useState } from 'react';
import { normalizeSearchQuery, reportProblem, shouldRequestSuggestions } from '@etalage/core';
import type { SearchGroup } from '@etalage/core/api';
import { getStore } from '@etalage/store';
import { shownGroups } from './entries.js';

/**
 * The first keystroke after a pause asks at once (its suggestions show as soon as the service answers); the
 * keystrokes that follow it closer together than this make one request (typing 'bank' asks for 'b' and 'bank').
 */
export const SUGGEST_DEBOUNCE_MS = 150;

export type SuggestionState =
  | { status: 'idle'; groups: SearchGroup[] }
  /** `groups` are the previous answer's, kept (dimmed) until the new one arrives, so the list does not flicker. */
  | { status: 'loading'; groups: SearchGroup[] }
  | { status: 'ready'; groups: SearchGroup[] }
  | { status: 'error'; groups: SearchGroup[] };

function readAnswer(answer: unknown): SearchGroup[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new TypeError('the search service answered without a data array');
  return shownGroups(data.filter((group): group is SearchGroup => Array.isArray((group as SearchGroup | null)?.items)));
}

/**
 * The search service's groups for `query` (spec §7 `{searchHost}/v2/search?q=`): asked at once after a pause,
 * debounced while typing, and only the latest query's answer is shown. A newer query aborts the older request
 * and its late answer is dropped.
 */
export function useSuggestions(query: string, enabled: boolean): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ status: 'idle', groups: [] });
  const trimmed = normalizeSearchQuery(query);
  /** When the query last changed to one worth asking for (-Infinity: not yet). */
  const lastChange = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (!enabled || !shouldRequestSuggestions(trimmed)) {
      setState({ status: 'idle', groups: [] });
      return;
    }
    setState((previous) => ({ status: 'loading', groups: previous.groups }));
    const controller = new AbortController();
    const now = performance.now();
    const afterPause = now - lastChange.current >= SUGGEST_DEBOUNCE_MS;
    lastChange.current = now;
    const ask = () => {
      (async () => {
        const api = await getStore().getState().api();
        const groups = readAnswer(await api.search(trimmed, { signal: controller.signal }));
        if (!controller.signal.aborted) setState({ status: 'ready', groups });
      })().catch((error: unknown) => {
        if (controller.signal.aborted) return;
        reportProblem('search-overlay', `suggestions for "${trimmed}" could not be loaded:`, error);
        setState({ status: 'error', groups: [] });
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (afterPause) ask();
    else timer = setTimeout(ask, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, enabled]);

  return state;
}
