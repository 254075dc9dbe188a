import type { WidgetDefinition } from '@etalage/runtime';
import { optionalText } from '@etalage/runtime/schema';
import type { UserBoxProps } from './user-box.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="user-box"`: the header's login link or the user's avatar link, prerendered (spec §2). It
 * renders only once the store's user is someone else than the server drew (a login in the auth modal).
 */
export const userBox: WidgetDefinition<UserBoxProps> = {
  name: 'user-box',
  activation: 'eager',
  props: { user: { type: 'json' }, loginUrl: optionalText },
  resume: { needsRender: (props, state) => state.userLoaded && (state.user?.id ?? 0) !== (props.user?.id ?? 0) },
  load: () => import('./user-box.js'),
};

export const placement: WidgetPlacement = { registry: 'every-page' };
