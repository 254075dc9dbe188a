import type { WidgetResume } from '../shared/resume.js';
import { userBoxUser, type UserBoxProps } from './user-box-user.js';

/** The server drew the request's user (or the login link): it renders once the store's user is someone else (a login in the modal). */
export const userBoxResume: WidgetResume<UserBoxProps> = {
  needsRender: (props, state) => state.userLoaded && (userBoxUser(props, state)?.id ?? null) !== (props.userId ?? null),
};
