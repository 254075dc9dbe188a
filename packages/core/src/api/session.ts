/** `@etalage/core/api/session`: likes and watchdog calls only (ky), for what pages load before any interaction. */
export { createSessionClient, type SessionClient } from './session-client.js';
export { emptyLikeRecord, type LikeOptions } from './likes.js';
export type * from './types.js';
