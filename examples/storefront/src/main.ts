import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { startServer } from './server.js';

const port = Number(process.env.PORT ?? 3000);
const databasePath = process.env.DATABASE_PATH
  ? resolve(process.env.DATABASE_PATH)
  : fileURLToPath(new URL('../data/storefront.db', import.meta.url));
const testHooks = process.env.ETALAGE_TEST_HOOKS === '1';

const started = Date.now();
const server = await startServer({ port, databasePath, testHooks });
console.log(
  `Etalage storefront: http://localhost:${server.port} (database ${databasePath}, ready in ${Date.now() - started} ms${testHooks ? ', test hooks on' : ''})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
