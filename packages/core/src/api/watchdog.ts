import type { PageConfig } from '../config.js';
import { requireFields } from '../errors.js';
import type { Http } from './http.js';
import type { WatchdogStatus, WatchdogSubscribeBody } from './types.js';

/** The watchdog service of spec §7 (`{likesHost}/api/v1/{project}/watchdog/...`). */
export function createWatchdogApi(http: Http, config: PageConfig) {
  const base = () => {
    requireFields({ project: config.project });
    return `${config.likesHost}/api/v1/${encodeURIComponent(config.project)}/watchdog`;
  };
  const variantPath = (variantId: number) => {
    requireFields({ variantId });
    return `${base()}/${encodeURIComponent(String(variantId))}`;
  };

  return {
    fetchWatchdogStatus(variantId: number) {
      return http.request<WatchdogStatus>('get', variantPath(variantId));
    },

    async subscribeWatchdog(variantId: number, body: WatchdogSubscribeBody): Promise<void> {
      requireFields({ variantId, body, email: body?.email });
      await http.request<unknown>('post', variantPath(variantId), { json: body });
    },

    async unsubscribeWatchdog(variantId: number): Promise<void> {
      await http.request<unknown>('delete', variantPath(variantId));
    },

    /** Unsubscribe through the link in the e-mail. */
    async unsubscribeWatchdogByHash(hash: string): Promise<void> {
      requireFields({ hash });
      await http.request<unknown>('delete', `${base()}/unsubscribe/${encodeURIComponent(hash)}`);
    },
  };
}

export type WatchdogApi = ReturnType<typeof createWatchdogApi>;
