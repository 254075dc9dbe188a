export * from './routes.js';
export * from './click-source.js';
export * from './click-through.js';
export * from './fixed-paths.js';
export * from './safe-url.js';
