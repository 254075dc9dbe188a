import type { ConversionName } from '@etalage/core/tracking';

export type ConversionReporter = (name: ConversionName, params: Record<string, unknown>) => void;

/**
 * A conversion (a like, a product added to the comparison, a watchdog, a purchase click) of the experiments the page
 * showed. The services slice starts it as a no-op and its flags put their reporter here when they load
 * (`services/load-flags.ts`): before that the page can have shown no experiment, so a conversion is nobody's and is
 * dropped, and reporting one never loads the flags.
 */
export interface ConversionsSlice {
  reportConversion: ConversionReporter;
}
