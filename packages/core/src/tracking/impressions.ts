import { analyticsAllowed } from './consent-gate.js';
import type { ImpressionPayload, SeenImpression } from '../api/types.js';

/** Spec §9: the send delay is 1000 ms × (1 + errors × 2). */
export const IMPRESSION_BASE_DELAY_MS = 1000;

export function impressionDelay(errors: number): number {
  return IMPRESSION_BASE_DELAY_MS * (1 + errors * 2);
}

export interface ImpressionTrackerOptions {
  project: string;
  /** Tracking origin; impressions go to `{trackingHost}/impression`. */
  trackingHost: string;
  /** Sends one payload; rejects on failure. Defaults to a fetch POST (no ky: this ships in the entry). */
  send?: (url: string, payload: ImpressionPayload) => Promise<void>;
  /** Queues a payload for page unload; answers false when it could not. Defaults to navigator.sendBeacon. */
  beacon?: (url: string, payload: ImpressionPayload) => boolean;
}

export interface ImpressionTracker {
  /** Buffers a seen card; the same variant and source counts once per page. */
  add(impression: SeenImpression): void;
  /** Sends the buffer now by beacon (page hide). */
  flushByBeacon(): void;
  readonly errors: number;
  readonly buffered: readonly SeenImpression[];
  /** Stops timers and listeners. */
  stop(): void;
}

async function postImpressions(url: string, payload: ImpressionPayload): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    credentials: 'include',
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Impression send failed with status ${response.status}`);
}

function beaconImpressions(url: string, payload: ImpressionPayload): boolean {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    return navigator.sendBeacon(url, new Blob([JSON.stringify(payload)], { type: 'application/json' }));
  } catch {
    return false;
  }
}

/**
 * Buffers impressions and sends them after 1000 ms × (1 + errors × 2) (spec §7, §9): a failure
 * keeps the buffer and lengthens the next delay; a success clears what was sent and resets the
 * count. On page hide the buffer goes by beacon.
 */
export function createImpressionTracker(options: ImpressionTrackerOptions): ImpressionTracker {
  const url = `${options.trackingHost}/impression`;
  const send = options.send ?? postImpressions;
  const beacon = options.beacon ?? beaconImpressions;
  let buffer: SeenImpression[] = [];
  const counted = new Set<string>();
  let errors = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  const payloadOf = (impressions: SeenImpression[]): ImpressionPayload => ({ project: options.project, impressions });

  function schedule(): void {
    if (timer !== undefined || sending || buffer.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void sendBuffer();
    }, impressionDelay(errors));
  }

  async function sendBuffer(): Promise<void> {
    if (buffer.length === 0) return;
    const batch = buffer;
    sending = true;
    try {
      await send(url, payloadOf(batch));
      buffer = buffer.filter((impression) => !batch.includes(impression));
      errors = 0;
    } catch {
      errors += 1;
    } finally {
      sending = false;
      schedule();
    }
  }

  function flushByBeacon(): void {
    if (buffer.length === 0) return;
    if (beacon(url, payloadOf(buffer))) {
      buffer = [];
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    }
  }

  /**
   * The consent gate, asked once per task: the cards one IntersectionObserver callback reports asked it once each
   * (a cookie read and, before a choice, a query of the whole document, ten or more times in one task).
   */
  let allowedAnswer: boolean | undefined;
  function allowedThisTask(): boolean {
    if (allowedAnswer === undefined) {
      allowedAnswer = analyticsAllowed();
      queueMicrotask(() => (allowedAnswer = undefined));
    }
    return allowedAnswer;
  }

  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flushByBeacon();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushByBeacon);
    document.addEventListener('visibilitychange', onVisibilityChange);
  }

  return {
    add(impression) {
      // Impressions are analytics: none without consent (not counted either, so a card seen again after the
      // shopper allowed analytics is counted then).
      if (!allowedThisTask()) return;
      const key = `${impression.variant_id}:${impression.source}`;
      if (counted.has(key)) return;
      counted.add(key);
      buffer.push(impression);
      schedule();
    },
    flushByBeacon,
    get errors() {
      return errors;
    },
    get buffered() {
      return buffer;
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (typeof window !== 'undefined') {
        window.removeEventListener('pagehide', flushByBeacon);
        document.removeEventListener('visibilitychange', onVisibilityChange);
      }
    },
  };
}
