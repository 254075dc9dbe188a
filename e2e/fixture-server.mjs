#!/usr/bin/env node
// Serves the runtime's browser-test pages (e2e/fixtures) and the built embed, nothing else.
// The storefront is the real server for shopper-facing tests; these pages exercise the runtime alone.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3101);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const mounts = [
  ['/static/etalage/', join(root, 'packages/embed/dist')],
  // The same build under another URL: every module (runtime, store, chunks) is a separate instance, as with a
  // second version of the script on one page.
  ['/static/etalage-other-version/', join(root, 'packages/embed/dist')],
  ['/fixtures/', join(root, 'e2e/fixtures')],
];
/** A strict CSP as a security-minded storefront would send: nonce + strict-dynamic, Trusted Types on. */
const strictCsp =
  "default-src 'self'; script-src 'nonce-e2e' 'strict-dynamic'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types etalage-server-html etalage-service-worker";

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return void response.writeHead(200).end('ok');
  if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
  const mount = mounts.find(([prefix]) => url.pathname.startsWith(prefix));
  if (!mount) return void response.writeHead(404).end('not found');
  const [prefix, dir] = mount;
  const path = normalize(join(dir, url.pathname.slice(prefix.length)));
  if (!path.startsWith(dir)) return void response.writeHead(403).end();
  try {
    const body = await readFile(path);
    const headers = { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
    if (url.pathname.endsWith('-csp.html')) headers['content-security-policy'] = strictCsp;
    response.writeHead(200, headers).end(body);
  } catch {
    response.writeHead(404).end('not found');
  }
}).listen(port, '127.0.0.1', () => console.log(`fixtures on http://127.0.0.1:${port}`));
