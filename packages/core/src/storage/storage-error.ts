/** Coded local-storage problems of spec §8. */
export type StorageErrorCode = 'not-available' | 'disabled' | 'quota-exceeded';

export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Local storage ${code}`, options);
  }
}

/**
 * Browsers report a full storage differently: QuotaExceededError / code 22 (most),
 * NS_ERROR_DOM_QUOTA_REACHED / code 1014 (old Firefox). A SecurityError means the
 * shopper or a policy disabled storage.
 */
export function classifyStorageError(error: unknown): StorageErrorCode {
  const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; code?: unknown };
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014) {
    return 'quota-exceeded';
  }
  if (name === 'SecurityError' || code === 18) return 'disabled';
  return 'not-available';
}
