import type { PageChromeJob } from './page-chrome-model.js';
import { listen } from './listen.js';

/** Opens the `<details>` (footer accordion, FAQ) that holds the element a hash names. */
function openByHash(doc: Document, hash: string): void {
  try {
    const details = hash.length > 1 && doc.getElementById(decodeURIComponent(hash.slice(1)))?.closest('details');
    if (details) details.open = true;
  } catch {
    // a malformed escape in the hash
  }
}

/** The page's hash, a hash link clicked or a hash change opens the accordion that holds its target. */
export const openDetailsByHash: PageChromeJob = (header) => {
  const doc = header.ownerDocument;
  const win = doc.defaultView!;
  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]') as HTMLAnchorElement | null;
    if (link) openByHash(doc, link.hash);
  };
  const onHashChange = () => openByHash(doc, win.location.hash);
  const removals = [listen(win, 'hashchange', onHashChange), listen(doc, 'click', onClick)];
  onHashChange();
  return () => removals.forEach((remove) => remove());
};
