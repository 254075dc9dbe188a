import { useStore } from '@etalage/store';
import { safeUrl } from '@etalage/core';
import { AttributeName } from '@etalage/runtime/attribute-names';
import type { EtalageState } from '@etalage/store';

/** What the server knows of the request's user (nothing for a visitor), and where its login link goes. */
export interface UserBoxProps {
  user?: UserBoxUser;
  /** The no-JS login page with the page to come back to: `/login?next=…` (default `/login`). */
  loginUrl?: string;
}

export interface UserBoxUser {
  id: number | string;
  /** The first name, shown beside the avatar. */
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
  return props.user ?? null;
}


/** The avatar image over the initials (which show while it loads or when it fails). */
export function Avatar({ user, size = 'small' }: { user: Pick<UserBoxUser, 'initials' | 'avatarUrl'>; size?: 'small' | 'large' }) {
  return (
    <span className={`etl-user-box__avatar etl-user-box__avatar--${size}`} aria-hidden="true">
      <span className="etl-user-box__avatar-initials">{user.initials}</span>
      {user.avatarUrl && (
        <img
          className="etl-user-box__avatar-image"
          src={safeUrl(user.avatarUrl)}
          alt=""
          width={size === 'large' ? 56 : 32}
          height={size === 'large' ? 56 : 32}
          // Lazy (it loads at once in the header anyway): React's server render would otherwise add a preload link.
          loading="lazy"
        />
      )}
    </span>
  );
}

/**
 * The header's user box (spec §2): 'Inloggen' opens the auth modal for a visitor, the avatar and name open the
 * user menu for a user. Both are links to the storefront's own pages, which is what they do without JavaScript;
 * the modal host takes the click over (`data-etl-modal`). Prerendered with the server's user and live from the
 * store afterwards: a login in the auth modal shows here without a reload.
 */
export default function UserBox(props: UserBoxProps) {
  const storeUser = useStore((state) => state.user);
  const userLoaded = useStore((state) => state.userLoaded);
  const user = userBoxUser(props, { user: storeUser, userLoaded });
  if (!user) {
    return (
      <a
        className="etl-count-badge__button etl-user-box__login"
        href={safeUrl(props.loginUrl, '/login')}
        {...{ [AttributeName.Modal]: 'auth', [AttributeName.ModalProps]: '{"view":"login"}', [AttributeName.ModalOpener]: 'header' }}
        aria-haspopup="dialog"
      >
        Inloggen
      </a>
    );
  }
  return (
    <a
      className="etl-count-badge__button etl-user-box__user"
      href="/user"
      {...{ [AttributeName.Modal]: 'user-menu', [AttributeName.ModalOpener]: 'header' }}
      aria-haspopup="dialog"
      aria-label={`${user.name}, accountmenu`}
    >
      <Avatar user={user} />
      <span className="etl-count-badge__label">{user.name}</span>
    </a>
  );
}
