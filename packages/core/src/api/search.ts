import type { PageConfig } from '../config.js';
import { requireFields } from '../errors.js';
import type { Http } from './http.js';
import type { SearchAnswer } from './types.js';

/** The search service of spec §7 (`{searchHost}/v2/search?q=`). The query is trimmed (spec §5). */
export function createSearchApi(http: Http, config: PageConfig) {
  return {
    /** Pass a signal to abort a search that the next keystroke made stale. */
    search(q: string, options: { signal?: AbortSignal } = {}) {
      const query = typeof q === 'string' ? q.trim() : q;
      requireFields({ q: query });
      return http.request<SearchAnswer>('get', `${config.searchHost}/v2/search`, { query: { q: query }, ...options });
    },
  };
}

export type SearchApi = ReturnType<typeof createSearchApi>;
