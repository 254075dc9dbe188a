import type { WidgetDefinition } from '@etalage/runtime';
import { remarketingStrip } from './remarketing-strip/index.js';
import { favouritesList } from './favourites-list/index.js';
import { comparisonTable } from './comparison-table/index.js';
import { watchedList } from './watched-list/index.js';
import { reviewList } from './review-list/index.js';
import { adminOverlay } from './admin-overlay/index.js';
import { adminPanel } from './admin-panel/index.js';
import { aiSearch } from './ai-search/index.js';
import { cookieBar } from './cookie-bar/index.js';
import { listingFilters } from './listing-filters/index.js';
import { listingFeed } from './listing-feed/index.js';
import { stlHotspots } from './stl-hotspots/index.js';
import { salesInfo } from './sales-info/index.js';
import { bannerStrip } from './banner-strip/index.js';
import { ratingSummary } from './rating-summary/index.js';
import { starRating } from './star-rating/index.js';
import { similarRow } from './similar-row/index.js';
import { watchdogUnsubscribe } from './watchdog-unsubscribe/index.js';
import { visuallySimilarFilter } from './visually-similar-filter/index.js';

/**
 * The widgets only some pages have (user lists, admin tools, AI search, 'Ook iets voor jou?', the cookie bar, the
 * listing filters and feed, the shop-the-look hotspots, the sale pages' info, the banner strip, the review-service
 * pages' rating summary and stars input, the visually-similar page's 'Alleen {categorie}': a registry chunk the
 * runtime loads the first time a page holds one of their names (`RuntimeOptions.moreDefinitions`). One line per
 * folder, as in definitions-common.ts.
 */
export const pageWidgetDefinitions: WidgetDefinition[] = [
  similarRow,
  watchdogUnsubscribe,
  remarketingStrip,
  favouritesList,
  comparisonTable,
  watchedList,
  reviewList,
  adminOverlay,
  adminPanel,
  aiSearch,
  cookieBar,
  listingFilters,
  listingFeed,
  stlHotspots,
  salesInfo,
  bannerStrip,
  ratingSummary,
  starRating,
  visuallySimilarFilter,
];
