import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuNode } from '@etalage/core/api';
import { ModalDialog } from '../modal-host/modal-context.js';
import { isSitePath } from '../shared/site-path.js';
import { ListError } from '../shared/list-message.js';
import { useRetryableLoad } from '../shared/use-retryable-load.js';
import { loadMenu, MENU_TREES, type MenuTree } from './menu-cache.js';
import { useWidgetId } from '../shared/use-widget-id.js';

export const MENU_TITLE = 'Menu';
export const MENU_LOADING = 'Menu laden…';
export const MENU_ERROR = 'Het menu kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.';
export const MENU_RETRY = 'Opnieuw proberen';
export const MENU_ALL_CATEGORIES = 'Alle categorieën';

/** The Dutch heading of each tree of `/api/v2/menu`, in the order the menu shows them. */
export const TREE_TITLES: Record<MenuTree, string> = {
  primary: 'Categorieën',
  rooms: 'Ruimtes',
  gifts: 'Cadeaus',
  top: 'Populair',
};

export const backLabel = (to: string) => `Terug naar ${to}`;
export const allInLabel = (name: string) => `Alles in ${name}`;

/** Where a menu entry leads: the API's own `url` when it is a path of this site, else the category listing. */
export function menuHref(node: MenuNode): string {
  return isSitePath(node.url) ? node.url : `/producten/${encodeURIComponent(node.slug)}`;
}

/** One open submenu: the entry it belongs to and the heading of the level it was opened from. */
interface OpenLevel {
  node: MenuNode;
  key: string;
  from: string;
}

/**
 * The mobile menu (spec §2, §7): the trees of `GET /api/v2/menu` (cached an hour in local storage) as a sheet
 * from the side. An entry with children is a disclosure button that opens its submenu in place of the list on
 * tap; 'Terug naar …' (or Escape) goes back a level and returns focus to the button that opened it.
 * Opened by the modal host from the header's hamburger (`data-etl-modal="mobile-menu"`).
 */
export default function MobileMenu() {
  const [load, retry] = useRetryableLoad(loadMenu, 'menu', 'mobile-menu', 'the menu could not be loaded');
  const [levels, setLevels] = useState<OpenLevel[]>([]);
  const idBase = useWidgetId();
  const submenuHeading = useRef<HTMLHeadingElement>(null);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  /** The entry whose button gets the focus back after a level closes. */
  const refocus = useRef<string | null>(null);

  const depth = levels.length;
  useEffect(() => {
    if (refocus.current !== null) {
      openers.current.get(refocus.current)?.focus();
      refocus.current = null;
    } else if (depth > 0) {
      submenuHeading.current?.focus();
    }
  }, [depth]);

  const open = useCallback((level: OpenLevel) => setLevels((stack) => [...stack, level]), []);
  const back = useCallback(() => {
    setLevels((stack) => {
      refocus.current = stack[stack.length - 1]?.key ?? null;
      return stack.slice(0, -1);
    });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape inside a submenu goes back one level; on the first level the dialog closes as usual.
    if (event.key === 'Escape' && depth > 0) {
      event.preventDefault();
      event.stopPropagation();
      back();
    }
  };

  const registerOpener = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) openers.current.set(key, button);
    else openers.current.delete(key);
  };

  const entry = (node: MenuNode, key: string, from: string) => {
    const expanded = levels.some((level) => level.key === key);
    return (
      <li key={key} className="etl-mobile-menu__entry">
        {node.children.length > 0 ? (
          <button
            ref={registerOpener(key)}
            type="button"
            className="etl-mobile-menu__link etl-mobile-menu__link--parent"
            aria-expanded={expanded}
            aria-controls={expanded ? `${idBase}-submenu` : undefined}
            onClick={() => open({ node, key, from })}
          >
            <EntryContent node={node} />
            <span className="etl-mobile-menu__chevron" aria-hidden="true">
              ›
            </span>
          </button>
        ) : (
          <a className="etl-mobile-menu__link" href={menuHref(node)}>
            <EntryContent node={node} />
          </a>
        )}
      </li>
    );
  };

  const current = levels[depth - 1];
  return (
    <ModalDialog title={MENU_TITLE} className="etl-mobile-menu__sheet">
      {load.status === 'loading' ? (
        <div className="etl-mobile-menu" role="status" aria-busy="true">
          <span className="etl-visually-hidden">{MENU_LOADING}</span>
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className="etl-mobile-menu__skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : load.status === 'error' ? (
        <div className="etl-mobile-menu">
          <ListError text={MENU_ERROR} retryLabel={MENU_RETRY} onRetry={retry} />
          <p className="etl-mobile-menu__fallback">
            <a href="/producten">{MENU_ALL_CATEGORIES}</a>
          </p>
        </div>
      ) : (
        <div className="etl-mobile-menu" onKeyDown={onKeyDown}>
          <nav className="etl-mobile-menu__root" aria-label={MENU_TITLE} hidden={depth > 0}>
            {MENU_TREES.filter((tree) => load.value[tree].length > 0).map((tree) => (
              <section key={tree} className="etl-mobile-menu__section" aria-labelledby={`${idBase}-${tree}`}>
                <h3 id={`${idBase}-${tree}`} className="etl-mobile-menu__heading">
                  {TREE_TITLES[tree]}
                </h3>
                <ul className="etl-mobile-menu__list">{load.value[tree].map((node, i) => entry(node, `${tree}.${i}`, TREE_TITLES[tree]))}</ul>
              </section>
            ))}
          </nav>
          {current ? (
            <nav id={`${idBase}-submenu`} className="etl-mobile-menu__submenu" aria-labelledby={`${idBase}-submenu-title`}>
              <button type="button" className="etl-mobile-menu__back" onClick={back}>
                <span aria-hidden="true">‹</span>
                {backLabel(current.from)}
              </button>
              <h3 id={`${idBase}-submenu-title`} ref={submenuHeading} className="etl-mobile-menu__heading etl-mobile-menu__heading--submenu" tabIndex={-1}>
                {current.node.name}
              </h3>
              <ul className="etl-mobile-menu__list">
                <li className="etl-mobile-menu__entry">
                  <a className="etl-mobile-menu__link etl-mobile-menu__link--all" href={menuHref(current.node)}>
                    {allInLabel(current.node.name)}
                  </a>
                </li>
                {current.node.children.map((child, i) => entry(child, `${current.key}.${i}`, current.node.name))}
              </ul>
            </nav>
          ) : null}
        </div>
      )}
    </ModalDialog>
  );
}

function EntryContent({ node }: { node: MenuNode }) {
  return (
    <>
      {node.imageUrl ? (
        <img className="etl-mobile-menu__image" src={node.imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
      ) : null}
      <span className="etl-mobile-menu__name">{node.name}</span>
    </>
  );
}
