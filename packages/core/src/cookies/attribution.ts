import { readCookie, writeCookie } from './cookie.js';

/** Click-source attribution parameters, each kept in a cookie of the same name (spec §9). */
export const ATTRIBUTION_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];
export type Attribution = Partial<Record<AttributionParam, string>>;

export const ATTRIBUTION_COOKIE_DAYS = 30;
export const SEARCH_REFERRERS = ['google', 'seznam', 'yahoo', 'bing'] as const;
export const DIRECT_ATTRIBUTION: Attribution = { utm_source: 'direct', utm_medium: 'none' };

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The search engine a referrer host belongs to, e.g. 'www.google.nl' → 'google'. */
function searchEngineOf(host: string): string | undefined {
  const labels = host.split('.');
  return SEARCH_REFERRERS.find((engine) => labels.includes(engine));
}

/**
 * Where this visit came from (spec §9): explicit utm/gclid parameters win; else a
 * referrer of google, seznam, yahoo or bing is search; no referrer is direct/none;
 * any other site is a referral. Navigation inside the site answers null (keep what is stored).
 */
export function resolveAttribution(pageUrl: string, referrer: string): Attribution | null {
  let params: URLSearchParams;
  let pageHost: string | undefined;
  try {
    const url = new URL(pageUrl);
    params = url.searchParams;
    pageHost = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const fromUrl: Attribution = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = params.get(name);
    if (value) fromUrl[name] = value;
  }
  if (Object.keys(fromUrl).length > 0) return fromUrl;

  const referrerHost = referrer ? hostOf(referrer) : undefined;
  if (!referrerHost) return { ...DIRECT_ATTRIBUTION };
  // Navigation inside the site (www. or not) keeps what is stored.
  if (referrerHost.replace(/^www\./, '') === pageHost?.replace(/^www\./, '')) return null;
  const engine = searchEngineOf(referrerHost);
  if (engine) return { utm_source: engine, utm_medium: 'search' };
  return { utm_source: referrerHost, utm_medium: 'referral' };
}

export function readAttribution(): Attribution {
  const attribution: Attribution = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = readCookie(name);
    if (value) attribution[name] = value;
  }
  return attribution;
}

/**
 * Stores this visit's attribution for 30 days. The caller decides about consent: the page chrome
 * (`@etalage/widgets` page-chrome) calls it only when 'marketing' is granted, or not asked on the page. A direct visit does not overwrite an earlier
 * campaign or referral (the last non-direct source keeps the credit).
 */
export function recordAttribution(
  pageUrl: string = typeof location === 'undefined' ? '' : location.href,
  referrer: string = typeof document === 'undefined' ? '' : document.referrer,
): Attribution {
  const next = resolveAttribution(pageUrl, referrer);
  const stored = readAttribution();
  if (!next) return stored;
  const isDirect = next.utm_source === DIRECT_ATTRIBUTION.utm_source && next.utm_medium === DIRECT_ATTRIBUTION.utm_medium;
  // direct/none is the default source: never written, so it never overwrites a stored source (a gclid alone
  // included), and a page without campaign or outside referrer needs no attribution work at all.
  if (isDirect) return Object.keys(stored).length > 0 ? stored : { ...DIRECT_ATTRIBUTION };
  for (const name of ATTRIBUTION_PARAMS) {
    const value = next[name];
    if (value) writeCookie(name, value, { days: ATTRIBUTION_COOKIE_DAYS });
    else writeCookie(name, '', { days: -1 });
  }
  return next;
}
