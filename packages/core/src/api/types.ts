/**
 * Request and answer types of every call of spec §7, built from the entities of spec §3.
 * Field names follow the wire format: the likes service answers in snake_case, the rest in camelCase.
 * Where the spec says an answer is "not shown", the type is `unknown` and callers must not rely on it.
 */

// ─── Shared entities (spec §3) ────────────────────────────────────────────────

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  totalCount: number;
}

/** Dimensions are sent in millimetres; shown in cm (spec §5). */
export interface DimensionRange {
  from: number | null;
  to: number | null;
}

export interface VariantDimensions {
  width?: DimensionRange | null;
  height?: DimensionRange | null;
  depth?: DimensionRange | null;
  diameter?: DimensionRange | null;
}

export interface VariantEshop {
  id: number;
  name: string;
  slug: string;
  paid: boolean;
}

export interface VariantPrice {
  price: number;
  priceBeforeDiscount: number | null;
  installmentMonths: number | null;
  installmentAmount: number | null;
}

export interface VariantDiscount {
  /** Discount in percent, e.g. 23.7 (shown rounded down). */
  discount: number;
  /** ISO date until which the discount is valid. */
  validity: string | null;
}

export type VoucherValueType = 'percent' | 'money';

export interface Voucher {
  code: string;
  value: number;
  /** `percent`; anything else is read as money. */
  valueType: VoucherValueType | string;
  priceWithVoucher: number | null;
}

export interface VariantCategory {
  id: number;
  name: string;
  longName: string;
}

export interface VariantReviews {
  rating: number | null;
  reviewsCount: number;
  imagesCount: number;
  vector?: unknown;
}

export interface VariantImage {
  id: number | string;
  type: string;
  cropped: boolean;
}

export interface VariantPromoTags {
  bestseller?: boolean;
  blackFriday?: boolean;
  BlackFriday?: boolean;
  gardenSales?: boolean;
  GardenSales?: boolean;
  priceDrop?: boolean;
  PriceDrop?: boolean;
}

export type OptimizationType = 'automatic' | 'manual' | 'stableRank';

/** Admin-mode data on a variant (spec §3); only present for staff. */
export interface VariantAdminData {
  esRank?: number | null;
  esPosition?: number | null;
  groupId?: string | number | null;
  optimizationType?: OptimizationType | null;
  mainImageType?: string | null;
  mainImageOrientation?: string | null;
  mainImageAiScore?: number | null;
}

export interface VariantDataLayer {
  id: number | string;
  name: string;
  [field: string]: unknown;
}

export interface Variant extends VariantAdminData {
  id: number;
  name: string;
  description?: string | null;
  slug: string;
  eshop: VariantEshop;
  price: VariantPrice;
  discount?: VariantDiscount | null;
  voucher?: Voucher | null;
  discounted?: boolean;
  inStock: boolean;
  category?: VariantCategory | null;
  active: boolean;
  disabled?: boolean;
  dataLayer?: VariantDataLayer | null;
  freeShipping?: boolean;
  /** e.g. 'Bestseller'. */
  tier?: string | null;
  clickSource?: number | null;
  adminMode?: boolean;
  reviews?: VariantReviews | null;
  dimensions?: VariantDimensions | null;
  promoTags?: VariantPromoTags | null;
  hasDeliveries?: boolean;
  image?: VariantImage | null;
  images?: VariantImage[];
  coolingOffPeriod?: number | null;
  deliveryPrice?: number | null;
  deliveryInDays?: number | null;
  alternativeOffersCount?: number;
  displayParameters?: Array<{ name: string; value: string }>;
  highlighted?: boolean;
  topProductLabel?: string | null;
}

export interface AdminMetricValues {
  cpc: number | null;
  sorting_cpc: number | null;
  orders_coef: number | null;
  click_rate_coef: number | null;
  eshop_rank: number | null;
  score: number | null;
  rank: number | null;
  formula: string | null;
  /** The quality score, answered only when asked for (`withQs`). */
  qs?: number | null;
  bestseller?: boolean;
  seller?: boolean;
  date: string | null;
}

export interface AdminMetrics {
  variantId: number;
  data: AdminMetricValues | null;
  previousData: AdminMetricValues | null;
}

// ─── Filtering (spec §3 filter groups) ───────────────────────────────────────

export interface FilterChoice {
  ident: string;
  id: number | string;
  name: string;
  url: string;
  selected: boolean;
  disabled: boolean;
  followable: boolean;
  highlighted: boolean;
  count: number;
  /** A promotional choice: a click on it sends `promo_filter_click`. */
  promo?: boolean;
}

