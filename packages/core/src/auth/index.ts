export * from './user.js';
export * from './sha256.js';
