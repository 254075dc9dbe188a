/** Shown in the watch modal when subscribing fails. */
export const WATCH_SUBSCRIBE_FAILED = 'Het instellen van de melding is niet gelukt. Probeer het later opnieuw.';
