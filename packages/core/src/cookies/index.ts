export * from './cookie.js';
export * from './consent.js';
export * from './attribution.js';
export * from './banner-seen.js';
export * from './admin-mode.js';
