/** `@etalage/widgets/user-box`: the header's login link or the user's avatar and name. */
export { default as UserBox, type UserBoxProps } from './user-box.js';
export type { UserBoxUser } from './user-box.js';
