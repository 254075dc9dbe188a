import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { contentHashes, HASHED_NAME } from '../../../scripts/hash-chunks.mjs';
import { IMMUTABLE, repoRoot, type EmbedManifest } from '../src/static/files.js';
import { startTestServer, type TestServer } from './helpers.js';

/**
 * The embed's files as a CDN serves them: dist/manifest.json against the built bytes, chunk names
 * against their content, and the storefront's cache headers. Needs the embed's build (`npm test` builds first).
 */
const packageDir = join(repoRoot, 'packages/embed');
const dist = join(packageDir, 'dist');
const manifestPath = join(dist, 'manifest.json');
if (!existsSync(manifestPath)) throw new Error('packages/embed/dist/manifest.json is missing: run `pnpm --filter @etalage/embed run build`');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as EmbedManifest;
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const jsOutputs = (metafile: string) => Object.keys((JSON.parse(readFileSync(join(packageDir, metafile), 'utf8')) as { outputs: Record<string, unknown> }).outputs).filter((file) => file.endsWith('.js'));
const builds = ['dist/metafile-esm.json', 'dist/partner/metafile-esm.json'];
const firstChunk = Object.keys(manifest.files).find((path) => path.startsWith('chunks/'))!;

describe('the manifest (dist/manifest.json)', () => {
  it("names the package's version", () => {
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string };
    expect({ name: manifest.name, version: manifest.version }).toEqual({ name: pkg.name, version: pkg.version });
  });

  it("lists every entry, chunk and stylesheet of the build with its bytes' SRI value", () => {
    const expected = [...builds.flatMap(jsOutputs), 'dist/etalage.css', 'dist/partner/partner.css'].map((file) => file.slice('dist/'.length));
    expect(Object.keys(manifest.files).sort()).toEqual(expected.sort());
    for (const [path, entry] of Object.entries(manifest.files)) {
      const bytes = readFileSync(join(dist, path));
      expect(entry, path).toEqual({ integrity: sri(bytes), bytes: bytes.length, cache: entry.cache });
    }
    // Nothing left over in the chunk folders (a file the manifest does not know would be served unhashed).
    for (const folder of ['chunks', 'partner/chunks']) {
      for (const name of readdirSync(join(dist, folder))) expect(manifest.files, `${folder}/${name}`).toHaveProperty([`${folder}/${name}`]);
    }
  });

  it('marks the content-hashed chunks immutable and the stable names for revalidation', () => {
    const revalidated = Object.entries(manifest.files).filter(([, entry]) => entry.cache === 'revalidate').map(([path]) => path);
    expect(revalidated.sort()).toEqual(['embed.js', 'etalage.css', 'partner/partner.css', 'partner/partner.js']);
    for (const [path, entry] of Object.entries(manifest.files)) if (entry.cache === 'immutable') expect(basename(path)).toMatch(HASHED_NAME);
  });

  it("names each chunk by a hash of its final bytes and of the chunks it references (no step after the hash changes them)", () => {
    for (const metafile of builds) {
      const files = new Map(jsOutputs(metafile).map((file) => [basename(file), readFileSync(join(packageDir, file), 'utf8')]));
      const hashes = contentHashes(files);
      expect(hashes.size, metafile).toBeGreaterThan(10);
      for (const [name, hash] of hashes) expect(HASHED_NAME.exec(name)![2], `${dirname(metafile)}/${name}`).toBe(hash);
    }
  });
});

describe('the storefront serves the embed for caching', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

  it('revalidates the stable names with an ETag, weak (gzip) or strong', async () => {
    for (const path of ['embed.js', 'etalage.css', 'partner/partner.js', 'partner/partner.css']) {
      const response = await get(`/static/etalage/${path}`, { 'accept-encoding': 'gzip' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      const etag = response.headers.get('etag');
      expect(etag, path).toMatch(/^(W\/)?"[\w-]+"$/);
      expect(sri(Buffer.from(await response.arrayBuffer())), path).toBe(manifest.files[path]!.integrity);
      for (const tag of [etag!, etag!.replace(/^W\//, ''), `"other", ${etag}`]) {
        const again = await get(`/static/etalage/${path}`, { 'if-none-match': tag, 'accept-encoding': 'gzip' });
        expect(again.status, `${path} ${tag}`).toBe(304);
        expect(again.headers.get('cache-control')).toBe('no-cache');
      }
      expect((await get(`/static/etalage/${path}`, { 'if-none-match': '"other"' })).status).toBe(200);
    }
  });

  it('caches the chunks and the versioned paths for a year', async () => {
    for (const path of [`/static/etalage/${firstChunk}`, `/static/etalage/${manifest.version}/embed.js`, `/static/etalage/${manifest.version}/${firstChunk}`, `/static/etalage/${manifest.version}/etalage.css`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(IMMUTABLE);
      expect(response.headers.get('etag'), path).toBeNull();
    }
    const pinned = Buffer.from(await (await get(`/static/etalage/${manifest.version}/embed.js`)).arrayBuffer());
    expect(sri(pinned)).toBe(manifest.files['embed.js']!.integrity);
    expect(await (await get(`/static/etalage/${manifest.version}/manifest.json`)).json()).toEqual(manifest);
  });

  it("answers another version's path and files outside the manifest with 404", async () => {
    for (const path of ['/static/etalage/99.0.0/embed.js', `/static/etalage/${manifest.version}/sw.js`, `/static/etalage/${manifest.version}/metafile-esm.json`, `/static/etalage/${manifest.version}/constructor`, '/static/etalage/chunks/missing-AAAAAAAA.js']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('answers a path with a broken %-escape with 400 and says why', async () => {
    for (const path of ['/static/etalage/chunks/%E0%A4%A.js', '/static/etalage/%ZZembed.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await response.text()).toBe('Ongeldig adres: het pad bevat een onjuiste %-codering.');
    }
  });
});
