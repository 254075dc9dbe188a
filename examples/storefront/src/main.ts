import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { startServer } from './server.js';

const port = Number(process.env.PORT ?? 3000);
const databasePath = process.env.DATABASE_PATH
  ? resolve(process.env.DATABASE_PATH)
  : fileURLToPath(new URL('../data/storefront.db', import.meta.url));
const testHooks = process.env.ETALAGE_TEST_HOOKS === '1';
// With test hooks only: pages load the problem recorder of the cross-engine end-to-end tests first.
const testRecorder = testHooks && process.env.ETALAGE_TEST_RECORDER === '1';
// The example web shop (partner bundle) on a second origin; ETALAGE_PARTNER_PORT=off leaves it out.
const partnerPort = process.env.ETALAGE_PARTNER_PORT === 'off' ? undefined : Number(process.env.ETALAGE_PARTNER_PORT ?? 3102);
const partnerOrigins = process.env.ETALAGE_PARTNER_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean);

const started = Date.now();
const server = await startServer({ port, databasePath, testHooks, testRecorder, partnerPort, partnerOrigins, publicOrigin: process.env.ETALAGE_PUBLIC_ORIGIN });
console.log(
  `Etalage storefront: http://localhost:${server.port} (database ${databasePath}, ready in ${Date.now() - started} ms${testHooks ? ', test hooks on' : ''})` +
    (server.partnerUrl ? `\nPartner shop (web-shop subdomain, partner bundle): ${server.partnerUrl}` : ''),
);

// Started by a test runner that holds our stdin (ETALAGE_EXIT_WITH_PARENT=1): when that runner dies without
// stopping us, stdin closes and we go too, so no orphan keeps the port and the next run gets a fresh database.
if (process.env.ETALAGE_EXIT_WITH_PARENT === '1') {
  process.stdin.on('end', () => void server.close().finally(() => process.exit(0)));
  process.stdin.resume();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
