/**
 * A tiny escaping HTML template for server-rendered markup. Every interpolated value is escaped
 * unless it is wrapped by `raw()` (which only this package's own renderers use for nested markup).
 */
const RAW = Symbol('etalage.raw');

export interface RawHtml {
  readonly [RAW]: true;
  readonly value: string;
}

export function raw(value: string): RawHtml {
  return { [RAW]: true, value };
}

function isRaw(value: unknown): value is RawHtml {
  return typeof value === 'object' && value !== null && RAW in value;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Interpolation = string | number | boolean | null | undefined | RawHtml | Interpolation[];

function renderValue(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(renderValue).join('');
  if (isRaw(value)) return value.value;
  return escapeHtml(String(value));
}

/** Tagged template: html`<p>${text}</p>` escapes `text`; nested html`` results pass through. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): RawHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += renderValue(value) + (strings[i + 1] ?? '');
  });
  return raw(out);
}
