/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { listingUrl, parseListingState, runListing, type ListingResult } from '../catalog/listing.js';
import { clickSources, promotedCategories, resolveScope, searchCount, type ListingScope } from '../catalog/scopes.js';
import type { Db } from '../db/connection.js';
import { listHtml, paginatorHtml } from '../views/listing-html.js';
import { isSalePage, salesInfoBoxHtml, salesInfoTooltipHtml } from '../views/sales-info.js';
import { markup } from '../views/markup.js';
import { pageConfig } from '../views/layout.js';
import { adminPanelTotals, isAdminMode } from '../catalog/admin.js';
import { renderAdminPanel, renderAiSearch, renderListingFilters } from '@etalage/widgets/server';
import { aiSearchOffer } from '../catalog/ai-search.js';
import { AI_SEARCH_ROUTE } from './ai-search.js';
import { Breadcrumbs, notFoundPage, renderPage } from './render.js';
import { formatCount } from '@etalage/core';
import type { FilterGroup as ApiFilterGroup } from '@etalage/core/api';

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

/** A listing page: the filter panel (groups, sort, smart prompts), the server's listHtml and paginatorHtml. */
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
  const aiSearch = aiSearchOffer(scope, c.get('user')?.id);
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
          {/* On a sale page the toolbar is as high as its toggletip from the start (site.css): the count stays put. */}
          <div class={sale ? 'listing-toolbar listing-toolbar--tip' : 'listing-toolbar'}>
            <h2 id="results-title" class="results-count">
              {formatCount(result.totalCount)} {result.totalCount === 1 ? 'product' : 'producten'}
            </h2>
            {sale ? markup(salesInfoTooltipHtml()) : null}
            <a class="button filters-jump" href="#filters">
              Filters
            </a>
          </div>
          {/* The filtering answer's topHtml and bottomHtml regions (the listing-filters widget swaps them). */}
          <div id="listing-top">{result.totalCount === 0 ? <EmptyState result={result} db={db} /> : null}</div>
          {adminMode ? markup(renderAdminPanel(adminPanelTotals(result.rows, result.totalCount))) : null}
          <div class="product-grid" id="product-list">
            {markup(listHtml(db, result, { adminMode }))}
          </div>
          <div id="paginator">{markup(paginatorHtml(result, (page) => listingUrl(scope.basePath, { ...state, page })))}</div>
          <div id="listing-bottom"></div>
        </section>
        {/* Drawn over the results while a filter choice clicked before the filter code waits for it (site.css). */}
        <div class="listing-veil" aria-hidden="true"></div>
        {/* The filter panel: the widget's first render, with links and a GET form that filter without JavaScript. */}
        {markup(renderListingFilters({ basePath: scope.basePath, answer: { totalCount: result.totalCount, url: result.url, groups: result.groups as unknown as ApiFilterGroup[] } }))}
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
