import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const MAX_BODY_BYTES = 100 * 1024;

/** A 4xx answer `{error: {code, field, message}}` naming the offending field. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

export const required = (field: string) => new ApiError(400, 'required', field, `${field} is required`);
export const invalid = (field: string, message = `${field} is invalid`) => new ApiError(400, 'invalid', field, message);
export const notFound = (field: string, message = `${field} not found`) => new ApiError(404, 'not_found', field, message);
export const unauthorized = () => new ApiError(401, 'unauthorized', null, 'login required');
export const forbidden = () => new ApiError(403, 'forbidden', null, 'admin role required');

export function errorResponse(c: Context, error: ApiError) {
  return c.json({ error: { code: error.code, field: error.field, message: error.message } }, error.status);
}

/**
 * Reads a JSON body whatever its content type (beacons send text/plain), refusing bodies over 100 KB.
 * `field` names the body in errors.
 */
export async function readJson(c: Context, field = 'body'): Promise<unknown> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw new ApiError(413, 'too_large', field, `${field} is larger than 100 KB`);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ApiError(413, 'too_large', field, `${field} is larger than 100 KB`);
  if (text.trim() === '') throw required(field);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid(field, `${field} is not valid JSON`);
  }
}

export function asObject(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(field, `${field} must be an object`);
  return value as Record<string, unknown>;
}

/** A positive integer from a path or query string, or a 400/404 naming the field. */
export function intParam(raw: string | undefined | null, field: string, options: { min?: number; max?: number; optional?: boolean } = {}): number {
  if (raw === undefined || raw === null || raw === '') {
    if (options.optional) return NaN;
    throw required(field);
  }
  if (!/^-?\d+$/.test(raw)) throw invalid(field, `${field} must be an integer`);
  const value = Number(raw);
  if ((options.min !== undefined && value < options.min) || (options.max !== undefined && value > options.max)) {
    throw invalid(field, `${field} is out of range`);
  }
  return value;
}

/** A query flag: absent, empty, 0 or false is off; 1 or true is on; anything else a 400 naming the field. */
export function flagParam(raw: string | undefined, field: string): boolean {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw invalid(field, `${field} must be 0, 1, true or false`);
}

export function stringField(body: Record<string, unknown>, field: string, options: { optional?: boolean; max?: number } = {}): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) {
    if (options.optional) return undefined;
    throw required(field);
  }
  if (typeof value !== 'string') throw invalid(field, `${field} must be a string`);
  if (options.max !== undefined && value.length > options.max) throw invalid(field, `${field} is too long`);
  return value;
}

export function booleanField(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) throw required(field);
  if (typeof value !== 'boolean') throw invalid(field, `${field} must be a boolean`);
  return value;
}
