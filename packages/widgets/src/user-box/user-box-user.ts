import type { EtalageState } from '@etalage/store';

/** What the server knows of the request's user; nothing for a visitor. */
export interface UserBoxProps {
  userId?: number;
  /** The first name, shown beside the avatar. */
  name?: string;
  initials?: string;
  avatarUrl?: string;
  /** The no-JS login page with the page to come back to: `/login?next=…`. */
  loginUrl: string;
}

export interface UserBoxUser {
  id: number | string;
  name: string;
  initials: string;
  avatarUrl: string | null;
}

/** The store's user once it read the login token, else the server's; null for a visitor. */
export function userBoxUser(props: UserBoxProps, state: Pick<EtalageState, 'user' | 'userLoaded'>): UserBoxUser | null {
  if (state.userLoaded) {
    const user = state.user;
    return user ? { id: user.id, name: user.firstName || user.name, initials: user.initials, avatarUrl: user.avatarUrl } : null;
  }
  return props.userId ? { id: props.userId, name: props.name ?? '', initials: props.initials ?? '', avatarUrl: props.avatarUrl ?? null } : null;
}

