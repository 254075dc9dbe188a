/**
 * The fixed paths that widgets on every page link to. Kept apart from the full route table, so a header
 * or card widget does not ship every builder of spec §2; `routes` uses the same constants.
 */
export const FIXED_PATHS = {
  compareProducts: '/compare-products',
  login: '/login',
  favourites: '/user/favourites',
} as const;
