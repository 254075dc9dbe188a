import { useRef, useState, type MouseEvent } from 'react';
import { parseConsent, reportProblem, writeConsent } from '@etalage/core';
import type { ConsentCategory, ConsentSettings } from '@etalage/core/api';
import { getStore } from '@etalage/store';

export interface CookieBarProps {
  /** Where the form posts without JavaScript (the storefront's `/cookie-consent`: sets `_cc`, redirects back). */
  action?: string;
  /** The page to come back to after that post. */
  returnTo?: string;
  /** The stored `_cc` value when the bar is reopened (the footer's 'Cookie-instellingen'): its boxes start ticked. */
  granted?: string;
  /** Reopened from the footer: the settings start open. */
  settingsOpen?: boolean;
}

export const TITLE = 'Cookies';
export const TEXT =
  'We gebruiken cookies om de site te laten werken en, als je dat goed vindt, om je voorkeuren te onthouden, de site te verbeteren en advertenties af te stemmen.';
export const MORE = 'Meer over cookies';
export const MORE_URL = '/voorwaarden/algemene-voorwaarden-cookies';
export const ACCEPT_ALL = 'Alles accepteren';
export const ESSENTIAL_ONLY = 'Alleen noodzakelijk';
export const SETTINGS = 'Instellingen';
export const SETTINGS_LEGEND = 'Kies welke cookies je toestaat';
export const SAVE_CHOICE = 'Keuze opslaan';

/** The optional categories as the settings list them, with their Dutch names and one-line explanations. */
export const OPTIONAL_CATEGORIES: readonly { category: Exclude<ConsentCategory, 'essential'>; name: string; hint: string }[] = [
  { category: 'functional', name: 'Functioneel', hint: 'Onthoudt je voorkeuren, zoals je recent bekeken producten.' },
  { category: 'analytics', name: 'Analytisch', hint: 'Anonieme statistieken over het gebruik van de site, zodat we hem kunnen verbeteren.' },
  { category: 'marketing', name: 'Marketing', hint: 'Advertenties en aanbiedingen die bij je passen, ook op andere sites.' },
];
export const ESSENTIAL = { name: 'Noodzakelijk (altijd aan)', hint: 'Nodig om in te loggen en je favorieten en vergelijking te bewaren.' };

type Choice = 'alles' | 'noodzakelijk' | 'selectie';

const ALL: ConsentSettings = { essential: true, marketing: true, analytics: true, functional: true };
const ESSENTIAL_SETTINGS: ConsentSettings = { essential: true, marketing: false, analytics: false, functional: false };

function settingsOf(choice: Choice, form: HTMLFormElement | null): ConsentSettings {
  if (choice === 'alles') return ALL;
  if (choice === 'noodzakelijk' || !form) return ESSENTIAL_SETTINGS;
  const ticked = new Set(
    Array.from(form.querySelectorAll<HTMLInputElement>('input[name="categorie"]'))
      .filter((box) => box.checked)
      .map((box) => box.value),
  );
  return { essential: true, marketing: ticked.has('marketing'), analytics: ticked.has('analytics'), functional: ticked.has('functional') };
}

/** One category of the settings: its box (essential: ticked and fixed, not sent), its name and its explanation. */
function Category({ id, name, hint, ticked = false, fixed = false, ids }: { id: ConsentCategory; name: string; hint: string; ticked?: boolean; fixed?: boolean; ids: string }) {
  const boxId = `${ids}-${id}`;
  return (
    <div className="etl-cookie-bar__category">
      {fixed ? (
        <input type="checkbox" id={boxId} className="etl-cookie-bar__checkbox" checked disabled aria-describedby={`${boxId}-hint`} />
      ) : (
        <input
          type="checkbox"
          id={boxId}
          className="etl-cookie-bar__checkbox"
          name="categorie"
          value={id}
          defaultChecked={ticked}
          aria-describedby={`${boxId}-hint`}
        />
      )}
      <label className="etl-cookie-bar__name" htmlFor={boxId}>
        {name}
      </label>
      <span className="etl-cookie-bar__hint" id={`${boxId}-hint`}>
        {hint}
      </span>
    </div>
  );
}

