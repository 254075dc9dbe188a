export * from './config.js';
export * from './format/number.js';
export * from './tracking/data-layer.js';
