/**
 * Chromium keeps a failed module fetch in its module map: importing the same chunk URL again fails at once,
 * without a request, for the rest of the page's life. Its error (and Firefox's) names the URL, so a second
 * attempt can ask for the same file under a new URL; the chunk's own imports keep their URLs, so the modules
 * it shares with the page stay single. Where the message names no URL (Safari), the original error stands.
 */
const FAILED_URL = /(https?:\/\/\S+?\.js)\b/;

let attempt = 0;

export function importAgain<Module>(error: unknown): Promise<Module> {
  const url = error instanceof Error ? FAILED_URL.exec(error.message)?.[1] : undefined;
  if (!url) return Promise.reject(error);
  attempt += 1;
  return import(/* @vite-ignore */ `${url}?attempt=${attempt}`) as Promise<Module>;
}