/** The footer link's query (`?cookies=instellingen`) is dropped from the address once the choice is saved. */
function forgetReopenQuery(): void {
  try {
    const url = new URL(location.href);
    if (!url.searchParams.has('cookies')) return;
    url.searchParams.delete('cookies');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch {
    // a sandboxed page may refuse history changes: harmless
  }
}

/** Sends the choice (spec §7: no answer is read); a failed call goes again by beacon when the page is left. */
async function sendChoice(settings: ConsentSettings): Promise<void> {
  try {
    const api = await getStore().getState().api();
    try {
      await api.sendConsent(settings, { beacon: false });
    } catch (error) {
      reportProblem('cookie-bar', 'POST /api/v2/consent failed; the choice is kept in the _cc cookie and sent again by beacon when the page is left:', error);
      const retry = () => void api.sendConsent(settings).catch(() => undefined);
      window.addEventListener('pagehide', retry, { once: true });
    }
  } catch (error) {
    reportProblem('cookie-bar', 'the API client could not be loaded, so the consent was not sent (the choice is kept in the _cc cookie):', error);
  }
}

/**
 * The cookie bar (spec §4, §7): a labelled, non-modal region at the bottom of the page. 'Alles accepteren',
 * 'Alleen noodzakelijk', or 'Instellingen' with a box per category and 'Keuze opslaan'. The choice is the
 * shopper's: it is written to `_cc` at once (365 days) and the bar closes in the same click, as the choice holds
 * from then on; `POST /api/v2/consent` follows (its answer is not read), and if it fails the console says so and
 * it goes again by beacon when the page is left. The server draws the bar only when no choice is stored and the
 * client is no crawler; without JavaScript the same form posts to `action`. `onChosen`: the dialog it sits in when
 * the footer reopens it (cookie-settings) closes on the choice.
 */
export default function CookieBar({ action, returnTo, granted, settingsOpen = false, onChosen }: CookieBarProps & { onChosen?: () => void }) {
  const [closed, setClosed] = useState(false);
  const chosen = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const initial = granted === undefined ? null : parseConsent(granted);
  // The dialog's ids differ from the bar's: a page without a stored choice has both.
  const ids = onChosen ? 'etl-cookie-settings' : 'etl-cookie-bar';

  function choose(event: MouseEvent<HTMLButtonElement>, choice: Choice) {
    event.preventDefault();
    // A second click before the bar has gone (a double click) changes nothing.
    if (chosen.current) return;
    chosen.current = true;
    const settings = settingsOf(choice, form.current);
    writeConsent(settings);
    forgetReopenQuery();
    setClosed(true);
    onChosen?.();
    void sendChoice(settings);
  }

  if (closed) return null;
  const button = (choice: Choice, text: string, className: string) => (
    <button type="submit" name="keuze" value={choice} className={className} onClick={(event) => choose(event, choice)}>
      {text}
    </button>
  );
  return (
    <section className={onChosen ? 'etl-cookie-bar etl-cookie-bar--in-dialog' : 'etl-cookie-bar'} aria-labelledby={`${ids}-title`}>
      <form ref={form} className="etl-cookie-bar__form" method="post" action={action}>
        {returnTo !== undefined ? <input type="hidden" name="terug" value={returnTo} /> : null}
        <div className="etl-cookie-bar__intro">
          <h2 id={`${ids}-title`} className="etl-cookie-bar__title">
            {TITLE}
          </h2>
          <p className="etl-cookie-bar__text">
            {TEXT}{' '}
            <a className="etl-cookie-bar__more" href={MORE_URL}>
              {MORE}
            </a>
          </p>
        </div>
        <div className="etl-cookie-bar__actions">
          {button('noodzakelijk', ESSENTIAL_ONLY, 'etl-button etl-cookie-bar__button')}
          {button('alles', ACCEPT_ALL, 'etl-button etl-button--primary etl-cookie-bar__button')}
        </div>
        <details className="etl-cookie-bar__settings" open={settingsOpen}>
          <summary className="etl-cookie-bar__summary">{SETTINGS}</summary>
          <fieldset className="etl-cookie-bar__categories">
            <legend className="etl-cookie-bar__legend">{SETTINGS_LEGEND}</legend>
            <Category id="essential" name={ESSENTIAL.name} hint={ESSENTIAL.hint} fixed ids={ids} />
            {OPTIONAL_CATEGORIES.map(({ category, name, hint }) => (
              <Category key={category} id={category} name={name} hint={hint} ticked={initial?.[category] ?? false} ids={ids} />
            ))}
            {button('selectie', SAVE_CHOICE, 'etl-button etl-button--primary etl-cookie-bar__save')}
          </fieldset>
        </details>
      </form>
    </section>
  );
}
