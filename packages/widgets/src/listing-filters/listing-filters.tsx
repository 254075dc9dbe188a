import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { BREAKPOINTS, formatCount } from '@etalage/core';
import type { FilterGroup } from '@etalage/core/api';
import { schema } from '@etalage/runtime/schema';
import { choicesOf, countText, swatchClass, type FilteringEndpoint, type FiltersAnswer, type PanelChoice } from './filters-data.js';
import { useFiltering } from './use-filtering.js';
import { cycleTab } from '../shared/cycle-tab.js';
import { useDismissableLayer } from '../shared/use-dismissable-layer.js';

export interface ListingFiltersProps {
  /** Which filtering call drives the panel: `variant` (product listings) or `inspiration` (/inspirations). */
  endpoint?: FilteringEndpoint;
  /** Where the form goes without JavaScript: the listing's own path. */
  basePath: string;
  /** The server's filtering answer for this page (totalCount, url, groups). */
  answer: FiltersAnswer;
  /** The id of the grid the answer's listHtml replaces (default `product-list`). */
  listId?: string;
  /** The id of the heading that shows the total count (default `results-title`). */
  countId?: string;
  /** The id of the region the answer's paginatorHtml (with the feed's 'Meer …' link) replaces (default `paginator`). */
  paginatorId?: string;
}

export const TITLE = 'Filters';
export const SHOW_MORE = 'Toon meer';
export const SHOW_LESS = 'Toon minder';
export const CLEAR_ALL = 'Alles wissen';
export const FAILED = 'Filteren is niet gelukt. Je ziet nog de vorige resultaten.';
export const RETRY = 'Opnieuw proberen';
export const CLOSE = 'Filters sluiten';
/** Choices shown before 'Toon meer'. */
export const VISIBLE_CHOICES = 6;
const CLICKABLE = { [schema.clickableAttribute]: '' };
const SKIPPED = new Set(['category', 'search', 'price', 'sort', 'smartPrompt']);

export const showText = (count: number, endpoint: FilteringEndpoint = 'variant') => `Toon ${countText(count, endpoint)}`;

/**
 * The filter panel of a listing (spec §3 filter groups, §7 `variant/filtering`): the server draws it as this
 * component's first render, with links and a GET form that filter without JavaScript. Once the shopper touches it,
 * every choice applies at once through the filtering call (see use-filtering.ts); on phones it is a full-screen
 * sheet opened by the toolbar's 'Filters' link (`#filters`, a CSS `:target` sheet before the code arrives).
 */
