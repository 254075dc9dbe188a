export * from './query.js';
