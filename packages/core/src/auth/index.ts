export * from './user.js';
export * from './sha256.js';
export * from './token-cookie.js';
export * from './current-user.js';
