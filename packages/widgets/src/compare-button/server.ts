/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { cardWidgetClass, cardWidgetProps, type CardWidgetVariant, type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { compareButton } from './index.js';
import CompareButton from './compare-button.js';

/** The compare button, prerendered ('Vergelijk', named after its product). */
export function renderCompareButton(variant: CardWidgetVariant): RawHtml {
  return prerenderedWidget(cardWidgetClass.compare, compareButton.name, CompareButton, cardWidgetProps.compare(variant), resumeAsIn(compareButton));
}
