/** A lazy chunk boundary: the login-token rules (jwt-decode, Web Crypto) are loaded only when a token exists. */
export { userFromToken } from '@etalage/core';
