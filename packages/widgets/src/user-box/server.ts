/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { userBox } from './index.js';
import UserBox, { type UserBoxProps } from './user-box.js';

export type { UserBoxProps };

/**
 * The header's user box, prerendered with the request's user: 'Inloggen' (the login page, or the auth modal) for a
 * visitor, the avatar and first name (the account page, or the user menu) for a user. It renders again only when the
 * store's user changes (a login in the modal).
 */
export function renderUserBox(props: UserBoxProps): RawHtml {
  return prerenderedWidget('header-widget', userBox.name, UserBox, props, resumeAsIn(userBox));
}
