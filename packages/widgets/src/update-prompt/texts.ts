/** The refresh prompt's Dutch texts (no React here: the enhancer imports them). */
export const UPDATE_TEXT = 'Nieuwe versie beschikbaar';
export const UPDATE_BUTTON = 'Vernieuwen';
export const UPDATING = 'Bezig met vernieuwen…';
/** The message the waiting worker takes over on (packages/embed/src/sw/sw.ts). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
/** The Trusted Types policy that turns the worker's same-origin URL into a script URL (a strict-CSP host lists it). */
export const SW_POLICY_NAME = 'etalage-service-worker';
/** sessionStorage key: when the page last reloaded for a new worker (one reload, never a loop). */
export const RELOADED_KEY = 'etalage:sw-reloaded';
