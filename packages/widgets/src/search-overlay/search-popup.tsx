import { useEffect, type ReactNode } from 'react';
import { formatCount, formatMoney } from '@etalage/core';
import type { SearchGroup, Variant } from '@etalage/core/api';
import { variantImageUrl } from '../shared/variant-tile.js';
import { SecondPrice, useSecondCurrency } from '../shared/second-price.js';
import { Highlighted } from './highlighted.js';
import type { PopularSearch, SearchEntry } from './entries.js';
import { SEARCH_LABELS, allProductsLabel, productCountLabel, suggestionCountLabel } from './labels.js';
import type { SuggestionState } from './use-suggestions.js';
import type { RecentState } from './use-recently-viewed.js';

export const LISTBOX_ID = 'etl-search-listbox';
/** Products (type 6) are single products: their count of 1 says nothing, so it is not shown. */
const PRODUCT_GROUP_TYPE = 6;

interface OptionProps {
  entry: SearchEntry;
  index: number;
  active: number;
  onPick: (entry: SearchEntry) => void;
  onHover: (index: number) => void;
  className?: string;
  children: ReactNode;
}

/** One listbox option. It never takes focus (the field keeps it, `aria-activedescendant` points here). */
function Option({ entry, index, active, onPick, onHover, className = '', children }: OptionProps) {
  return (
    <div
      role="option"
      id={entry.id}
      aria-selected={index === active}
      className={`etl-search-overlay__option ${className}${index === active ? ' etl-search-overlay__option--active' : ''}`}
      // Keep the focus in the field: a mouse down on an option would blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== active && onHover(index)}
      onClick={() => onPick(entry)}
    >
      {children}
    </div>
  );
}

function Group({ id, label, className = '', children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className={`etl-search-overlay__group ${className}`}>
      <div role="presentation" id={id} className="etl-search-overlay__group-title">
        {label}
      </div>
      <div role="presentation" className="etl-search-overlay__group-items">
        {children}
      </div>
    </div>
  );
}

export interface SearchPopupProps {
  query: string;
  entries: SearchEntry[];
  active: number;
  suggestions: SuggestionState;
  popular: PopularSearch[];
  recent: RecentState;
  onPick: (entry: SearchEntry) => void;
  onHover: (index: number) => void;
}

/** The text the polite status region reads out: loading, how many suggestions, or that the service failed. */
function statusText(query: string, suggestions: SuggestionState, entries: SearchEntry[]): string {
  if (query === '') return '';
  if (suggestions.status === 'loading') return SEARCH_LABELS.loading;
  if (suggestions.status === 'error') return SEARCH_LABELS.failed;
  if (suggestions.status === 'ready') return suggestionCountLabel(entries.length);
  return '';
}

/**
 * The overlay's listbox (WAI-ARIA combobox pattern): with an empty query the popular searches and the recently
 * viewed products, with a query the search service's groups and 'Zoek "…" in alle producten' as the final entry.
 */
export function SearchPopup({ query, entries, active, suggestions, popular, recent, onPick, onHover }: SearchPopupProps) {
  useEffect(() => {
    const option = active >= 0 ? document.getElementById(entries[active]?.id ?? '') : null;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active, entries]);

  const optionProps = { active, onPick, onHover };
  let index = 0;
  // Options are drawn in the order of `entries` (the component builds both from the same lists).
  const next = () => ({ entry: entries[index]!, index: index++ });

  let content: ReactNode;
  if (query === '') {
    content = (
      <>
        {popular.length > 0 && (
          <Group id="etl-search-popular" label={SEARCH_LABELS.popular} className="etl-search-overlay__group--chips">
            {popular.map((item) => (
              <Option key={item.url} {...optionProps} {...next()} className={item.campaign ? 'etl-search-overlay__chip etl-search-overlay__chip--campaign' : 'etl-search-overlay__chip'}>
                {item.title}
              </Option>
            ))}
          </Group>
        )}
        {recent.status === 'ready' && (
          <Group id="etl-search-recent" label={SEARCH_LABELS.recent}>
            {recent.variants.map((variant) => (
              <Option key={variant.id} {...optionProps} {...next()} className="etl-search-overlay__product">
                <RecentProduct variant={variant} />
              </Option>
            ))}
          </Group>
        )}
      </>
    );
  } else {
    content = (
      <>
        {suggestions.groups.map((group, g) => (
          <Group key={`${group.type}-${g}`} id={`etl-search-group-${g}`} label={group.typeName}>
            {group.items.map((item) => (
              <Option key={String(item.id)} {...optionProps} {...next()}>
                <span className="etl-search-overlay__option-title">
                  <Highlighted text={item.title} query={query} />
                </span>
                <SuggestionCount group={group} count={item.productCount} />
              </Option>
            ))}
          </Group>
        ))}
        <Option {...optionProps} {...next()} className="etl-search-overlay__all">
          <SearchIcon />
          <span className="etl-search-overlay__option-title">{allProductsLabel(query)}</span>
        </Option>
      </>
    );
  }

  const busy = query !== '' && suggestions.status === 'loading';
  return (
    <div className="etl-search-overlay__popup">
      <div role="status" className="etl-visually-hidden">
        {statusText(query, suggestions, entries)}
      </div>
      {query !== '' && suggestions.status === 'error' && <p className="etl-search-overlay__message">{SEARCH_LABELS.failed}</p>}
      {entries.length > 0 && (
        <div role="listbox" id={LISTBOX_ID} aria-label={SEARCH_LABELS.suggestions} aria-busy={busy} className={`etl-search-overlay__listbox${busy ? ' etl-search-overlay__listbox--busy' : ''}`}>
          {content}
        </div>
      )}
      {query === '' && recent.status === 'loading' && <RecentSkeleton />}
      {busy && <div className="etl-search-overlay__progress" aria-hidden="true" />}
    </div>
  );
}

function SuggestionCount({ group, count }: { group: SearchGroup; count: number | null | undefined }) {
  if (group.type === PRODUCT_GROUP_TYPE || typeof count !== 'number') return null;
  return (
    <>
      <span className="etl-search-overlay__count" aria-hidden="true">
        {formatCount(count)}
      </span>
      <span className="etl-visually-hidden">, {productCountLabel(count)}</span>
    </>
  );
}

function RecentProduct({ variant }: { variant: Variant }) {
  const src = variantImageUrl(variant);
  const secondCurrency = useSecondCurrency();
  return (
    <>
      {src ? <img className="etl-search-overlay__thumb" src={src} alt="" width={56} height={56} loading="lazy" decoding="async" /> : <span className="etl-search-overlay__thumb" aria-hidden="true" />}
      <span className="etl-search-overlay__product-text">
        <span className="etl-search-overlay__option-title">{variant.name}</span>
        {/* One line with the second price: the row keeps its skeleton's height. */}
        <span className="etl-search-overlay__price">
          {formatMoney(variant.price.price)}
          {secondCurrency && ' '}
          <SecondPrice euro={variant.price.price} currency={secondCurrency} />
        </span>
      </span>
    </>
  );
}

/** The recently viewed section's loading state, the size of its rows so the popup does not jump. */
function RecentSkeleton() {
  return (
    <div className="etl-search-overlay__group" aria-hidden="true">
      <div className="etl-search-overlay__group-title">{SEARCH_LABELS.recent}</div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="etl-search-overlay__skeleton" />
      ))}
    </div>
  );
}

export function SearchIcon() {
  return (
    <svg className="etl-icon etl-search-overlay__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
