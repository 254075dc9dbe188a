import { normalizePageConfig, type PageConfig } from '@etalage/core';
import type { ApiClient } from '@etalage/core/api';
import { schema } from '@etalage/runtime/schema';

/** The two calls the review widgets make (spec §7): a page of reviews, and the reviews modal's answer. */
export type ReviewsApi = Pick<ApiClient, 'fetchReviews' | 'fetchReviewsModal'>;

let client: Promise<ReviewsApi> | undefined;

/** The page config of the page (`<script id="etalage-config">`), or the defaults (same-origin API) without one. */
function pageConfig(): PageConfig {
  const text = document.getElementById(schema.configScriptId)?.textContent;
  try {
    return normalizePageConfig(text ? JSON.parse(text) : null);
  } catch {
    return normalizePageConfig(null);
  }
}

/**
 * A plain main API client made from the page config alone, not the shared store: the review widgets also run on
 * partner pages without the storefront's header, user or store. Created on first use (ky is a chunk of its own);
 * a failed import is tried again on the next call.
 */
export function reviewsApi(): Promise<ReviewsApi> {
  return (client ??= import('@etalage/core/api')
    .then(({ createApiClient }) => createApiClient(pageConfig()))
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    }));
}

/** Uses `api` instead (tests, or a host that builds its own client); `null` goes back to the page config's client. */
export function setReviewsApi(api: ReviewsApi | null): void {
  client = api ? Promise.resolve(api) : undefined;
}
