import type { ConversionsSlice } from '../conversions/conversions-model.js';
import type { ServicesSlice } from '../services/services-model.js';

/** One variant's watchdog state (spec §8) as every widget of the page sees it. */
export interface WatchEntry {
  /** 'unknown' until the status has loaded (or failed to, which is ignored: spec §8). */
  status: 'unknown' | 'loading' | 'ready';
  subscribed: boolean;
  type: string | null;
  targetPrice: number | null;
  /** A subscribe or unsubscribe request is under way. */
  pending: boolean;
}

export type SubscribeResult = { ok: true } | { ok: false; message: string };

/** Shown in the watchdog modal when subscribing fails. */
export const WATCH_SUBSCRIBE_FAILED = 'Het instellen van de melding is niet gelukt. Probeer het later opnieuw.';

export interface WatchSlice extends WatchActions {
  watches: Record<number, WatchEntry>;
}

export interface WatchActions {
  loadWatch: (variantId: number) => Promise<void>;
  subscribeWatch: (variantId: number, body: { email: string; targetPrice: number | null }) => Promise<SubscribeResult>;
  /** Answers whether the variant is no longer watched (false: the service still has it, or nobody knows). */
  unsubscribeWatch: (variantId: number) => Promise<boolean>;
}

/** What the watch actions read or call: their own slice, the services (the watchdog calls) and the conversions. */
export type WatchStore = WatchSlice & ServicesSlice & ConversionsSlice;
