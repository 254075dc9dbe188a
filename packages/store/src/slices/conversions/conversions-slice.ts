import type { ConversionName } from '@etalage/core/tracking';
import type { SliceCreator } from '../slice-creator.js';

export type ConversionReporter = (name: ConversionName, params: Record<string, unknown>) => void;

/**
 * A conversion (a like, a product added to the comparison, a watchdog, a purchase click) of the experiments the page
 * showed. The flags put their reporter here when they load (`load-flags.ts`); before that the page can have shown no
 * experiment, so a conversion is nobody's and is dropped, and reporting one never loads the flags.
 */
export interface ConversionsSlice {
  reportConversion: ConversionReporter;
}

export const createConversionsSlice: SliceCreator<ConversionsSlice> = () => ({ reportConversion: () => {} });
