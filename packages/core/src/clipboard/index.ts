export * from './copy-text.js';
