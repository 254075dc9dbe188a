/** `@etalage/core/api`: the ky-based client. Loaded as its own chunk, never in the entry. */
export { createApiClient, type ApiClient, type ApiClientOptions } from './client.js';
export { createMainApi, type MainApi } from './main-api.js';
export { createHttp, REQUEST_TIMEOUT_MS, RETRY_LIMIT, RETRY_METHODS, type Http, type HttpOptions } from './http.js';
export { createFetchHttp, type FetchHttpOptions } from './fetch-http.js';
export { createBatcher, BATCH_DELAY_MS, BATCH_MAX_RETRY_DELAY_MS, BATCH_RETRY_DELAY_MS, type Batcher, type LoadOptions } from './batch.js';
export { sendJsonBeacon } from './beacon.js';
export { emptyLikeRecord, type LikeOptions } from './likes.js';
export type { AdminMetricsRequest } from './admin-data.js';
export { fieldErrorsOf, type FieldError, type LoginAnswer, type LoginRequest, type PasswordResetAnswer, type RegistrationRequest } from './auth.js';
export { FetchError, RequiredFieldError, ResponseError } from '../errors.js';
export type * from './types.js';
