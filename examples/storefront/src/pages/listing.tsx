/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { listingUrl, parseListingState, runListing, sortOptions, type FilterGroup, type ListingResult } from '../catalog/listing.js';
import { clickSources, promotedCategories, resolveScope, searchCount, type ListingScope } from '../catalog/scopes.js';
import type { Db } from '../db/connection.js';
import { listHtml, paginatorHtml } from '../views/listing-html.js';
import { isSalePage, salesInfoBoxHtml, salesInfoTooltipHtml } from '../views/sales-info.js';
import { markup } from '../views/markup.js';
import { pageConfig } from '../views/layout.js';
import { adminPanelTotals, isAdminMode } from '../catalog/admin.js';
import { renderAdminPanel, renderAiSearch } from '@etalage/widgets/server';
import { aiSearchOffer } from '../catalog/ai-search.js';
import { AI_SEARCH_ROUTE } from './ai-search.js';
import { Breadcrumbs, notFoundPage, renderPage } from './render.js';
import { formatCount } from '@etalage/core';

function HiddenState({ result, except }: { result: ListingResult; except: 'sort' | 'filters' }) {
  const { state } = result;
  return (
    <>
      {state.query ? <input type="hidden" name="q" value={state.query} /> : null}
      {except !== 'sort' && state.sort !== 'populair' ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {except === 'sort' ? state.dimensie.map((d) => <input type="hidden" name="dimensie" value={d} />) : null}
      {except === 'sort' && state.prijsVanaf !== undefined ? <input type="hidden" name="prijsVanaf" value={String(state.prijsVanaf)} /> : null}
      {except === 'sort' && state.prijsTot !== undefined ? <input type="hidden" name="prijsTot" value={String(state.prijsTot)} /> : null}
    </>
  );
}

function FacetGroup({ group }: { group: FilterGroup }) {
  return (
    <fieldset class="filter-group">
      <legend>{group.name}</legend>
      <ul class="filter-choices">
        {group.choices.map((choice) => (
          <li>
            <label class={choice.disabled ? 'is-disabled' : ''}>
              <input type="checkbox" name="dimensie" value={choice.ident} checked={choice.selected} disabled={choice.disabled} />
              <span>{choice.name}</span> <span class="filter-count">({formatCount(choice.count)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Filters({ result }: { result: ListingResult }) {
  const categories = result.groups.find((g) => g.ident === 'category');
  const price = result.groups.find((g) => g.ident === 'price');
  const facets = result.groups.filter((g) => !['category', 'price', 'sort', 'search'].includes(g.ident));
  const selected = result.groups.flatMap((g) => (g.ident === 'sort' || g.ident === 'category' ? [] : g.choices.filter((c) => c.selected)));
  return (
    <aside class="filters" aria-labelledby="filters-title">
      <h2 id="filters-title" class="filters-title">
        Filters
      </h2>
      {selected.length ? (
        <ul class="chips" aria-label="Gekozen filters">
          {selected.map((choice) => (
            <li>
              <a class="chip" href={choice.url}>
                {choice.name} <span class="visually-hidden">verwijderen</span>
                <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
          <li>
            <a class="chip chip--reset" href={listingUrl(result.scope.basePath, { ...result.state, dimensie: [], prijsVanaf: undefined, prijsTot: undefined, page: 1 })}>
              Alles wissen
            </a>
          </li>
        </ul>
      ) : null}
      {categories && categories.choices.length > 1 ? (
        <nav class="filter-group" aria-label="Categorie">
          <h3 class="filter-heading">Categorie</h3>
          <ul class="filter-links">
            {categories.choices.map((choice) => (
              <li>
                <a href={choice.url} aria-current={choice.selected ? 'page' : undefined} class={choice.selected ? 'is-selected' : ''}>
                  {choice.name} <span class="filter-count">({formatCount(choice.count)})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <form class="filter-form" method="get" action={result.scope.basePath}>
        <HiddenState result={result} except="filters" />
        {price ? (
          <fieldset class="filter-group">
            <legend>Prijs</legend>
            <div class="price-inputs">
              <label>
                <span>Van (€)</span>
                <input type="number" name="prijsVanaf" min="0" inputmode="numeric" value={result.state.prijsVanaf !== undefined ? String(result.state.prijsVanaf) : ''} placeholder={String(price.range?.min ?? 0)} />
              </label>
              <label>
                <span>Tot (€)</span>
                <input type="number" name="prijsTot" min="0" inputmode="numeric" value={result.state.prijsTot !== undefined ? String(result.state.prijsTot) : ''} placeholder={String(price.range?.max ?? 0)} />
              </label>
            </div>
            <ul class="filter-links">
              {price.choices.map((choice) => (
                <li>
                  <a href={choice.url} class={choice.selected ? 'is-selected' : ''}>
                    {choice.name} <span class="filter-count">({formatCount(choice.count)})</span>
                  </a>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {facets.map((group) => (
          <FacetGroup group={group} />
        ))}
        <button class="button button--primary filter-submit" type="submit">
          Filters toepassen
        </button>
      </form>
    </aside>
  );
}

function SmartPrompts({ result }: { result: ListingResult }) {
  const group = result.groups.find((g) => g.type === 'smartPrompt');
  if (!group) return null;
  return (
    <nav class="smart-prompts" aria-label={group.name}>
      <ul class="chips">
        {group.choices.map((choice) => (
          <li>
            <a class="chip chip--prompt" href={choice.url}>
              {choice.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SortForm({ result }: { result: ListingResult }) {
  return (
    <form class="sort-form" method="get" action={result.scope.basePath}>
      <HiddenState result={result} except="sort" />
      <label for="sort-select">Sorteren op</label>
      <select id="sort-select" name="sort">
        {sortOptions.map((option) => (
          <option value={option.ident} selected={option.ident === result.state.sort}>
            {option.name}
          </option>
        ))}
      </select>
      <button class="button" type="submit">
        Toepassen
      </button>
    </form>
  );
}

/**
 * A listing without products. A search says what it looked for and suggests what to try: the query's single words
 * that do find something, and the popular categories (the overlay's 'Populaire zoekopdrachten' need JavaScript).
 */
function EmptyState({ result, db }: { result: ListingResult; db: Db }) {
  const { scope, state } = result;
  const filtered = state.dimensie.length > 0 || state.prijsVanaf !== undefined || state.prijsTot !== undefined;
  if (scope.clickSource !== clickSources.search) {
    return (
      <div class="empty-state">
        <p>Geen producten gevonden. Probeer minder filters of een andere zoekterm.</p>
      </div>
    );
  }
  const query = scope.query ?? '';
  const words = [...new Set(query.toLowerCase().split(/\s+/).filter((w) => w.length > 1))];
  const wordSuggestions = words.length > 1 ? words.map((word) => ({ word, count: searchCount(db, word) })).filter((w) => w.count > 0).slice(0, 3) : [];
  return (
    <div class="empty-state">
      <p>
        <strong>{query ? `Geen resultaten voor "${query}"${filtered ? ' met deze filters' : ''}.` : 'Waar ben je naar op zoek?'}</strong>
      </p>
      <p>
        {filtered
          ? 'Probeer minder filters, '
          : query
            ? 'Controleer de spelling of probeer een algemener woord, zoals "bank" of "lamp". Of '
            : 'Typ een zoekterm in het zoekveld bovenaan, of '}
        kijk bij de populaire categorieën:
      </p>
      {wordSuggestions.length ? (
        <ul class="chips empty-state__chips" aria-label="Zoek op één woord">
          {wordSuggestions.map((w) => (
            <li>
              <a class="chip" href={listingUrl(scope.basePath, { ...state, query: w.word, dimensie: [], prijsVanaf: undefined, prijsTot: undefined, page: 1 })}>
                Zoek op "{w.word}" ({formatCount(w.count)})
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ul class="chips empty-state__chips" aria-label="Populaire categorieën">
        {promotedCategories(db, 6).map((category) => (
          <li>
            <a class="chip" href={`/producten/${category.slug}`}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A listing page: filter groups, sort, the server's listHtml and paginatorHtml. */
export async function listingPage(c: Context<AppEnv>, scope: ListingScope) {
  const { db, testHooks } = c.get('deps');
  const search = new URL(c.req.url).searchParams;
  const state = parseListingState(search);
  // Test hook for benchmarks: `?perPage=200` (1 to 500 cards on one page); ignored without test hooks.
  const perPage = testHooks ? Math.floor(Number(search.get('perPage'))) : 0;
  const result = runListing(db, scope, state, perPage >= 1 && perPage <= 500 ? perPage : undefined);
  if (state.page > result.pageCount) return notFoundPage(c);
  const crumbs = [{ name: 'Home', url: '/' }, { name: 'Producten', url: '/producten' }];
  if (scope.category && scope.basePath !== `/producten/${scope.category.slug}`) crumbs.push({ name: scope.category.name, url: `/producten/${scope.category.slug}` });
  const title = state.page > 1 ? `${scope.title} - pagina ${state.page}` : scope.title;
  const adminMode = isAdminMode(c, pageConfig);
  const aiSearch = aiSearchOffer(scope);
  const sale = isSalePage(scope.basePath);
  return renderPage(
    c,
    { title, description: scope.intro, query: state.query },
    <div class="container">
      <Breadcrumbs items={[...crumbs, { name: scope.title }]} />
      <div class="listing-head">
        <h1>{scope.title}</h1>
        <p class="listing-intro">{scope.intro}</p>
        {aiSearch.show
          ? markup(renderAiSearch({ placeholder: aiSearch.placeholder ?? undefined, categoryId: aiSearch.categoryId, query: scope.query || undefined, action: AI_SEARCH_ROUTE }))
          : null}
        {sale ? markup(salesInfoBoxHtml()) : null}
      </div>
      {/* The products come first in the HTML, as phones show them: a streamed page paints nothing it moves later. */}
      <div class="listing-layout">
        <section class="listing-main" aria-labelledby="results-title">
          <div class="listing-toolbar">
            <h2 id="results-title" class="results-count">
              {formatCount(result.totalCount)} {result.totalCount === 1 ? 'product' : 'producten'}
            </h2>
            {sale ? markup(salesInfoTooltipHtml()) : null}
            <a class="button filters-jump" href="#filters-title">
              Filters
            </a>
            <SortForm result={result} />
          </div>
          <SmartPrompts result={result} />
          {result.totalCount === 0 ? <EmptyState result={result} db={db} /> : null}
          {adminMode ? markup(renderAdminPanel(adminPanelTotals(result.rows, result.totalCount))) : null}
          <div class="product-grid" id="product-list">
            {markup(listHtml(db, result, { adminMode }))}
          </div>
          <div id="paginator">{markup(paginatorHtml(result, (page) => listingUrl(scope.basePath, { ...state, page })))}</div>
        </section>
        <Filters result={result} />
      </div>
    </div>,
  );
}

/** Resolves the request path to a listing scope and renders it, or the 404 page. */
export function scopedListingPage(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const scope = resolveScope(c.get('deps').db, url.pathname, url.searchParams);
  return scope ? listingPage(c, scope) : notFoundPage(c);
}
