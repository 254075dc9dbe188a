import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { normalizeSearchQuery, routes } from '@etalage/core';
import { trackSearchModalSubmit, trackSearchStartSuggesting } from '@etalage/core/tracking';
import {
  homepageSearchUrl,
  nextIndex,
  suggestionEntries,
  usablePopularSearches,
  type PopularSearch,
  type SearchEntry,
} from './entries.js';
import { SEARCH_LABELS } from './labels.js';
import { LISTBOX_ID, SearchIcon, SearchPopup } from './search-popup.js';
import { useRecentlyViewed } from './use-recently-viewed.js';
import { useSuggestions } from './use-suggestions.js';
import { cycleTab } from '../shared/cycle-tab.js';
import { lockPageScroll, releasePageScroll } from '../shared/scroll-lock.js';
import { useDismissableLayer } from '../shared/use-dismissable-layer.js';

export interface SearchOverlayProps {
  /** The page's query (a search results page keeps it in the field). */
  query?: string;
  /** Promoted categories (at most 10 shown) and, while it runs, the campaign tag: the empty overlay's chips. */
  popular?: PopularSearch[];
  /** Where a chosen entry goes; the page navigates there (stories and tests pass their own). */
  onNavigate?: (url: string) => void;
}

export const INPUT_ID = 'etl-search-input';
const FOCUSABLE = 'input, button, [href], [tabindex]:not([tabindex="-1"])';

const navigate = (url: string) => window.location.assign(url);

/**
 * The header's search box and its overlay (spec §2, §4, §5). Closed, it is the plain search form the server drew
 * (it searches without JavaScript). Focus, a click, typing or an arrow key open the overlay: the same field, now in
 * a modal panel over the page (scroll locked, focus kept inside), with popular searches and recently viewed
 * products, or the search service's suggestions for what was typed. Escape, 'Sluiten' or a click outside close
 * it and leave the focus in the field.
 */
