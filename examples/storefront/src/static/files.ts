import { Hono } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolve, sep, extname } from 'node:path';
import type { AppEnv } from '../context.js';

/** The repository root, from this file's location (examples/storefront/src/static). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const embedDist = resolve(repoRoot, 'packages/embed/dist');
const require = createRequire(import.meta.url);

/**
 * The page stylesheet with each `@import '<package>/<file>.css';` line replaced by that file (the product card's, from
 * @etalage/markup): still one stylesheet, and the imported rules keep their place in the cascade.
 */
function inlineCssImports(css: string): string {
  return css.replace(/^@import '([^']+\.css)';$/gm, (_, specifier: string) => readFileSync(require.resolve(specifier), 'utf8'));
}

const siteCss = inlineCssImports(readFileSync(new URL('./site.css', import.meta.url), 'utf8'));

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};


/** What scripts/embed-manifest.mjs writes to dist/manifest.json at the end of the embed's build. */
export interface EmbedManifest {
  name: string;
  version: string;
  /** Every file a page may load, by its path under dist/ (`embed.js`, `chunks/…`, `partner/partner.css`). */
  files: Record<string, { integrity: string; bytes: number; cache: 'immutable' | 'revalidate' }>;
}

export const MANIFEST_FILE = 'manifest.json';
/** Content-hashed files and versioned paths: the bytes under such a URL never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A version directory (`0.1.0`, `1.0.0-next.2`), not one of dist/'s own folders. */
const VERSION_SEGMENT = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

let manifestCache: { mtimeMs: number; manifest: EmbedManifest } | undefined;

/** The current build's manifest, read again when a rebuild replaces it; undefined until the embed is built. */
export async function embedManifest(): Promise<EmbedManifest | undefined> {
  const path = resolve(embedDist, MANIFEST_FILE);
  try {
    const { mtimeMs } = await stat(path);
    if (manifestCache?.mtimeMs !== mtimeMs) manifestCache = { mtimeMs, manifest: JSON.parse(await readFile(path, 'utf8')) as EmbedManifest };
    return manifestCache.manifest;
  } catch {
    return undefined;
  }
}

/** `If-None-Match` against our ETag, weakly (compression turns the ETag of a gzip answer into `W/"…"`). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Static files: the page stylesheet, the built embed and the service worker (404 until they are built). */
export function staticRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/static/site.css', (c) => c.body(siteCss, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));
  // The embed's files as a CDN would serve them (dist/manifest.json says which is which): content-hashed chunks
  // for a year; the stable names (embed.js, the stylesheets) revalidated with an ETag; the same build under
  // /static/etalage/<version>/ for hosts that pin it with an SRI hash, for a year too.
  app.get('/static/etalage/*', async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice('/static/etalage/'.length));
    } catch {
      // A broken %-escape names no file: a clear 400, not the 500 a thrown URIError made.
      return c.text('Ongeldig adres: het pad bevat een onjuiste %-codering.', 400);
    }
    const manifest = await embedManifest();
    const [first, ...rest] = relative.split('/');
    const versioned = rest.length > 0 && VERSION_SEGMENT.test(first!);
    if (versioned) {
      relative = rest.join('/');
      // Only this build's version, and only its files: another version's URL must never cache these bytes.
      if (!manifest || first !== manifest.version || !(Object.hasOwn(manifest.files, relative) || relative === MANIFEST_FILE)) return c.notFound();
    }
    const file = resolve(embedDist, relative);
    const type = types[extname(file)];
    if (!file.startsWith(embedDist + sep) || !type) return c.notFound();
    let body: Buffer<ArrayBuffer>;
    try {
      body = await readFile(file);
    } catch {
      return c.notFound();
    }
    const headers: Record<string, string> = { 'content-type': type, vary: 'Accept-Encoding' };
    if (versioned || manifest?.files[relative]?.cache === 'immutable') {
      headers['cache-control'] = IMMUTABLE;
      return c.body(body, 200, headers);
    }
    headers['cache-control'] = 'no-cache';
    headers.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    if (etagMatches(c.req.header('if-none-match'), headers.etag)) return c.body(null, 304, headers);
    return c.body(body, 200, headers);
  });
  // The service worker (packages/embed/src/sw, built to dist/sw.js): never cached by HTTP, so an update is found
  // on the next check; allowed to control the whole origin.
  app.get('/sw.js', async (c) => {
    try {
      const body = await readFile(resolve(embedDist, 'sw.js'));
      return c.body(body, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache, no-store, must-revalidate', 'service-worker-allowed': '/' });
    } catch {
      return c.notFound();
    }
  });
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  return app;
}
