// The widget folders whose CSS the partner stylesheet takes (read by build-css.mjs, checked by the widgets'
// registry test): shared code and the modal host, each folder the partner registry imports
// (packages/widgets/src/definitions-partner.ts, one `import … from './<folder>/index.js'` line a folder), and each
// modal whose definition says `partner: true` (the review widgets open them on a web shop's page).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PARTNER_SHARED_FOLDERS = ['shared', 'modal-host'];

/** @param {string} widgetsSrc the path of packages/widgets/src */
export function partnerFolders(widgetsSrc) {
  const registry = readFileSync(join(widgetsSrc, 'definitions-partner.ts'), 'utf8');
  const widgets = [...registry.matchAll(/from '\.\/([a-z0-9-]+)\/index\.js'/g)].map((match) => match[1]);
  const modals = readdirSync(widgetsSrc).filter((folder) => {
    const index = join(widgetsSrc, folder, 'index.ts');
    return existsSync(index) && /^\s*partner: true,$/m.test(readFileSync(index, 'utf8'));
  });
  return [...PARTNER_SHARED_FOLDERS, ...widgets, ...modals];
}
