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

/** Shown in the watch modal when subscribing fails. */
export const WATCH_SUBSCRIBE_FAILED = 'Het instellen van de melding is niet gelukt. Probeer het later opnieuw.';
