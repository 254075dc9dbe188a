import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { openDatabase } from './db/connection.js';
import { seedDatabase } from './seed/seed.js';
import { createApp } from './app.js';
import type { AppDeps } from './context.js';

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  databasePath: string;
  /** Mounts the `/__test/...` endpoints (never on by default). */
  testHooks?: boolean;
  hostname?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Opens (creating, migrating and seeding on first start) the database and serves the storefront. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const db = openDatabase(options.databasePath);
  seedDatabase(db);
  const secret = (db.prepare(`SELECT value FROM settings WHERE key = 'secret'`).get() as { value: string }).value;
  const deps: AppDeps = {
    db,
    secret,
    testHooks: options.testHooks === true,
    hooks: { likeRequests: [], likeWrites: new Map(), faults: [] },
  };
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
