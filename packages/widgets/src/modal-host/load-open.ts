import { loadWithRetry } from '@etalage/core/load-with-retry';

const importOpen = () => import('./open.js');

/**
 * The modal host's chunk (open.ts), for the delegated triggers and for widgets that open a modal from their own
 * button: requested once (retried once, like a widget's code; one loader, so one request); a failure is forgotten,
 * so the next click tries again.
 */
export const loadOpenModule = () => loadWithRetry(importOpen);
