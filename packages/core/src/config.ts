import { reportProblem } from './report-later.js';
/**
 * The page config that server templates emit once per page as
 * `<script type="application/json" id="etalage-config">{…}</script>`.
 * Hosts are origins without a trailing slash; an empty string means "this page's origin".
 */
export interface PageConfig {
  /** The likes/watchdog project of the Dutch site, e.g. "nl". */
  project: string;
  /** Main API origin (`/api/v2/...`). */
  apiHost: string;
  /** Likes and watchdog service origin (`/api/v1/{project}/...`). */
  likesHost: string;
  /** Admin data service origin (`/v1/data`). */
  adminDataHost: string;
  /** Admin site origin (may end in a base path): the variant edit and info pages that admin links open (spec §2). */
  adminHost: string;
  /** Search service origin (`/v2/search`). */
  searchHost: string;
  /** Tracking origin (`/impression`). */
  trackingHost: string;
  /** Feature-flag service origin (`/api/features/{clientKey}`). */
  featuresHost: string;
  /** Feature-flag client key. */
  featuresClientKey: string;
  /**
   * Evaluate the flags on the feature service (`POST /api/eval/{clientKey}`: the rules stay off the page) and keep
   * them live over its stream (`/sub/{clientKey}`; on unless `false`). Read from the page's config script
   * by the flags' own chunk (`featureServiceSwitches`), so the entry does not carry them: absent from the store's config.
   */
  featuresRemoteEval?: boolean;
  featuresStreaming?: boolean;
  /** The main site origin, for links built on partner subdomains. */
  siteHost: string;
  /** The main production host name (e.g. 'www.etalage.nl'): the only host that offers the app-install banner (spec §2); empty: none. */
  productionHost: string;
  /** A second currency shown beside euro prices (spec §1), or null. */
  secondCurrency: SecondCurrency | null;
}

/** Prices in euro are also shown in `code` (ISO 4217) at `rate` units per euro. */
export interface SecondCurrency {
  code: string;
  rate: number;
}

export const defaultPageConfig: PageConfig = {
  project: 'nl',
  apiHost: '',
  likesHost: '',
  adminDataHost: '',
  adminHost: '',
  searchHost: '',
  trackingHost: '',
  featuresHost: '',
  featuresClientKey: 'sdk-etalage',
  siteHost: '',
  productionHost: '',
  secondCurrency: null,
};

type HostKey = Exclude<keyof PageConfig, 'secondCurrency' | 'featuresRemoteEval' | 'featuresStreaming'>;

/** A valid second currency, or null (a broken one is reported: prices then show in euro only). */
export function parseSecondCurrency(input: unknown): SecondCurrency | null {
  if (input === undefined || input === null) return null;
  const { code, rate } = (typeof input === 'object' ? input : {}) as Record<string, unknown>;
  if (typeof code === 'string' && /^[A-Z]{3}$/.test(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) {
    return { code, rate };
  }
  reportProblem('page config', 'secondCurrency must be { code: "USD", rate: 1.08 }; ignored:', input);
  return null;
}

/** Merges a parsed config object over the defaults, keeping only known string keys. */
export function normalizePageConfig(input: unknown): PageConfig {
  const config: PageConfig = { ...defaultPageConfig };
  if (typeof input !== 'object' || input === null) return config;
  for (const key of Object.keys(defaultPageConfig) as (keyof PageConfig)[]) {
    const value = (input as Record<string, unknown>)[key];
    if (key !== 'secondCurrency' && typeof value === 'string') config[key as HostKey] = value.replace(/\/+$/, '');
  }
  config.secondCurrency = parseSecondCurrency((input as Record<string, unknown>).secondCurrency);
  return config;
}
