/**
 * Sends a JSON body with `navigator.sendBeacon` where it exists (spec §7: consent and
 * experiment events). Returns false when no beacon could be queued, so the caller can fall back.
 */
export function sendJsonBeacon(url: string, body: unknown): boolean {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
    return navigator.sendBeacon(url, blob);
  } catch {
    return false;
  }
}
