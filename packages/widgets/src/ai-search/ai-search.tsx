import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatCount, reportProblem, safeUrl } from '@etalage/core';
import type { AiSearchAnswer } from '@etalage/core/api';
import { getStore } from '@etalage/store';
import { Spinner } from '../shared/icons.js';

export interface AiSearchProps {
  /** The filtering answer's `aiSearchPlaceholder`: an example of what to type. */
  placeholder?: string;
  /** The category of the listing it is on (absent on search pages: the whole catalogue). */
  categoryId?: number;
  /** What the field starts with (the search page's query). */
  query?: string;
  /**
   * Where the form goes without JavaScript (a GET with `query` and `categoryId`, e.g. the storefront's
   * `/ai-search`, which interprets the query and redirects to its url). With JavaScript the widget asks the API.
   */
  action?: string;
}

export const LABEL = 'Zoek met AI';
/** The name of the form's search landmark (the header has a search landmark of its own). */
export const LANDMARK = 'AI-zoekfunctie';
export const SUBMIT = 'Zoeken';
export const PENDING = 'Even denken…';
export const EMPTY_QUERY = 'Beschrijf eerst wat je zoekt.';
export const SHOW_RESULTS = 'Bekijk de resultaten';
export const NO_RESULTS = 'Niets gevonden dat bij je beschrijving past. Probeer het anders te omschrijven.';
export const UNAVAILABLE = 'De AI-zoekfunctie is nu niet beschikbaar. Probeer het later opnieuw.';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** What the AI understood, e.g. '2 filters toegepast · 37 producten gevonden'. */
export function understoodText(answer: Pick<AiSearchAnswer, 'filtersCount' | 'resultsCount'>): string {
  const filters = answer.filtersCount === 0 ? 'Geen filters toegepast' : `${plural(answer.filtersCount, 'filter', 'filters')} toegepast`;
  return `${filters} · ${plural(answer.resultsCount, 'product', 'producten')} gevonden`;
}

/** The answer's url, if it is one a shopper may be sent to (see safeUrl), else null. */
function answerUrl(url: unknown): string | null {
  return typeof url === 'string' && safeUrl(url, '') !== '' ? url : null;
}

type Answer =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'understood'; url: string; filtersCount: number; resultsCount: number }
  | { status: 'error' };

/** A sparkle: decorative, next to the label. */
function SparkleIcon() {
  return (
    <svg className="etl-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" fill="currentColor" />
    </svg>
  );
}

/**
 * AI search (spec §7 `POST /api/v2/ai-search`): the shopper describes what they look for in their own words;
 * the answer says how many filters it understood and how many products match, with a link to that listing.
 * The field is uncontrolled, so hydrating the server's form keeps what was typed before the code arrived.
 */
export default function AiSearch({ placeholder, categoryId, query = '', action }: AiSearchProps) {
  // Ids from props, not useId: the server's markup (React) is hydrated by preact, whose ids differ.
  const id = `etl-ai-search${categoryId !== undefined ? `-${categoryId}` : ''}`;
  const [answer, setAnswer] = useState<Answer>({ status: 'idle' });
  const [emptyQuery, setEmptyQuery] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const asked = useRef(0);
  useEffect(() => () => void (asked.current = -1), []);
  const pending = answer.status === 'pending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const text = (input.current?.value ?? '').trim();
    if (!text) {
      setEmptyQuery(true);
      input.current?.focus();
      return;
    }
    setEmptyQuery(false);
    setAnswer({ status: 'pending' });
    const ask = ++asked.current;
    try {
      const api = await getStore().getState().api();
      const result = await api.aiSearch({ query: text, categoryId: categoryId ?? null });
      const url = answerUrl(result?.url);
      if (!url) throw new Error(`the answer has no url a shopper can be sent to: ${JSON.stringify(result?.url)}`);
      if (ask !== asked.current) return;
      setAnswer({ status: 'understood', url, filtersCount: result.filtersCount, resultsCount: result.resultsCount });
    } catch (error) {
      reportProblem('ai-search', 'the AI search failed:', error);
      if (ask === asked.current) setAnswer({ status: 'error' });
    }
  }

  return (
    <form
      className="etl-ai-search"
      role="search"
      aria-label={LANDMARK}
      action={action}
      method="get"
      noValidate
      aria-busy={pending}
      onSubmit={(event) => void submit(event)}
    >
      <label className="etl-ai-search__label" htmlFor={`${id}-query`}>
        <SparkleIcon />
        {LABEL}
      </label>
      <div className="etl-ai-search__row">
        <input
          ref={input}
          id={`${id}-query`}
          className="etl-field__input etl-ai-search__input"
          type="search"
          name="query"
          defaultValue={query}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={500}
          aria-invalid={emptyQuery}
          aria-describedby={emptyQuery ? `${id}-error` : undefined}
        />
        {categoryId !== undefined ? <input type="hidden" name="categoryId" value={String(categoryId)} /> : null}
        <button type="submit" className="etl-button etl-button--primary etl-ai-search__submit" aria-disabled={pending}>
          {pending ? (
            <>
              <Spinner /> {PENDING}
            </>
          ) : (
            SUBMIT
          )}
        </button>
      </div>
      {emptyQuery ? (
        <p id={`${id}-error`} className="etl-field__error etl-ai-search__field-error">
          {EMPTY_QUERY}
        </p>
      ) : null}
      <div className="etl-ai-search__answer" role="status" aria-live="polite">
        {answer.status === 'pending' ? <span className="etl-visually-hidden">{PENDING}</span> : null}
        {answer.status === 'understood' && answer.resultsCount > 0 ? (
          <>
            <p className="etl-ai-search__understood">{understoodText(answer)}</p>
            <a className="etl-button etl-button--primary etl-ai-search__results" href={answer.url}>
              {SHOW_RESULTS}
            </a>
          </>
        ) : null}
        {answer.status === 'understood' && answer.resultsCount === 0 ? <p className="etl-ai-search__message">{NO_RESULTS}</p> : null}
        {answer.status === 'error' ? <p className="etl-ai-search__message etl-ai-search__message--error">{UNAVAILABLE}</p> : null}
      </div>
    </form>
  );
}
