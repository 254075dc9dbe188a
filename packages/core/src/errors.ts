/**
 * Error classes of spec §8. They live outside the API chunk so that widgets can
 * `instanceof`-check them without pulling ky into the entry.
 */

/** Any non-2xx answer. The status and the (parsed when JSON) body are kept. */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
  ) {
    super(`Request to ${url} failed with status ${status}`);
  }
}

/** A network failure or timeout: no answer arrived. */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  constructor(
    message: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A required request parameter (spec §5) is missing; nothing was sent. */
export class RequiredFieldError extends Error {
  override readonly name = 'RequiredFieldError';
  constructor(readonly field: string) {
    super(`Required parameter "${field}" is missing`);
  }
}

function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** Throws a RequiredFieldError for the first missing entry, in the order given. */
export function requireFields(fields: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (isMissing(value)) throw new RequiredFieldError(field);
  }
}
