import type { WidgetDefinition } from '@etalage/runtime';
import { voucherCard } from './voucher-card/index.js';
import { likeButton } from './like-button/index.js';
import { compareButton } from './compare-button/index.js';
import { headerCompare } from './header-compare/index.js';
import { headerFavourites } from './header-favourites/index.js';
import { watchButton } from './watch-button/index.js';
import { productCard } from './product-card/index.js';
import { similarRow } from './similar-row/index.js';
import { remarketingStrip } from './remarketing-strip/index.js';
import { carousel } from './carousel/index.js';
import { listWidgetDefinitions } from './definitions-lists.js';
import { adminOverlay, adminPanel } from './admin-overlay/index.js';
import { searchOverlay } from './search-overlay/index.js';
import { aiSearch } from './ai-search/index.js';
import { mainNav } from './main-nav/index.js';

/** Every widget the embed script knows: name, props, activation and lazy loader (no component code). */
export const widgetDefinitions: WidgetDefinition[] = [
  voucherCard,
  likeButton,
  compareButton,
  headerCompare,
  headerFavourites,
  watchButton,
  productCard,
  similarRow,
  remarketingStrip,
  carousel,
  ...listWidgetDefinitions,
  adminOverlay,
  adminPanel,
  searchOverlay,
  aiSearch,
  mainNav,
];
