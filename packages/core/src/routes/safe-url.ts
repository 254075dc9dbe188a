/** The schemes a link or image from data may use: pages and files, mail and phone; never `javascript:` or `data:`. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * A URL that came from data (a prop, an API answer) made safe for `href`/`src`: relative URLs and those of a safe
 * scheme pass unchanged, any other scheme (a `javascript:` URL in a template's hole) becomes `fallback`. The scheme
 * is read as a browser reads it (the URL standard drops leading C0 controls and spaces and every tab and newline
 * first), without parsing the rest: a malformed URL of a safe scheme goes nowhere, and the server templates of
 * @etalage/templates apply the same rule byte for byte. React 19 blocks `javascript:` URLs itself; preact, which the
 * storefront runs, does not.
 */
export function safeUrl(url: string | null | undefined, fallback = '#'): string {
  if (!url) return fallback;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.replace(/^[\0- ]+/, '').replace(/[\t\n\r]/g, ''))?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase()) ? url : fallback;
}
