import { schema } from '@etalage/runtime/schema';
import { escapeHtml } from './html.js';

/**
 * The tags a page needs once to run the widgets (docs/embedding.md, "The three tags"): the stylesheet, the page
 * config and the embed's module script, each either from the current release or pinned to one release with its SRI
 * `integrity`. The templates of @etalage/templates (etalage/page.twig, etalage/page.jinja) write the same bytes.
 */

/** The embed's `dist/manifest.json`, as far as a page reads it (scripts/embed-manifest.mjs writes it). */
export interface EmbedManifest {
  version: string;
  files: Record<string, { integrity: string }>;
}

export interface EmbedTagOptions {
  /** Where the embed's dist/ is served (`/static/etalage`, or a CDN's origin and path); a trailing slash is dropped. */
  base?: string;
  /** A release's manifest.json: the tag loads that version's file, with its `integrity`. Left out: the current release. */
  pin?: EmbedManifest;
  /** The response's CSP nonce (the script tags carry it). */
  nonce?: string;
}

export const DEFAULT_EMBED_BASE = '/static/etalage';

/** The URL of a file of the embed and, when pinned, its SRI attributes (the file must be in the manifest). */
function source(file: string, { base = DEFAULT_EMBED_BASE, pin }: EmbedTagOptions): { url: string; sri: string } {
  const root = base.replace(/\/+$/, '');
  if (!pin) return { url: `${root}/${file}`, sri: '' };
  const integrity = pin.files[file]?.integrity;
  if (!integrity) throw new Error(`The manifest of ${pin.version} has no integrity for ${file}`);
  return { url: `${root}/${pin.version}/${file}`, sri: ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"` };
}

const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${escapeHtml(nonce)}"` : '');

/** `<link rel="stylesheet">` of the widgets' CSS, closed `/>` as the storefront's JSX writes it. */
export function stylesheetTag(options: EmbedTagOptions = {}): string {
  const { url, sri } = source('etalage.css', options);
  return `<link rel="stylesheet" href="${escapeHtml(url)}"${sri}/>`;
}

/** The page config as JSON in `<script type="application/json" id="etalage-config">`, `<` written \u003c so no text ends the script. */
export function pageConfigTag(config: object, nonce?: string): string {
  return `<script type="application/json" id="${schema.configScriptId}"${nonceAttribute(nonce)}>${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}

/** The embed's one module script. */
export function embedScriptTag(options: EmbedTagOptions = {}): string {
  const { url, sri } = source('embed.js', options);
  return `<script type="module" src="${escapeHtml(url)}"${nonceAttribute(options.nonce)}${sri}></script>`;
}
