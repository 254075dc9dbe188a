/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { cardWidgetClass, cardWidgetProps, type CardWidgetVariant, type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { watchButton } from './index.js';
import WatchButton from './watch-button.js';

/**
 * The watch button, prerendered. On cards its status is asked for when it is shown or touched;
 * `loadStatus` asks on load (the product page, where it is always shown).
 */
export function renderWatchButton(variant: CardWidgetVariant, options: { loadStatus?: boolean } = {}): RawHtml {
  return prerenderedWidget(cardWidgetClass.watch, watchButton.name, WatchButton, cardWidgetProps.watch(variant, options.loadStatus ?? false), resumeAsIn(watchButton));
}