export default function ListingFilters({ endpoint = 'variant', basePath, answer: initial, listId, countId, paginatorId }: ListingFiltersProps) {
  const filtering = useFiltering({ endpoint, initial, listId, countId, paginatorId });
  const { answer, pending, failed, announcement, apply, retry } = filtering;
  const [sheet, setSheet] = useState<'open' | 'closed' | undefined>(undefined);
  const panel = useRef<HTMLElement>(null);
  const paramName = (group: FilterGroup) => (endpoint === 'variant' ? 'dimensie' : String(group.ident ?? group.type));

  // Layout effects, here and in useDismissableLayer below: the sheet's state and its Escape listener arrive in the
  // task that renders the panel, so the moment escape-before-code.ts stands down (`data-sheet` is there) the widget
  // listens (preact runs plain effects a frame later, and an Escape in that frame would close nothing).
  useLayoutEffect(() => {
    const phone = () => !window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches;
    // Opened by the `#filters` link before the code arrived: the sheet stays open, now under the widget's control.
    setSheet(location.hash === '#filters' && phone() ? 'open' : 'closed');
    const onClick = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href="#filters"]') : null;
      if (!link || panel.current?.contains(link)) return;
      event.preventDefault();
      if (phone()) setSheet('open');
      else panel.current?.querySelector<HTMLElement>('h2')?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useLayoutEffect(() => {
    if (sheet !== 'open') return;
    document.documentElement.classList.add('etl-listing-filters--locked');
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
    return () => document.documentElement.classList.remove('etl-listing-filters--locked');
  }, [sheet]);

  // The open sheet is a dismissable layer. Escape closes it wherever the focus is, as it closes every dialog (also from
  // the page's body, where the focus falls when a filtered region replaced the focused element), and gives the focus
  // back to the 'Filters' link. A click elsewhere (on what is drawn above the sheet) closes it and leaves the focus
  // where the click put it.
  useDismissableLayer(panel, (reason) => (reason === 'escape' || panel.current?.contains(document.activeElement) ? close() : setSheet('closed')), {
    enabled: sheet === 'open',
  });

  function close() {
    setSheet('closed');
    document.querySelector<HTMLElement>('a[href="#filters"]')?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (sheet !== 'open') return;
    if (event.key === 'Tab' && panel.current) {
      // The sheet is a modal dialog: Tab stays inside it.
      cycleTab(event, [...panel.current.querySelectorAll<HTMLElement>('a[href], button, input:not([disabled]), select, summary, h2[tabindex]')].filter((el) => el.offsetParent !== null));
    }
  }

  function follow(event: MouseEvent, choice: PanelChoice, group: FilterGroup) {
    event.preventDefault();
    if (choice.disabled) return;
    apply(choice.url, choice.promo ? { group: String(group.ident ?? group.type), choice } : undefined);
  }

  /** Applies the two price inputs when they differ from the answer's selected range. */
  function applyPrice(form: HTMLFormElement) {
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';
    const from = field('prijsVanaf');
    const to = field('prijsTot');
    const range = answer.groups.find((g) => g.type === 'price')?.range;
    const current = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
    if (!range || (from === current(range.selectedMin) && to === current(range.selectedMax))) return;
    const url = new URL(answer.url, location.origin);
    url.searchParams.delete('page');
    for (const [name, value] of [['prijsVanaf', from], ['prijsTot', to]] as const) {
      if (value) url.searchParams.set(name, value);
      else url.searchParams.delete(name);
    }
    apply(`${url.pathname}${url.search}`);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    applyPrice(event.currentTarget);
    // 'Toon {n} producten' closes the sheet; Enter in a price field only applies it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (sheet === 'open' && submitter?.classList.contains('etl-listing-filters__submit')) close();
  }

  const groups = answer.groups;
  const search = groups.find((g) => g.type === 'search');
  const category = groups.find((g) => g.type === 'category');
  const price = groups.find((g) => g.type === 'price');
  const sort = groups.find((g) => g.type === 'sort');
  const prompts = groups.find((g) => g.type === 'smartPrompt');
  const facets = groups.filter((g) => !SKIPPED.has(g.type));
  const chosen = groups.flatMap((g) => (g.type === 'sort' || g.type === 'category' || g.type === 'price' ? [] : choicesOf(g).filter((c) => c.selected).map((c) => ({ c, g }))));
  const priceChosen = price?.range && (price.range.selectedMin !== null || price.range.selectedMax !== null);
  const clearUrl = (() => {
    const url = new URL(answer.url, 'http://x.invalid');
    for (const name of ['dimensie', 'prijsVanaf', 'prijsTot', 'page', ...(endpoint === 'inspiration' ? groups.map((g) => String(g.ident)) : [])]) url.searchParams.delete(name);
    return `${url.pathname}${url.search}`;
  })();
  const query = search?.search?.query;
  const sortValue = choicesOf(sort ?? { type: 'sort' }).find((c) => c.selected)?.ident;

  return (
    <aside
      ref={panel}
      id="filters"
      className="etl-listing-filters"
      // The toolbar's 'Filters' link (#filters) lands here, before the code too: focus follows, not only the scroll.
      tabIndex={-1}
      aria-labelledby="filters-title"
      aria-busy={pending}
      data-sheet={sheet}
      role={sheet === 'open' ? 'dialog' : undefined}
      aria-modal={sheet === 'open' ? true : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="etl-listing-filters__head">
        <h2 id="filters-title" className="etl-listing-filters__title" tabIndex={-1}>
          {TITLE}
        </h2>
        <a
          className="etl-listing-filters__close"
          href="#"
          aria-label={CLOSE}
          {...CLICKABLE}
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
        >
          ×
        </a>
      </div>
      <p className="etl-listing-filters__status" role="status">
        {announcement}
      </p>
      {failed ? (
        <div className="etl-listing-filters__error" role="alert">
          <span>{FAILED}</span>{' '}
          <button type="button" className="etl-button etl-button--small" onClick={retry}>
            {RETRY}
          </button>
        </div>
      ) : null}
      {chosen.length || priceChosen || query ? (
        <ul className="etl-listing-filters__chips" aria-label="Gekozen filters">
          {query && search?.search ? (
            <li>
              <a className="etl-listing-filters__chip" href={search.search.url} {...CLICKABLE} onClick={(e) => { e.preventDefault(); apply(search.search!.url); }}>
                “{query}” <span className="etl-listing-filters__hidden">zoekopdracht verwijderen</span>
                <span aria-hidden="true">×</span>
              </a>
            </li>
          ) : null}
          {chosen.map(({ c, g }) => (
            <li key={`${String(g.ident)}-${c.ident}`}>
              <a className="etl-listing-filters__chip" href={c.url} rel="nofollow" {...CLICKABLE} onClick={(e) => follow(e, { ...c, disabled: false }, g)}>
                {c.name} <span className="etl-listing-filters__hidden">verwijderen</span>
                <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
          <li>
            <a className="etl-listing-filters__chip etl-listing-filters__chip--reset" href={clearUrl} rel="nofollow" {...CLICKABLE} onClick={(e) => { e.preventDefault(); apply(clearUrl); }}>
              {CLEAR_ALL}
            </a>
          </li>
        </ul>
      ) : null}
      {prompts && choicesOf(prompts).length ? (
        <nav className="etl-listing-filters__group" aria-label={prompts.name ?? 'Snel filteren'}>
          <h3 className="etl-listing-filters__legend">{prompts.name ?? 'Snel filteren'}</h3>
          <ul className="etl-listing-filters__chips">
            {choicesOf(prompts).map((choice) => (
              <li key={choice.ident}>
                <ChoiceLink className="etl-listing-filters__chip etl-listing-filters__chip--prompt" choice={choice} group={prompts} follow={follow} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {category && choicesOf(category).length > 1 ? (
        <nav className="etl-listing-filters__group" aria-label="Categorie">
          <h3 className="etl-listing-filters__legend">Categorie</h3>
          <ul className="etl-listing-filters__list">
            {choicesOf(category).map((choice) => (
              <li key={choice.ident}>
                {/* Another category is another page: a plain link. */}
                <a className={`etl-listing-filters__link${choice.selected ? ' is-selected' : ''}`} href={choice.url} aria-current={choice.selected ? 'page' : undefined}>
                  {choice.name} <span className="etl-listing-filters__count">({formatCount(choice.count)})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <form className="etl-listing-filters__form" method="get" action={basePath} onSubmit={submit} noValidate>
        {query ? <input type="hidden" name="q" value={query} /> : null}
        {sort ? (
          <div className="etl-listing-filters__group">
            <label className="etl-listing-filters__legend" htmlFor="etl-filters-sort">
              Sorteren op
            </label>
            <select
              id="etl-filters-sort"
              className="etl-listing-filters__select"
              name="sort"
              value={sortValue}
              onChange={(event) => {
                const choice = choicesOf(sort).find((c) => c.ident === event.currentTarget.value);
                if (choice) apply(choice.url);
              }}
            >
              {choicesOf(sort).map((choice) => (
                <option key={choice.ident} value={choice.ident}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {price ? <PriceGroup key={answer.url} group={price} follow={follow} applyPrice={applyPrice} /> : null}
        {facets.map((group) => (
          <ChoiceGroup key={String(group.ident ?? group.name)} group={group} name={paramName(group)} apply={apply} follow={follow} />
        ))}
        <button type="submit" className="etl-button etl-button--primary etl-listing-filters__submit" aria-describedby="results-title">
          {showText(answer.totalCount, endpoint)}
        </button>
      </form>
    </aside>
  );
}

type Follow = (event: MouseEvent, choice: PanelChoice, group: FilterGroup) => void;

function ChoiceLink({ choice, group, follow, className }: { choice: PanelChoice; group: FilterGroup; follow: Follow; className: string }) {
  const classes = `${className}${choice.selected ? ' is-selected' : ''}${choice.highlighted ? ' is-highlighted' : ''}`;
  const content = (
    <>
      {choice.name} <span className="etl-listing-filters__count">({formatCount(choice.count)})</span>
    </>
  );
  if (choice.disabled) {
    return (
      <span className={`${classes} is-disabled`} aria-disabled="true">
        {content}
      </span>
    );
  }
  // Only followable choices are links crawlers follow.
  return (
    <a className={classes} href={choice.url} rel={choice.followable ? undefined : 'nofollow'} aria-current={choice.selected ? 'true' : undefined} {...CLICKABLE} onClick={(e) => follow(e, choice, group)}>
      {content}
    </a>
  );
}

/** Price: two inputs (applied on change), a small bar chart of the histogram under them, and the predefined ranges. */
function PriceGroup({ group, follow, applyPrice }: { group: FilterGroup; follow: Follow; applyPrice: (form: HTMLFormElement) => void }) {
  const range = group.range;
  const buckets = group.histogram ?? [];
  const highest = Math.max(1, ...buckets.map((b) => b.count));
  const value = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  const applyOnChange = (event: { currentTarget: HTMLInputElement }) => {
    if (event.currentTarget.form) applyPrice(event.currentTarget.form);
  };
  return (
    <fieldset className="etl-listing-filters__group">
      <legend className="etl-listing-filters__legend">{group.name ?? 'Prijs'}</legend>
      <div className="etl-listing-filters__prices">
        <label className="etl-listing-filters__price">
          <span>Van (€)</span>
          <input type="number" name="prijsVanaf" min="0" inputMode="numeric" defaultValue={value(range?.selectedMin)} placeholder={String(range?.min ?? 0)} onBlur={applyOnChange} />
        </label>
        <label className="etl-listing-filters__price">
          <span>Tot (€)</span>
          <input type="number" name="prijsTot" min="0" inputMode="numeric" defaultValue={value(range?.selectedMax)} placeholder={String(range?.max ?? 0)} onBlur={applyOnChange} />
        </label>
      </div>
      {buckets.length ? (
        <div className="etl-listing-filters__histogram" aria-hidden="true">
          {buckets.map((bucket) => {
            const inRange =
              (range?.selectedMin === null || range?.selectedMin === undefined || bucket.to > range.selectedMin) &&
              (range?.selectedMax === null || range?.selectedMax === undefined || bucket.from < range.selectedMax);
            // Ten steps of height as classes: no inline styles under a strict CSP.
            const step = bucket.count === 0 ? 0 : Math.max(1, Math.round((bucket.count / highest) * 10));
            return <span key={bucket.from} className={`etl-listing-filters__bar etl-listing-filters__bar--${step}${inRange ? ' is-in-range' : ''}`} title={`€ ${bucket.from} - € ${bucket.to}: ${bucket.count}`} />;
          })}
        </div>
      ) : null}
      <ul className="etl-listing-filters__list">
        {choicesOf(group).map((choice) => (
          <li key={choice.ident}>
            <ChoiceLink className="etl-listing-filters__link" choice={choice} group={group} follow={follow} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A group of checkboxes (colour swatches for a colour group); more than six collapse under 'Toon meer'. */
function ChoiceGroup({ group, name, apply, follow }: { group: FilterGroup; name: string; apply: ReturnType<typeof useFiltering>['apply']; follow: Follow }) {
  const choices = choicesOf(group);
  const swatches = group.type === 'features';
  const item = (choice: PanelChoice) => (
    <li key={choice.ident}>
      <label className={`etl-listing-filters__choice${choice.disabled ? ' is-disabled' : ''}${choice.highlighted ? ' is-highlighted' : ''}`} {...CLICKABLE}>
        <input
          type="checkbox"
          name={name}
          value={choice.ident}
          checked={choice.selected}
          disabled={choice.disabled}
          onChange={() => apply(choice.url, choice.promo ? { group: String(group.ident ?? group.type), choice } : undefined)}
        />
        {swatches ? <span className={swatchClass(choice.name)} aria-hidden="true" /> : null}
        {choice.followable ? (
          <a className="etl-listing-filters__name" href={choice.url} tabIndex={-1} onClick={(e) => follow(e, choice, group)}>
            {choice.name}
          </a>
        ) : (
          <span className="etl-listing-filters__name">{choice.name}</span>
        )}
        <span className="etl-listing-filters__count">({formatCount(choice.count)})</span>
      </label>
    </li>
  );
  // Selected choices always show; the rest after the first six fold away.
  const shown = choices.filter((c, i) => i < VISIBLE_CHOICES || c.selected);
  const folded = choices.filter((c, i) => i >= VISIBLE_CHOICES && !c.selected);
  return (
    <fieldset className={`etl-listing-filters__group${swatches ? ' etl-listing-filters__group--swatches' : ''}`}>
      <legend className="etl-listing-filters__legend">{group.name}</legend>
      <ul className="etl-listing-filters__choices">{shown.map(item)}</ul>
      {folded.length ? (
        <details className="etl-listing-filters__more">
          <summary>
            <span className="etl-listing-filters__more-closed">{SHOW_MORE}</span>
            <span className="etl-listing-filters__more-open">{SHOW_LESS}</span>
          </summary>
          <ul className="etl-listing-filters__choices">{folded.map(item)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}
