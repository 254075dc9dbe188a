import { useState } from 'react';
import { routes, setAdminModeCookie } from '@etalage/core';
import { useStore } from '@etalage/store';
import { ModalDialog } from '../modal-host/modal-context.js';
import { Avatar } from '../user-box/user-box.js';
import { useWidgetId } from '../shared/use-widget-id.js';
import { useFavouritesOnSale, useLikedOnSale } from '../favourites-list/on-sale.js';
import { ReceivedLikes } from './received-likes.js';

export const USER_MENU_TITLE = 'Mijn account';

/** The count of favourites on sale asks for at most this many (the badge says '99+' beyond it). */
export const ON_SALE_COUNT_LIMIT = 100;
export const onSaleBadgeText = (count: number) => `${count >= ON_SALE_COUNT_LIMIT ? '99+' : count} in de aanbieding`;

export const USER_MENU_LINKS = [
  { label: 'Mijn favorieten', href: '/user/favourites' },
  { label: 'Prijsalarmen', href: '/user/watchdog' },
  { label: 'Mijn account', href: '/user' },
] as const;

/** How many favourites are on sale now (`favourites-on-sale`), beside 'Mijn favorieten'; nothing while none are. */
function OnSaleBadge() {
  const count = useLikedOnSale(useFavouritesOnSale(ON_SALE_COUNT_LIMIT)).length;
  if (count === 0) return null;
  return <span className="etl-user-menu__badge">{onSaleBadgeText(count)}</span>;
}

/**
 * The user menu (spec §2 "user box"), opened from the header's avatar: who is logged in, the links of the account
 * and 'Uitloggen'. For admins a switch for admin mode: it sets the admin-mode cookie and reloads the page, whose
 * cards then carry (or drop) the admin overlay the server decides on.
 */
export default function UserMenu() {
  const user = useStore((state) => state.user);
  const [adminMode, setAdminMode] = useState(user?.adminModeEnabled ?? false);
  const [switching, setSwitching] = useState(false);
  const hintId = useWidgetId();
  if (!user) {
    return (
      <ModalDialog title={USER_MENU_TITLE}>
        <p>Je bent niet meer ingelogd.</p>
        <a className="etl-button etl-button--primary" href="/login">
          Inloggen
        </a>
      </ModalDialog>
    );
  }
  return (
    <ModalDialog title={USER_MENU_TITLE} className="etl-user-menu">
      <div className="etl-user-menu__who">
        <Avatar user={user} size="large" />
        <span className="etl-user-menu__identity">
          <span className="etl-user-menu__name">{user.name}</span>
          <span className="etl-user-menu__email">{user.email}</span>
        </span>
      </div>
      <nav aria-label="Accountmenu">
        <ul className="etl-user-menu__links">
          {USER_MENU_LINKS.map((link) => (
            <li key={link.href}>
              <a className="etl-user-menu__link" href={link.href}>
                <span>{link.label}</span>
                {link.href === '/user/favourites' ? <OnSaleBadge /> : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {user.isEshop && <ReceivedLikes />}
      {user.isAdmin && (
        <div className="etl-user-menu__admin">
          <label className="etl-user-menu__switch">
            <input
              type="checkbox"
              role="switch"
              className="etl-user-menu__switch-input"
              checked={adminMode}
              aria-describedby={hintId}
              aria-busy={switching}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setAdminMode(on);
                setSwitching(true);
                // The same cookie the admin panel's button clears; the server reads it for the next page.
                setAdminModeCookie(on);
                window.location.reload();
              }}
            />
            <span className="etl-user-menu__track" aria-hidden="true" />
            <span className="etl-user-menu__switch-label">Adminmodus</span>
          </label>
          <span id={hintId} className="etl-user-menu__hint">
            {switching ? 'Pagina wordt opnieuw geladen…' : 'Toont rangschikking, kosten en adminlinks op productkaarten.'}
          </span>
        </div>
      )}
      {/* A POST, never a link: a GET that logs out is followed by link previews and prefetching. */}
      <form method="post" action={routes.logout()} className="etl-user-menu__logout-form">
        <button type="submit" className="etl-button etl-user-menu__logout">
          Uitloggen
        </button>
      </form>
    </ModalDialog>
  );
}
