/** The schemes a link or image from data may use: pages and files, mail and phone; never `javascript:` or `data:`. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A URL that came from data (a prop, an API answer) made safe for `href`/`src`: relative and http(s) URLs pass
 * unchanged, anything else (a `javascript:` URL in a template's hole, a malformed value) becomes `fallback`.
 * React 19 blocks `javascript:` URLs itself; preact, which the storefront runs, does not.
 */
export function safeUrl(url: string | null | undefined, fallback = '#'): string {
  if (!url) return fallback;
  try {
    const base = typeof location === 'undefined' ? 'https://etalage.invalid/' : location.href;
    return SAFE_PROTOCOLS.has(new URL(url, base).protocol) ? url : fallback;
  } catch {
    return fallback;
  }
}
