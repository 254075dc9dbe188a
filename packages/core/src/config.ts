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
  /** The main site origin, for links built on partner subdomains. */
  siteHost: string;
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
};

/** Merges a parsed config object over the defaults, keeping only known string keys. */
export function normalizePageConfig(input: unknown): PageConfig {
  const config: PageConfig = { ...defaultPageConfig };
  if (typeof input !== 'object' || input === null) return config;
  for (const key of Object.keys(defaultPageConfig) as (keyof PageConfig)[]) {
    const value = (input as Record<string, unknown>)[key];
    if (typeof value === 'string') config[key] = value.replace(/\/+$/, '');
  }
  return config;
}
