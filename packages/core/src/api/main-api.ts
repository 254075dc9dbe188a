import type { PageConfig } from '../config.js';
import { requireFields } from '../errors.js';
import { sendJsonBeacon } from './beacon.js';
import type { Http } from './http.js';
import type {
  AiSearchAnswer,
  AiSearchRequest,
  ArticlesFeedAnswer,
  ConsentSettings,
  Delivery,
  FavouritesShareAnswer,
  FilteringRequest,
  InspirationFeedAnswer,
  InspirationFilteringAnswer,
  LikedVariantsAnswer,
  LikedVariantsQuery,
  MenuAnswer,
  ReviewsAnswer,
  ReviewsModalAnswer,
  ReviewsModalRequest,
  ReviewsQuery,
  ReviewsRequest,
  SimilarityQuery,
  Variant,
  VariantFeedAnswer,
  VariantFilteringAnswer,
  WatchedVariant,
} from './types.js';

/** The main API calls of spec §7 (`{apiHost}/api/v2/...`); only the page config's `apiHost` is needed. */
export function createMainApi(http: Http, config: Pick<PageConfig, 'apiHost'>) {
  const url = (path: string) => `${config.apiHost}/api/v2/${path}`;

  return {
    fetchArticlesFeed(filteringRequest: FilteringRequest) {
      requireFields({ filteringRequest });
      return http.request<ArticlesFeedAnswer>('post', url('articles/feed'), { json: filteringRequest });
    },

    /** Beacon first (survives the page being closed right after the click); no answer is read. */
    /**
     * By beacon (spec §7) unless `beacon: false`: the cookie bar posts while the page stays, so that it knows
     * whether the call failed, and keeps the beacon for when the page is leaving.
     */
    async sendConsent(consentSettings: ConsentSettings, options: { beacon?: boolean } = {}): Promise<void> {
      requireFields({ consentSettings });
      if (options.beacon !== false && sendJsonBeacon(url('consent'), consentSettings)) return;
      await http.request<unknown>('post', url('consent'), { json: consentSettings });
    },

    /** `ex` is the experiment id and variation id joined (see flags). */
    async reportViewedExperiment(ex: string): Promise<void> {
      requireFields({ ex });
      await http.request<unknown>('get', url('viewed-experiments'), { query: { ex } });
    },

    fetchInspirationFeed(filteringRequest: FilteringRequest) {
      requireFields({ filteringRequest });
      return http.request<InspirationFeedAnswer>('post', url('inspiration/feed'), { json: filteringRequest });
    },

    fetchInspirationFiltering(filteringRequest: FilteringRequest) {
      requireFields({ filteringRequest });
      return http.request<InspirationFilteringAnswer>('post', url('inspiration/filtering'), { json: filteringRequest });
    },

    fetchMenu() {
      return http.request<MenuAnswer>('get', url('menu'));
    },

    aiSearch(aiSearchRequest: AiSearchRequest) {
      requireFields({ aiSearchRequest });
      return http.request<AiSearchAnswer>('post', url('ai-search'), { json: aiSearchRequest });
    },

    fetchFavouritesShare() {
      return http.request<FavouritesShareAnswer>('get', url('user/favourites-share'));
    },

    /** The shopper's liked variants that are on sale now (their price is below the price before the discount). */
    fetchFavouritesOnSale(limit?: number) {
      return http.request<Variant[]>('get', url('user/favourites-on-sale'), { query: { limit } });
    },

    fetchLikedVariants(query: LikedVariantsQuery) {
      requireFields({ sort: query?.sort });
      return http.request<LikedVariantsAnswer>('get', url('user/variants-liked'), { query: { ...query } });
    },

    fetchRemarketingVariants(limit?: number) {
      return http.request<Variant[]>('get', url('user/remarketing-variants'), { query: { limit } });
    },

    fetchWatchedVariants(limit?: number) {
      return http.request<WatchedVariant[]>('get', url('user/variants-watched'), { query: { limit } });
    },

    fetchSimilarVariants(variantId: number, query: SimilarityQuery = {}) {
      requireFields({ variantId });
      return http.request<Variant[]>('get', url(`variant/${variantId}/similarity`), { query: { ...query } });
    },

    fetchDeliveries(variantId: number) {
      requireFields({ variantId });
      return http.request<Delivery[]>('get', url(`variant/${variantId}/deliveries`));
    },

    fetchVariantFeed(filteringRequest: FilteringRequest) {
      requireFields({ filteringRequest });
      return http.request<VariantFeedAnswer>('post', url('variant/feed'), { json: filteringRequest });
    },

    fetchVariantFiltering(filteringRequest: FilteringRequest) {
      requireFields({ filteringRequest });
      return http.request<VariantFilteringAnswer>('post', url('variant/filtering'), { json: filteringRequest });
    },

    fetchReviews(requestBody: ReviewsRequest, query: ReviewsQuery = {}) {
      requireFields({ requestBody });
      return http.request<ReviewsAnswer>('post', url('variant/reviews'), { json: requestBody, query: { ...query } });
    },

    fetchReviewsModal(requestBody: ReviewsModalRequest) {
      requireFields({ requestBody });
      return http.request<ReviewsModalAnswer>('post', url('variant/reviews-modal'), { json: requestBody });
    },

    fetchVariantsByIds(variantIds: number[]) {
      requireFields({ variantIds });
      return http.request<Variant[]>('post', url('variant/by-ids'), { json: variantIds });
    },
  };
}

export type MainApi = ReturnType<typeof createMainApi>;
