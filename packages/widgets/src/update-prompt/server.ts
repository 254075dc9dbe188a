/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { html, raw, widgetAttributes, type RawHtml } from '@etalage/markup';
import { updatePrompt } from './index.js';
import { UpdatePromptView } from './update-prompt-view.js';
import type { UpdatePromptProps } from './update-prompt.js';

/**
 * The service worker's refresh prompt (every page, e.g. after the footer): the always-present live region with
 * the prompt drawn closed; the enhancer registers the worker `script` (scope `/`) and opens the prompt when a new
 * version waits.
 */
export function renderUpdatePrompt(props: UpdatePromptProps = { script: '/sw.js' }): RawHtml {
  return html`<div class="etl-update-prompt" role="status" ${widgetAttributes(updatePrompt.name, { ...props })}>${raw(renderToStaticMarkup(createElement(UpdatePromptView)))}</div>`;
}
