/**
 * `@etalage/core/api/session`: likes and watchdog calls only, for what pages load before any interaction
 * through a fetch-based client: no ky before the shopper opens a list or a modal.
 */
export { createSessionClient, type SessionClient } from './session-client.js';
export { emptyLikeRecord, type LikeOptions } from './likes.js';
export type * from './types.js';
