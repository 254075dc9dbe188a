import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { openDatabase } from './db/connection.js';
import { seedDatabase } from './seed/seed.js';
import { seedReviewInvitations } from './seed/invitations.js';
import { seedProductQuestions } from './seed/questions.js';
import { createApp } from './app.js';
import { createPartnerShopApp } from './partner-shop/app.js';
import type { AppDeps } from './context.js';

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  databasePath: string;
  /** Mounts the `/__test/...` endpoints (never on by default). */
  testHooks?: boolean;
  /**
   * With `testHooks`: the storefront's and the partner shop's pages load the problem recorder first
   * (security/test-recorder.ts), for the cross-engine end-to-end tests.
   */
  testRecorder?: boolean;
  hostname?: string;
  /**
   * The example web shop's pages (src/partner-shop) on a port of their own: a separate origin with the partner bundle.
   * Undefined: not started.
   */
  partnerPort?: number;
  /** Origins whose calls to the main API are answered (CORS); by default the partner shop's, http://localhost:{partnerPort}. */
  partnerOrigins?: string[];
  /** The storefront's origin as the partner shop's pages name it; by default http://127.0.0.1:{port}. */
  publicOrigin?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The partner shop's origin, when it runs. */
  partnerUrl?: string;
  close: () => Promise<void>;
}

/** Opens (creating, migrating and seeding on first start) the database and serves the storefront. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const db = openDatabase(options.databasePath);
  seedDatabase(db);
  seedReviewInvitations(db);
  seedProductQuestions(db);
  const secret = (db.prepare(`SELECT value FROM settings WHERE key = 'secret'`).get() as { value: string }).value;
  const deps: AppDeps = {
    db,
    secret,
    testHooks: options.testHooks === true,
    testRecorder: options.testHooks === true && options.testRecorder === true,
    hooks: { likeRequests: [], likeWrites: new Map(), faults: [] },
    partnerOrigins: options.partnerOrigins ?? (options.partnerPort !== undefined ? [`http://localhost:${options.partnerPort}`] : []),
  };
  const app = createApp(deps);
  /** The storefront's port once it listens (the partner shop's pages name it; with port 0 it is known only then). */
  let mainPort = options.port;
  let partner: ServerType | undefined;
  if (options.partnerPort !== undefined) {
    // The web shop's origin, listening before the storefront does (whoever waits for the storefront finds both): a host-switched app of its own on a second port (same process, same database).
    const shop = createPartnerShopApp({ db, mainOrigin: () => options.publicOrigin ?? `http://127.0.0.1:${mainPort}`, testRecorder: deps.testRecorder });
    partner = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: shop.fetch, port: options.partnerPort!, hostname: options.hostname }, () => resolve(s));
    });
  }
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  mainPort = port;
  const closeServer = (s: ServerType) =>
    new Promise<void>((resolve, reject) => {
      s.close((error) => (error ? reject(error) : resolve()));
      if ('closeAllConnections' in s) s.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    partnerUrl: partner ? `http://localhost:${(partner.address() as AddressInfo).port}` : undefined,
    close: async () => {
      try {
        await Promise.all([closeServer(server), ...(partner ? [closeServer(partner)] : [])]);
      } finally {
        db.close();
      }
    },
  };
}
