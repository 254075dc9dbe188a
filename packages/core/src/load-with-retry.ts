/**
 * The URL a failed `import()` names (Chromium's and Firefox's messages do, WebKit's does not), and whether it is
 * already a retry's (`?attempt=`).
 */
const FAILED_URL = /(\S+\.js)(\?attempt)?/;

const pending = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
let attempt = 0;

/**
 * Loads a chunk, retrying once after a second: a deploy or a flaky connection can fail one import, and Firefox
 * fails the imports in flight when the shopper follows a link (by the retry the page is gone, so nothing is
 * reported). The retry asks for the URL the error names under a new query: an engine may keep a failed module in
 * its module map, and then the same URL fails again at once, without a request (Firefox does). The chunk's own
 * imports keep their URLs, so the modules it shares with the page stay single (Chromium fetches a failed one again).
 * Where the error names no URL (WebKit, which fetches the same URL again), `load` runs again. (Where a dependency
 * of the chunk failed, Firefox names the dependency and keeps it failed: the module that comes back is the
 * dependency's, and the caller reports what it lacks.)
 *
 * So `load` is one `import()`. A loader that picks an export retries its import inside
 * (`() => loadWithRetry(importGroup).then(pick)`); a retry around it gives up at once on the failure of a retry.
 * Concurrent calls with one loader share one promise (60 cards, one request); a failure after the retry is
 * rejected, and forgotten, so a later call tries again.
 */
export function loadWithRetry<Module>(load: () => Promise<Module>): Promise<Module> {
  let loading = pending.get(load) as Promise<Module> | undefined;
  if (!loading) {
    pending.set(
      load,
      (loading = load().catch((error: unknown) => {
        // RegExp#exec reads the error as its string: 'TypeError: … https://…/chunk.js'.
        const [, url, retried] = FAILED_URL.exec(error as string) ?? [];
        if (retried) throw error;
        return new Promise((wait) => setTimeout(wait, 1000)).then(() => (url ? (import(/* @vite-ignore */ `${url}?attempt=${++attempt}`) as Promise<Module>) : load()));
      })),
    );
    loading.catch(() => pending.delete(load));
  }
  return loading;
}
