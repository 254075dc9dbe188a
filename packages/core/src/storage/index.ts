export * from './storage.js';
export * from './storage-error.js';
