/**
 * `@etalage/core`: the light services the page's entry script may contain.
 * The API client (`@etalage/core/api`, ky) and feature flags (`@etalage/core/flags`, GrowthBook)
 * are subpath exports, loaded lazily by the store.
 */
export * from './config.js';
export * from './constants.js';
export * from './errors.js';
export * from './report.js';
export * from './report-later.js';
export * from './format/index.js';
export * from './storage/index.js';
export * from './cookies/index.js';
export * from './auth/index.js';
export * from './images/index.js';
export * from './routes/index.js';
export * from './search/index.js';
export * from './clipboard/index.js';
export * from './tracking/index.js';