export default function SearchOverlay({ query: pageQuery = '', popular = [], onNavigate = navigate }: SearchOverlayProps) {
  const [query, setQuery] = useState(pageQuery);
  const [open, setOpenState] = useState(false);
  // The document listeners read this: they may run before the closing render has removed them.
  const openRef = useRef(false);
  const setOpen = (next: boolean) => {
    openRef.current = next;
    setOpenState(next);
  };
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const quietFocus = useRef(false);
  const startedSuggesting = useRef(false);

  const trimmed = normalizeSearchQuery(query);
  const shownPopular = useMemo(() => usablePopularSearches(popular), [popular]);
  const suggestions = useSuggestions(query, open);
  const recent = useRecentlyViewed(open && trimmed === '');

  const entries = useMemo<SearchEntry[]>(() => {
    if (trimmed !== '') return suggestionEntries(suggestions.groups, trimmed);
    const popularEntries = shownPopular.map((item, i) => ({ id: `etl-search-popular-${i}`, url: item.url, type: 'popular' as const, value: item.title }));
    const recentEntries =
      recent.status === 'ready'
        ? recent.variants.map((variant) => ({ id: `etl-search-recent-${variant.id}`, url: routes.variant(variant.id, variant.slug), type: 'recent' as const, value: variant.name }))
        : [];
    return [...popularEntries, ...recentEntries];
  }, [trimmed, suggestions.groups, shownPopular, recent]);

  /**
   * False in the first render only, the server's: its markup carries the overlay's frame (`etl-search-overlay__frame`),
   * which the stylesheet opens at once when the field gets the focus before this code is in (so the
   * overlay's frame shows in the click's own frame); the hydrated widget drops it and opens the real overlay.
   */
  const [live, setLive] = useState(false);
  // The server drew this form and the runtime hydrates it on the shopper's first touch: keep what was typed
  // meanwhile, and open if that touch was the field's focus.
  useLayoutEffect(() => {
    setLive(true);
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== pageQuery) setQuery(input.value);
    if (document.activeElement === input) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open || trimmed === '' || startedSuggesting.current) return;
    startedSuggesting.current = true;
    trackSearchStartSuggesting();
  }, [open, trimmed]);

  // Back to the field without opening again (opening on focus is for the shopper's own focus).
  const focusFieldQuietly = () => {
    quietFocus.current = true;
    inputRef.current?.focus();
    quietFocus.current = false;
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
    startedSuggesting.current = false;
    focusFieldQuietly();
  };

  // Escape or a click outside the panel closes it, the focus back in the field.
  useDismissableLayer(panelRef, close, { enabled: open });

  // A layout effect: from the moment the panel is drawn.
  useLayoutEffect(() => {
    if (!open) return;
    const lockOwner = {};
    lockPageScroll(lockOwner);
    // A focus that escapes the panel (a screen reader's cursor, a script) comes back to the field.
    const onFocusIn = (event: FocusEvent) => openRef.current && !(event.target instanceof Node && panelRef.current?.contains(event.target)) && inputRef.current?.focus();
    document.addEventListener('focusin', onFocusIn);
    return () => {
      releasePageScroll(lockOwner);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const go = (entry: SearchEntry | null) => {
    const url = entry ? entry.url : homepageSearchUrl(trimmed);
    const picked = entry && entry.type !== 'all' ? entry : null;
    trackSearchModalSubmit({ original_query: trimmed, search_suggest_type: picked?.type ?? null, search_suggest_value: picked?.value ?? null });
    setOpen(false);
    onNavigate(url);
  };

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      setActive((current) => nextIndex(current, entries.length, event.key === 'ArrowDown' ? 1 : -1, trimmed !== ''));
    } else if (event.key === 'Tab' && open && trimmed === '') {
      // Tabbing past an empty search box (the overlay opened on focus alone) closes it and moves on as usual,
      // so keyboard users are not caught by a box they did not use. Once something is typed, Tab stays inside.
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  // Tab and Shift+Tab cycle through the panel's controls while it is open (the page behind is out of reach).
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Tab' || !panelRef.current) return;
    cycleTab(event, [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled')));
  };

  const activeEntry = open && active >= 0 ? entries[active] : undefined;
  return (
    <div className={`etl-search-overlay${open ? ' etl-search-overlay--open' : ''}`}>
      {open && <div className="etl-search-overlay__backdrop" aria-hidden="true" />}
      <div
        ref={panelRef}
        className="etl-search-overlay__panel"
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? SEARCH_LABELS.dialog : undefined}
        onKeyDown={onPanelKeyDown}
      >
        <form
          className="etl-search-overlay__form"
          role="search"
          action="/"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            if (activeEntry) go(activeEntry);
            else if (trimmed !== '') go(null);
            else setOpen(true);
          }}
        >
          <label className="etl-visually-hidden" htmlFor={INPUT_ID}>
            {SEARCH_LABELS.field}
          </label>
          <div className="etl-search-overlay__field">
            <SearchIcon />
            <input
              ref={inputRef}
              id={INPUT_ID}
              className="etl-search-overlay__input"
              // Text, not search: HTML allows the combobox role on a text field only.
              type="text"
              name="q"
              value={query}
              placeholder={SEARCH_LABELS.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={open && entries.length > 0 ? LISTBOX_ID : undefined}
              aria-activedescendant={activeEntry?.id}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setActive(-1);
                setOpen(true);
              }}
              onFocus={() => quietFocus.current || setOpen(true)}
              onClick={() => setOpen(true)}
              onKeyDown={onFieldKeyDown}
            />
          </div>
          <button className="etl-search-overlay__submit" type="submit">
            {SEARCH_LABELS.submit}
          </button>
          {open && (
            <button className="etl-search-overlay__close" type="button" onClick={close}>
              {SEARCH_LABELS.close}
            </button>
          )}
        </form>
        {!live && <div className="etl-search-overlay__frame" aria-hidden="true" />}
        {open && (
          <SearchPopup
            query={trimmed}
            entries={entries}
            active={active}
            suggestions={suggestions}
            popular={shownPopular}
            recent={recent}
            onPick={go}
            onHover={setActive}
          />
        )}
      </div>
    </div>
  );
}
