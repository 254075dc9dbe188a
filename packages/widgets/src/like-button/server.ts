/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { cardWidgetClass, cardWidgetProps, type CardWidgetVariant, type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { likeButton } from './index.js';
import LikeButton from './like-button.js';

/** The like button, prerendered: the heart with the server's count, named after its product. */
export function renderLikeButton(variant: CardWidgetVariant): RawHtml {
  return prerenderedWidget(cardWidgetClass.like, likeButton.name, LikeButton, cardWidgetProps.like(variant), resumeAsIn(likeButton));
}