export interface FilterGroup {
  /** category, search, price, sort, parameters, features, manufacturers, eshops, dimensions, smartPrompt; inspirations: rooms, styles, owners. */
  type: string;
  name?: string;
  choices?: FilterChoice[];
  search?: { ident: string; query: string; url: string };
  range?: { min: number; max: number; selectedMin: number | null; selectedMax: number | null };
  histogram?: Array<{ from: number; to: number; count: number }>;
  [field: string]: unknown;
}

/** The filtering request: the listing URL whose state is asked for. */
export interface FilteringRequest {
  url: string;
  [field: string]: unknown;
}

export interface HtmlFeedAnswer {
  listHtml: string;
  paginatorHtml: string;
  nextPageUrl: string | null;
}

export type ArticlesFeedAnswer = HtmlFeedAnswer;

export interface VariantFeedAnswer extends HtmlFeedAnswer {
  dataLayer?: unknown;
}

export interface VariantFilteringAnswer {
  totalCount: number;
  title: string;
  groups: FilterGroup[];
  url: string;
  categoryUrl: string | null;
  showAiSearch: boolean;
  aiSearchPlaceholder: string | null;
  topHtml: string;
  listHtml: string;
  bottomHtml: string;
  paginatorHtml: string;
  nextPageUrl: string | null;
  dataLayer?: unknown;
}

// ─── Inspiration ─────────────────────────────────────────────────────────────

export interface InspirationTaggedVariant {
  variantId: number;
  x: number;
  y: number;
  variant?: Variant;
}

export interface InspirationImage {
  id: number | string;
  url?: string;
  originalWidth: number;
  originalHeight: number;
  aspectRatio: number;
  variants: InspirationTaggedVariant[];
}

export interface Inspiration {
  id: number;
  name: string;
  description: string | null;
  isStl: boolean;
  ownerName: string | null;
  eshop?: VariantEshop | null;
  images: InspirationImage[];
}

export interface InspirationFeedAnswer {
  inspirations: Inspiration[];
  nextPageUrl: string | null;
}

export interface InspirationFilteringAnswer {
  totalCount: number;
  groups: FilterGroup[];
  url: string;
}

// ─── Menu ────────────────────────────────────────────────────────────────────

export interface MenuNode {
  id: number;
  name: string;
  imageUrl: string | null;
  slug: string;
  /** Where the entry leads, when the API says (a room's inspiration page); else the category listing of `slug`. */
  url?: string;
  children: MenuNode[];
}

export interface MenuAnswer {
  primary: MenuNode[];
  rooms: MenuNode[];
  gifts: MenuNode[];
  top: MenuNode[];
}

// ─── AI search ───────────────────────────────────────────────────────────────

export interface AiSearchRequest {
  query: string;
  categoryId?: number | null;
}

export interface AiSearchAnswer {
  url: string;
  filtersCount: number;
  resultsCount: number;
}

// ─── User lists ──────────────────────────────────────────────────────────────

export interface FavouritesShareAnswer {
  encryptedShare: string;
}

export interface LikedVariantsQuery {
  page?: number;
  pageSize?: number;
  /** Required (spec §5); the default sort is not shown in the spec. */
  sort: string;
  encryptedShare?: string;
  active?: boolean;
}

export interface LikedVariantsAnswer {
  variants: Variant[];
  pagination: Pagination;
}

export type WatchdogType = string;

export interface WatchedVariant {
  variant: Variant;
  type: WatchdogType;
  targetPrice: number | null;
}

// ─── Variant detail calls ────────────────────────────────────────────────────

export type SimilarityMode = 'onlyCache' | 'onlyAPI';

export interface SimilarityQuery {
  categoryId?: number;
  imageUrl?: string;
  mode?: SimilarityMode;
}

export interface DeliveryItem {
  id: number | string;
  type: string;
  label: string;
  price: number | null;
  priceCod: number | null;
  deliveryDays: number | null;
}

export interface Delivery {
  providerLabel: string;
  logo: string | null;
  website: string | null;
  items: DeliveryItem[];
}

export type ReviewFilter = 'all' | 'withImage';

export interface Review {
  externalId: string;
  userId: number | null;
  userNickName: string | null;
  userAvatar: string | null;
  value: number;
  dateTime: string;
  imageIds: Array<number | string>;
  /** The review's photos as URLs (large for the carousel, thumb for the list); older answers may lack them. */
  images?: ReviewImage[];
  text: { text: string; originalText: string | null } | null;
  /** The shop's reply; an older reply may lack its date. */
  reply: { text: string; dateTime: string | null } | null;
  pluses: string[];
  minuses: string[];
  translatedFrom: string | null;
  eshop?: VariantEshop | null;
  source?: string | null;
  variant?: Pick<Variant, 'id' | 'name' | 'slug'> | null;
}

