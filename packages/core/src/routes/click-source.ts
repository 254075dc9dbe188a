/**
 * Click-source codes: the list or page a product click came from (spec §9: 1-47 and 99).
 * The spec names 4, 6, 7, 23, 47 and 99; the other names are ours, from the pages of §2,
 * so that code never passes bare numbers. Check them against the server before relying on a name.
 */
export enum ClickSource {
  Category = 1,
  Homepage = 2,
  MarketplaceHome = 3,
  Detail = 4,
  SimilarProducts = 5,
  SearchResults = 6,
  Favourites = 7,
  Sale = 8,
  ChristmasDelivery = 9,
  Vouchers = 10,
  Rooms = 11,
  BlackFriday = 12,
  GardenSeason = 13,
  EshopPage = 14,
  EshopVoucher = 15,
  VisuallySimilar = 16,
  PriceDrops = 17,
  Inspirations = 18,
  ShopTheLook = 19,
  Magazine = 20,
  Article = 21,
  Brand = 22,
  Watchdog = 23,
  RecentlyViewed = 24,
  Remarketing = 25,
  FavouritesOnSale = 26,
  SharedFavourites = 27,
  UserProfile = 28,
  Reviews = 29,
  Questions = 30,
  AlternativeOffers = 31,
  SimilarStrip = 32,
  SearchSuggestions = 33,
  AiSearch = 34,
  Newsletter = 35,
  PushNotification = 36,
  FurnitureBank = 37,
  Sustainability = 38,
  ReviewService = 39,
  EshopSubdomain = 40,
  LikedProducts = 41,
  Banner = 42,
  Carousel = 43,
  Menu = 44,
  AppBanner = 45,
  AdminPanel = 46,
  ProductComparison = 47,
  Other = 99,
}

export const MISSING_CLICK_SOURCE_MESSAGE = 'No click source provided';

export function isClickSource(value: unknown): value is ClickSource {
  return typeof value === 'number' && Number.isInteger(value) && ((value >= 1 && value <= 47) || value === 99);
}

/** A product card requires a click source (spec §5); fails with 'No click source provided'. */
export function requireClickSource(clickSource: unknown): ClickSource {
  const value = typeof clickSource === 'string' && clickSource.trim() !== '' ? Number(clickSource) : clickSource;
  if (!isClickSource(value)) throw new Error(MISSING_CLICK_SOURCE_MESSAGE);
  return value;
}
