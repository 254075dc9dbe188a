/**
 * `@etalage/core/api/session`: likes and watchdog calls only, for what pages load before any interaction
 * (reads through fetch; ky loads with the first change).
 */
export { createSessionClient, type SessionClient } from './session-client.js';
export { emptyLikeRecord, type LikeOptions } from './likes.js';
export type * from './types.js';
