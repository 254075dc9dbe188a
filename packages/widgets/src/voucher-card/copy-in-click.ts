import { copyText } from '@etalage/core';

/**
 * Copies started by a click on a voucher card's server markup, before the card's code has rendered it
 * (`resume.click`): the copy runs inside the shopper's click, and the card shows its outcome once it renders.
 *
 * WebKit (Safari, and every browser on an iPhone) lets the Clipboard API and `execCommand('copy')` write only
 * while the click is being handled. A click held back and replayed after the card's code has loaded is no user
 * gesture there: the first click on a card failed to copy ('Kopiëren lukte niet'), only a second one worked.
 * Chromium and Firefox keep a few seconds of user activation, so the replay worked in them.
 */
const started = new Map<string, { at: number; copied: Promise<boolean> }>();

/** A started copy the card has not rendered for within this time is no longer shown (the shopper moved on). */
const FRESH_MS = 10_000;

/** Starts copying the code now, inside the click. */
export function copyInClick(code: string): void {
  started.set(code, { at: Date.now(), copied: copyText(code) });
}

/** The outcome of the copy a click started for this code before the card rendered, taken once. */
export function takeCopyStartedInClick(code: string): Promise<boolean> | undefined {
  const entry = started.get(code);
  started.delete(code);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.copied : undefined;
}
