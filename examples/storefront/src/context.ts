import type { Db } from './db/connection.js';
import type { UserRow } from './auth/users.js';

/** In-memory bookkeeping of the test-only endpoints (ETALAGE_TEST_HOOKS=1). */
export interface TestHookState {
  likeRequests: { method: string; itemType: string; itemId: number; owner: string; status: number; at: string }[];
  likeWrites: Map<string, number>;
  faults: { pathPrefix: string; status: number; remaining: number }[];
}

export interface AppDeps {
  db: Db;
  secret: string;
  testHooks: boolean;
  /** With test hooks: every page loads the problem recorder first (security/test-recorder.ts; ETALAGE_TEST_RECORDER=1). */
  testRecorder: boolean;
  hooks: TestHookState;
  /** Origins of partner pages whose calls to the main API are answered (CORS allow-list). */
  partnerOrigins: string[];
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: UserRow | undefined;
    /** This response's CSP nonce, for the page's script tags. */
    cspNonce: string;
  };
}
