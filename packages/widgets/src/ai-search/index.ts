import type { WidgetDefinition } from '@etalage/runtime';
import { resumeUntilTouched } from '@etalage/runtime/schema';
import type { AiSearchProps } from './ai-search.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="ai-search"`: 'Zoek met AI' on listing and search pages, written by the server only when the
 * filtering answer says `showAiSearch`. Prerendered: the server's form works without JavaScript (it goes to the
 * storefront's own route), mounts without code and loads its code on the first touch (hydrating the form, so
 * focus and what was typed stay); a submit before that is held and replayed.
 */
export const aiSearch: WidgetDefinition<AiSearchProps> = {
  name: 'ai-search',
  activation: 'visible',
  props: {
    placeholder: { type: 'string' },
    categoryId: { type: 'number', integer: true, min: 1 },
    query: { type: 'string' },
    action: { type: 'string' },
  },
  resume: resumeUntilTouched,
  load: () => import('./ai-search.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
