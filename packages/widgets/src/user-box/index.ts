import type { WidgetDefinition } from '@etalage/runtime';
import type { UserBoxProps } from './user-box-user.js';
import { userBoxResume } from './resume.js';

/** `data-etl-widget="user-box"`: the header's login link or the user's avatar button, prerendered (spec §2). */
export const userBox: WidgetDefinition<UserBoxProps> = {
  name: 'user-box',
  activation: 'eager',
  props: {
    userId: { type: 'number', integer: true, min: 1 },
    name: { type: 'string' },
    initials: { type: 'string' },
    avatarUrl: { type: 'string' },
    loginUrl: { type: 'string', default: '/login' },
  },
  resume: userBoxResume,
  load: () => import('./user-box.js'),
};
