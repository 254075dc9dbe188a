import { useStore } from '@etalage/store';
import { userBoxUser, type UserBoxProps, type UserBoxUser } from './user-box-user.js';

export type { UserBoxProps };

/** The avatar image over the initials (which show while it loads or when it fails). */
export function Avatar({ user, size = 'small' }: { user: Pick<UserBoxUser, 'initials' | 'avatarUrl'>; size?: 'small' | 'large' }) {
  return (
    <span className={`etl-avatar etl-avatar--${size}`} aria-hidden="true">
      <span className="etl-avatar__initials">{user.initials}</span>
      {user.avatarUrl && <img className="etl-avatar__image" src={user.avatarUrl} alt="" width={size === 'large' ? 56 : 32} height={size === 'large' ? 56 : 32} />}
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
        className="etl-header-button etl-user-box__login"
        href={props.loginUrl}
        data-etl-modal="auth"
        data-etl-modal-props='{"view":"login"}'
        data-etl-modal-opener="header"
        aria-haspopup="dialog"
      >
        Inloggen
      </a>
    );
  }
  return (
    <a
      className="etl-header-button etl-user-box__user"
      href="/user"
      data-etl-modal="user-menu"
      data-etl-modal-opener="header"
      aria-haspopup="dialog"
      aria-label={`${user.name}, accountmenu`}
    >
      <Avatar user={user} />
      <span className="etl-header-button__label">{user.name}</span>
    </a>
  );
}
