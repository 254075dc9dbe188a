/**
 * The storefront's service worker, served at `/sw.js` with scope `/` (built on its own by tsup.sw.config.ts
 * into one script without imports or chunks). It precaches the offline page and what it needs, answers navigations from the
 * network and, when there is none, with the offline page ('Je bent offline'); every other request (POSTs, API
 * calls, scripts, images) goes to the network without it (static routes, where supported). A new version waits until the
 * page's refresh prompt tells it to take over (`{ type: 'SKIP_WAITING' }`); the page then reloads once.
 */
import { report } from '@etalage/core/report';

/** The few service-worker types used here (the DOM lib of the repo has no WebWorker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
/** Chromium's static routing (`InstallEvent.addRoutes`, Chrome 123+): requests it routes never start the worker. */
interface RouterCondition {
  requestMethod?: string;
  requestMode?: string;
  urlPattern?: { pathname: string };
  or?: RouterCondition[];
  not?: RouterCondition;
}
interface InstallEvent extends ExtendableEvent {
  addRoutes?(rules: { condition: RouterCondition; source: 'network' | 'fetch-event' }[]): Promise<void>;
}
interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}

declare const __ETALAGE_VERSION__: string;
declare const __SW_BUILD__: string;

const scope = self as unknown as WorkerScope;

/** The offline page and its stylesheets. */
export const OFFLINE_URL = '/offline';
export const PRECACHE_URLS = [OFFLINE_URL, '/static/site.css', '/static/etalage/etalage.css'];
/** One cache per build: a new worker fills its own and drops the old ones when it activates. */
export const CACHE_NAME = `etalage-offline-${__ETALAGE_VERSION__}-${__SW_BUILD__}`;
const CACHE_PREFIX = 'etalage-offline-';

/**
 * What the worker handles: GET navigations (the offline page) and the precached files. Everything else goes
 * straight to the network without the worker. That matters most for POSTs: a `sendBeacon` or keepalive fetch sent
 * as a controlled page is left (the cookie bar's consent) never reached the server when it went through the worker,
 * even though the fetch handler does not answer it. The first rule that matches wins.
 */
export const ROUTES = [
  { condition: { not: { requestMethod: 'GET' } }, source: 'network' as const },
  { condition: { requestMode: 'navigate' }, source: 'fetch-event' as const },
  { condition: { or: PRECACHE_URLS.map((pathname) => ({ urlPattern: { pathname } })) }, source: 'fetch-event' as const },
  { condition: { not: { requestMode: 'navigate' } }, source: 'network' as const },
];

scope.addEventListener('install', (event) => {
  // Where static routing is missing (or refuses a rule), the fetch handler below still leaves those requests alone.
  event.addRoutes?.(ROUTES).catch((error: unknown) => report({ area: 'service worker', error, level: 'warn' }, 'service worker: static routes not added', [error], undefined, 'warn'));
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' })))));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE_NAME).map((key) => caches.delete(key))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void scope.skipWaiting();
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages always come from the network; only a failed navigation gets the offline page.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL, { cacheName: CACHE_NAME }).then((page) => page ?? Response.error())));
    return;
  }
  if (PRECACHE_URLS.includes(url.pathname)) {
    // The stylesheets: fresh from the network, the cached copy when offline.
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { cacheName: CACHE_NAME }).then((file) => file ?? Response.error())));
  }
});
