/** `@etalage/core/tracking`: data layer, UI events, page views, seen cards and impressions (no ky). */
export * from './data-layer.js';
export * from './consent-gate.js';
export * from './event-names.js';
export * from './events.js';
export * from './purchase-click.js';
export * from './page-view.js';
export * from './seen.js';
export * from './impressions.js';
export * from './tracking-user.js';
export * from './experiment-events.js';
