import { analyticsAllowed } from './consent-gate.js';

/** The analytics data layer (a plain array on window, as tag managers expect). */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Every analytics event goes through here, so the consent gate (`analyticsAllowed`) is checked in one place. */
export function pushDataLayer(entry: DataLayerEvent): void {
  if (typeof window === 'undefined' || !analyticsAllowed()) return;
  try {
    (window.dataLayer ??= []).push(entry);
  } catch {
    // A host page that froze or replaced dataLayer must not break a widget (spec §8: minor failures swallowed).
  }
}

/** UI events of spec §7 (comparison_add, voucher copy, modal_open, …). */
export function pushUiEvent(name: string, fields: Record<string, unknown> = {}): void {
  pushDataLayer({ event: name, ...fields });
}
