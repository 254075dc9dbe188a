/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { REMARKETING_VARIANTS_MAX } from '@etalage/core';
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { remarketingStrip } from './index.js';
import RemarketingStrip, { type RemarketingStripProps } from './remarketing-strip.js';

/**
 * 'Ook iets voor jou?': products similar to `variantId` (the page's product), without it. Its fallback is the strip's
 * loading state (heading and skeleton cards), so the page does not grow when the cards arrive.
 */
export function renderRemarketingStrip(props: Pick<RemarketingStripProps, 'variantId'> & Partial<RemarketingStripProps>): RawHtml {
  return prerenderedWidget('remarketing-slot', remarketingStrip.name, RemarketingStrip, { limit: REMARKETING_VARIANTS_MAX, ...props }, resumeAsIn(remarketingStrip));
}
