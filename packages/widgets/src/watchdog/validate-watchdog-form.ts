/** Dutch validation of the watchdog form (spec §5 leaves form rules open; these are ours, documented in docs/decisions.md). */
export interface WatchdogFormInput {
  email: string;
  targetPrice: string;
  /** Visitors give an e-mail address; a logged-in user's comes from the account. */
  needsEmail: boolean;
  /** The current price, when known: a target at or above it would fire at once. */
  currentPrice?: number;
}

export interface WatchdogFormErrors {
  email?: string;
  targetPrice?: string;
}

export type WatchdogFormResult =
  | { ok: true; email: string; targetPrice: number | null }
  | { ok: false; errors: WatchdogFormErrors };

export const EMAIL_REQUIRED = 'Vul je e-mailadres in.';
export const EMAIL_INVALID = 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.';
export const PRICE_INVALID = 'Vul een bedrag in euro’s in, bijvoorbeeld 199,95.';
export const PRICE_NOT_POSITIVE = 'De richtprijs moet hoger zijn dan € 0,00.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Accepts Dutch ("1.299,95", "199,95") and plain ("199.95") amounts; answers null when it is not an amount. */
export function parseEuroAmount(text: string): number | null {
  const cleaned = text.replace(/€|\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(cleaned)) return null;
  const normalized = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

export function validateWatchdogForm(input: WatchdogFormInput, formatMoney: (amount: number) => string): WatchdogFormResult {
  const errors: WatchdogFormErrors = {};
  const email = input.email.trim();
  if (input.needsEmail) {
    if (!email) errors.email = EMAIL_REQUIRED;
    else if (!EMAIL_PATTERN.test(email)) errors.email = EMAIL_INVALID;
  }
  let targetPrice: number | null = null;
  if (input.targetPrice.trim()) {
    targetPrice = parseEuroAmount(input.targetPrice);
    if (targetPrice === null) errors.targetPrice = PRICE_INVALID;
    else if (targetPrice <= 0) errors.targetPrice = PRICE_NOT_POSITIVE;
    else if (input.currentPrice !== undefined && targetPrice >= input.currentPrice) {
      errors.targetPrice = `De richtprijs moet lager zijn dan de huidige prijs van ${formatMoney(input.currentPrice)}.`;
    }
  }
  if (errors.email || errors.targetPrice) return { ok: false, errors };
  return { ok: true, email, targetPrice };
}
