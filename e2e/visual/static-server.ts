import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * A directory over http://127.0.0.1:{port}, inside the test worker's own process: the built Storybook needs an
 * http origin that counts as secure (127.0.0.1 or localhost), or msw's service worker cannot register; a
 * `.js` file must come with a JavaScript type, or the browser refuses it as a module or service worker script.
 */
export async function serveDirectory(directory: string, port: number): Promise<StaticServer> {
  const root = resolve(directory);
  const server: Server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = normalize(join(root, decodeURIComponent(pathname === '/' ? '/index.html' : pathname)));
    if (path !== root && !path.startsWith(root + sep)) return void response.writeHead(403).end();
    try {
      const body = await readFile(path);
      // Vite's hashed chunks from the browser's cache (and V8's code cache) on the next story's page load.
      const caching = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': caching }).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      failed(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is taken: set STORYBOOK_STATIC_PORT to another base port.`) : error),
    );
    server.listen(port, '127.0.0.1', () => listening());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}
