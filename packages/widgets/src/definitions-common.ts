import type { WidgetDefinition } from '@etalage/runtime';
import { voucherCard } from './voucher-card/index.js';
import { likeButton } from './like-button/index.js';
import { compareButton } from './compare-button/index.js';
import { headerCompare } from './header-compare/index.js';
import { headerFavourites } from './header-favourites/index.js';
import { watchButton } from './watch-button/index.js';
import { productCard } from './product-card/index.js';
import { carousel } from './carousel/index.js';
import { searchOverlay } from './search-overlay/index.js';
import { mainNav } from './main-nav/index.js';
import { userBox } from './user-box/index.js';
import { pageChrome } from './page-chrome/index.js';
import { updatePrompt } from './update-prompt/index.js';

/**
 * The widgets of every page (the header, the product cards and their buttons, the page chrome and the service
 * worker's refresh prompt): the registry in the embed's entry. Every page has the last two, so a page registry
 * chunk in between would make their code a third step of the request waterfall. One line per folder: each folder's
 * index.ts holds the definition (name, props, activation, resume spec and lazy loader, no component code).
 */
export const commonWidgetDefinitions: WidgetDefinition[] = [
  voucherCard,
  likeButton,
  compareButton,
  headerCompare,
  headerFavourites,
  watchButton,
  productCard,
  carousel,
  searchOverlay,
  mainNav,
  userBox,
  pageChrome,
  updatePrompt,
];