export interface ReviewImage {
  id: number | string;
  url: string;
  thumbUrl: string;
}

export interface ReviewsRequest {
  variantId: number;
  [field: string]: unknown;
}

export interface ReviewsQuery {
  page?: number;
  type?: ReviewFilter;
}

export interface ReviewsAnswer {
  page: number;
  hasMore: boolean;
  reviews: Review[];
}

export interface ReviewSummaryPoint {
  text: string;
  percentage: number;
}

export interface ReviewSummary {
  pros: ReviewSummaryPoint[];
  cons: ReviewSummaryPoint[];
  web?: { summary: string; sources: string[] } | null;
}

export interface ReviewsModalRequest {
  variantId: number;
  [field: string]: unknown;
}

/** "rating and review lists with counts and summaries"; the exact shape is not shown. */
export interface ReviewsModalAnswer {
  rating: number | null;
  reviews: Review[];
  reviewsCount: number;
  imagesCount: number;
  summary?: ReviewSummary | null;
  /** Whether a second page of all reviews exists. */
  hasMore?: boolean;
  /** How many reviews have at least one photo (the 'Met foto's' filter). */
  reviewsWithImageCount?: number;
  /** The first page of reviews with photos. */
  reviewsWithImage?: Review[];
  /** Reviews per star value, keys '1' to '5'. */
  distribution?: Record<string, number>;
  [field: string]: unknown;
}

// ─── Consent and experiments ─────────────────────────────────────────────────

export interface ConsentSettings {
  essential: boolean;
  marketing: boolean;
  analytics: boolean;
  functional: boolean;
}

export type ConsentCategory = keyof ConsentSettings;

export interface ExperimentEvent {
  name: string;
  params: Record<string, unknown>;
}

/** Experiment payload (spec §3). */
export interface ExperimentPayload {
  features: Record<string, unknown>;
  experiments: unknown[];
  attributes: Record<string, unknown>;
}

// ─── Likes service ───────────────────────────────────────────────────────────

export type ItemType = 'variant' | 'comparison' | 'user';

export type ItemId = number | string;

export interface LikeRecord {
  item_id: ItemId;
  liked_by_user: boolean;
  saved_by_user: boolean;
  likes_count: number;
  comments_count?: number;
  images_count?: number;
  star_value?: number | null;
  answers_count?: number;
  reviews_count?: number;
}

/** Query flags of the like lookup (spec §7). */
export interface LikeLookupOptions {
  commentsCount?: boolean;
  stars?: boolean;
  answersCount?: boolean;
  reviewCounts?: boolean;
}

export interface ReceivedLikesAnswer {
  count: number;
}

/** A like kept in local storage while offline or not yet paired (spec §3). */
export interface StoredLike {
  itemType: ItemType;
  itemId: ItemId;
}

// ─── Watchdog service ────────────────────────────────────────────────────────

export interface WatchdogStatus {
  subscribed: boolean;
  type: WatchdogType | null;
  targetPrice: number | null;
}

export interface WatchdogSubscribeBody {
  email: string;
  targetPrice: number | null;
}

// ─── Admin data service ──────────────────────────────────────────────────────

export interface AdminDataQuery {
  categoryId: number;
  variantIds: number[];
  variant: number;
  withCpc?: boolean;
  withQs?: boolean;
}

// ─── Search service ──────────────────────────────────────────────────────────

export interface SearchItemFilters {
  categoryId?: number | null;
  colorId?: number | null;
  filterId?: number | null;
  eshopId?: number | null;
  eshopScore?: number | null;
  manufacturerId?: number | null;
}

export interface SearchItem {
  id: number | string;
  title: string;
  url: string;
  apiUrl?: string | null;
  productCount?: number | null;
  filters?: SearchItemFilters | null;
}

export interface SearchGroup {
  type: number;
  typeName: string;
  img?: string | null;
  items: SearchItem[];
}

export interface SearchAnswer {
  data: SearchGroup[];
}

export interface PromotedCategory {
  id: number;
  urlSlug: string;
  name: string;
  longName?: string;
}

// ─── Tracking ────────────────────────────────────────────────────────────────

export interface SeenImpression {
  variant_id: number;
  source: number;
}

export interface ImpressionPayload {
  project: string;
  impressions: SeenImpression[];
}

export interface TrackingUser {
  id: number | string;
  email: string | null;
  email_hashed: string | null;
  name: string | null;
  surname: string | null;
  date_of_birth: string | null;
  gender: 'male' | 'female' | null;
}
