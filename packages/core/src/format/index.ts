export * from './number.js';
export * from './price.js';
export * from './dimensions.js';
export * from './rating.js';
export * from './relative-time.js';
export * from './availability.js';
