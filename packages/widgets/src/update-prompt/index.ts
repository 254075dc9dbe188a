import type { WidgetDefinition } from '@etalage/runtime';
import type { UpdatePromptProps } from './update-prompt.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="update-prompt"`: the service worker's registration and refresh prompt, on
 * every page, at idle; an enhancer of the server-drawn prompt (no component code). In the entry's registry
 * (definitions-common): every page has it, and from the page registry its chunk would be a third request step.
 */
export const updatePrompt: WidgetDefinition<UpdatePromptProps> = {
  name: 'update-prompt',
  activation: 'idle',
  enhance: true,
  props: { script: { type: 'string', required: true } },
  load: () => import('./update-prompt.js'),
};

export const placement: WidgetPlacement = { registry: 'every-page' };
