import { AttributeName } from '@etalage/runtime/attribute-names';
import type { PageChromeJob } from './page-chrome-model.js';
import { listen } from './listen.js';

/** The country switch (`select[data-etl-navigate]`) navigates on change; without JavaScript its form's button submits it. */
export const navigateByCountrySelect: PageChromeJob = (header) => {
  const doc = header.ownerDocument;
  const win = doc.defaultView!;
  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (!select.matches?.(`select[${AttributeName.Navigate}]`) || !select.value) return;
    const target = new URL(select.value, win.location.href);
    if (target.protocol === 'https:' || target.protocol === 'http:') win.location.assign(target.href);
  };
  return listen(doc, 'change', onChange);
};
