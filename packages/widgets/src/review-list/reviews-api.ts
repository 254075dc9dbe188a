import type { MainApi } from '@etalage/core/api';
import { schema } from '@etalage/runtime/schema';

/** The two calls the review widgets make (spec §7): a page of reviews, and the reviews modal's answer. */
export type ReviewsApi = Pick<MainApi, 'fetchReviews' | 'fetchReviewsModal'>;

let client: Promise<ReviewsApi> | undefined;

/**
 * The main API's origin from the page config (`<script id="etalage-config">`), without a trailing slash; the page's
 * own origin without a config. Read here rather than through the store, which a partner page may not have.
 */
function apiHost(): string {
  try {
    const host = (JSON.parse(document.getElementById(schema.configScriptId)?.textContent || '{}') as { apiHost?: unknown }).apiHost;
    return typeof host === 'string' ? host.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
}

let pageClient: Promise<MainApi> | undefined;

/**
 * A plain main API client made from the page config alone, not the shared store: the review widgets and the
 * listing feed also run on partner pages without the storefront's header, user or store. Created on first use
 * (ky is a chunk of its own); a failed import is tried again on the next call.
 */
export function pageMainApi(): Promise<MainApi> {
  return (pageClient ??= import('@etalage/core/api')
    .then(({ createHttp, createMainApi }) => createMainApi(createHttp(), { apiHost: apiHost() }))
    .catch((error: unknown) => {
      pageClient = undefined;
      throw error;
    }));
}

/** The review calls: the page config's client, unless `setReviewsApi` gave another. */
export function reviewsApi(): Promise<ReviewsApi> {
  return client ?? pageMainApi();
}

/** Uses `api` instead (tests, or a host that builds its own client); `null` goes back to the page config's client. */
export function setReviewsApi(api: ReviewsApi | null): void {
  client = api ? Promise.resolve(api) : undefined;
}

/**
 * A main-site path from an answer (a review photo, a reviews page) as a URL of the main site: on partner pages the
 * page is another origin. Without an `apiHost` (the storefront itself) the path stays as it is.
 */
export function mainSiteUrl(path: string): string {
  const host = apiHost();
  return host && path.startsWith('/') && !path.startsWith('//') ? host + path : path;
}
