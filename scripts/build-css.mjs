#!/usr/bin/env node
// Builds the one widget stylesheet at build time: every widget's CSS file, tokens first,
// comments stripped and whitespace folded. No runtime CSS-in-JS, so it works under a strict CSP.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partnerFolders } from './partner-folders.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const widgetsSrc = join(root, 'packages/widgets/src');
const args = process.argv.slice(2);
const partner = args.includes('--partner');
const out = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(root, 'packages/embed/dist/etalage.css'));
/**
 * The partner stylesheet (`--partner`): only the folders of the partner bundle's widgets and modals
 * (partner-folders.mjs: the partner registry's folders, the modals that say `partner: true`, shared code), adopted
 * inside each widget's shadow root, so `:root` becomes `:host` and rem becomes px (a host page may set another root
 * font size).
 */
const PARTNER_FOLDERS = partnerFolders(widgetsSrc);
const partnerBase = join(root, 'packages/embed/src/partner-base.css');
/** The product card's custom properties and rules, beside its markup; the storefront's page stylesheet imports them too. */
const cardFiles = ['tokens.css', 'product-card.css'].map((file) => join(root, 'packages/markup/src', file));

function cssFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return cssFiles(path);
      return name.endsWith('.css') ? [path] : [];
    });
}

/**
 * Each BEM block (`.etl-voucher-card`, `.etl-voucher-card__code`) belongs to one folder: two widgets styling the same
 * block would silently restyle each other. test/css-blocks.test.ts checks that each folder names its block as itself.
 */
function checkBlockOwnership(paths) {
  const owners = new Map();
  for (const file of paths) {
    const folder = relative(widgetsSrc, dirname(file));
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, selectors] of text.matchAll(/([^{}]+)\{/g)) {
      for (const selector of selectors.split(',')) {
        const block = /\.etl-([a-z0-9]+(?:-[a-z0-9]+)*)/.exec(selector)?.[1];
        if (!block) continue;
        const owner = owners.get(block);
        if (owner && owner !== folder) throw new Error(`build-css: the block .etl-${block} is styled in both ${owner} and ${folder}`);
        owners.set(block, folder);
      }
    }
  }
}

const files = cssFiles(widgetsSrc)
  .filter((file) => !partner || PARTNER_FOLDERS.includes(relative(widgetsSrc, file).split(sep)[0]))
  .sort((a, b) => Number(b.endsWith('tokens.css')) - Number(a.endsWith('tokens.css')));
checkBlockOwnership(files);
const css = files
  .map((file) => `/* ${relative(root, file)} */\n${readFileSync(file, 'utf8')}`)
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s*\n\s*/g, '\n')
  .replace(/\n+/g, '\n')
  .trim();

for (const [index, line] of css.split('\n').entries()) {
  // Every selector must carry the etl- prefix (a class, or a data-etl- attribute of the markup contract) so nothing collides with the host page.
  const prefixed = (selector) => selector.includes('.etl-') || selector.includes('[data-etl-') || selector.trim().startsWith(':root');
  if (line.endsWith('{') && !line.startsWith('@') && !/^(from|to|\d+%)/.test(line) && !line.split(',').every(prefixed)) {
    throw new Error(`build-css: selector without the etl- prefix on line ${index + 1}: ${line}`);
  }
}

/** 1rem = 16px inside the shadow root, whatever the host's `html { font-size }`. */
const toPartner = (text) =>
  text.replace(/:root\b/g, ':host').replace(/(-?\d*\.?\d+)rem\b/g, (_, n) => `${+(Number(n) * 16).toFixed(3)}px`);
const folded = (file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, '\n').trim() + '\n';
const base = partner ? [partnerBase, ...cardFiles].map(folded).join('') : '';
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, partner ? toPartner(base + css) + '\n' : css + '\n');
console.log(`build-css: ${files.length} files → ${relative(root, out)} (${Buffer.byteLength(css)} bytes)`);
