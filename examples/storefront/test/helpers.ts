import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Window } from 'happy-dom';
import { startServer, type RunningServer } from '../src/server.js';

export interface TestServer {
  url: string;
  /** A read-only view of the server's database, to assert what was (not) written. */
  db: Database.Database;
  count: (sql: string, ...params: unknown[]) => number;
  close: () => Promise<void>;
}

/** Starts the real server on a free port with a fresh temporary database (seeded on start). */
export async function startTestServer(testHooks = true): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'etalage-storefront-test-'));
  const databasePath = join(dir, 'storefront.db');
  const server: RunningServer = await startServer({ port: 0, databasePath, testHooks, hostname: '127.0.0.1' });
  const db = new Database(databasePath, { readonly: true });
  return {
    url: server.url,
    db,
    count: (sql, ...params) => (db.prepare(sql).get(...params) as { n: number }).n,
    close: async () => {
      db.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fetch client with its own cookie jar: one per simulated browser. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof URLSearchParams) {
        init.body = body;
      } else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    if (this.cookies.size) {
      (init.headers as Record<string, string>).cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const response = await fetch(this.base + path, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
  delete = (path: string, body?: unknown) => this.request('DELETE', path, body);

  async json<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async login(email: string, password: string): Promise<Response> {
    return this.request('POST', '/login', new URLSearchParams({ email, password }), { 'content-type': 'application/x-www-form-urlencoded' });
  }
}

export const logins = {
  admin: { email: 'admin@etalage.test', password: 'Admin-etalage-1' },
  eshop: { email: 'webshop@etalage.test', password: 'Webshop-etalage-1' },
  shopper: { email: 'shopper@etalage.test', password: 'Shopper-etalage-1' },
};

/** Expects the 4xx error shape `{error: {code, field, message}}` naming `field`. */
export function expectError(result: { status: number; body: any }, status: number, field: string | null) {
  if (result.status !== status || result.body?.error?.field !== field) {
    throw new Error(`expected ${status} naming ${field}, got ${result.status} ${JSON.stringify(result.body)}`);
  }
  if (typeof result.body.error.code !== 'string' || typeof result.body.error.message !== 'string') {
    throw new Error(`error shape: ${JSON.stringify(result.body)}`);
  }
}

/** A page's HTML as a document to query (happy-dom's parser: the storefront tests run in node). */
export function parseHtml(html: string) {
  return new new Window().DOMParser().parseFromString(html, 'text/html');
}
