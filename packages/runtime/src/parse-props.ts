import { propAttributeName } from './schema.js';
import type { PropSpec, PropSpecs } from './types.js';

export interface PropError {
  attribute: string;
  message: string;
}

export type ParsedProps = { ok: true; props: Record<string, unknown> } | { ok: false; error: PropError };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that refuses prototype-polluting keys anywhere in the value. */
function parseJsonSafely(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (FORBIDDEN_KEYS.has(key)) throw new Error(`the key "${key}" is not allowed`);
    return value;
  });
}

function parseOne(spec: PropSpec, raw: string | null): { value?: unknown; problem?: string } {
  if (spec.type === 'boolean') return { value: raw !== null && raw !== 'false' };
  if (raw === null) {
    if ('required' in spec && spec.required) return { problem: 'is required but missing' };
    return { value: 'default' in spec ? spec.default : undefined };
  }
  switch (spec.type) {
    case 'string':
      return { value: raw };
    case 'number': {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      if (!Number.isFinite(value)) return { problem: `must be a number, got "${raw}"` };
      if (spec.integer && !Number.isSafeInteger(value)) return { problem: `must be a whole number, got "${raw}"` };
      if (spec.min !== undefined && value < spec.min) return { problem: `must be at least ${spec.min}, got "${raw}"` };
      return { value };
    }
    case 'enum':
      if (!spec.values.includes(raw)) return { problem: `must be one of ${spec.values.join(', ')}, got "${raw}"` };
      return { value: raw };
    case 'json':
      try {
        return { value: parseJsonSafely(raw) };
      } catch (error) {
        return { problem: `must be valid JSON (${(error as Error).message})` };
      }
  }
}

/** Reads every declared prop from the element's attributes; the first bad one is reported by name. */
export function parseProps(element: Element, specs: PropSpecs): ParsedProps {
  const props: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const attribute = propAttributeName(name);
    const { value, problem } = parseOne(spec, element.getAttribute(attribute));
    if (problem) return { ok: false, error: { attribute, message: `${attribute} ${problem}` } };
    if (value !== undefined) props[name] = value;
  }
  return { ok: true, props };
}
