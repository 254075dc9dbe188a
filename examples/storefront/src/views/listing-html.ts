import { formatCount } from '@etalage/core';
import { html, renderFeedMore, type RawHtml } from '@etalage/markup';
import { renderProductCard, renderProductRow } from '@etalage/widgets/server';
import type { Db } from '../db/connection.js';
import { likeCounts, toCardData, type VariantRow } from '../catalog/variants.js';
import { christmasOption } from '../catalog/features.js';
import { pageConfig } from './layout.js';
import type { ListingResult } from '../catalog/listing.js';
import { cardAdmin, type AdminListContext } from '../catalog/admin.js';

/** Cards of a list of variants, one markup each (the slides of a carousel row). */
export function cardList(
  db: Db,
  rows: VariantRow[],
  options: {
    clickSource: number;
    firstPosition?: number;
    requestId?: string;
    eager?: number;
    layout?: 'card' | 'row';
    admin?: AdminListContext;
  },
): RawHtml[] {
  const likes = likeCounts(db, rows.map((r) => r.id));
  const christmas = christmasOption();
  const render = options.layout === 'row' ? renderProductRow : renderProductCard;
  return rows.map((row, i) => {
    const position = (options.firstPosition ?? 1) + i;
    return render(toCardData(row, likes.get(row.id) ?? 0), {
      clickSource: options.clickSource,
      position,
      requestId: options.requestId,
      eagerImage: i < (options.eager ?? 0),
      headingLevel: 3,
      christmas,
      secondCurrency: pageConfig.secondCurrency,
      admin: options.admin && cardAdmin(row, position, options.admin),
    });
  });
}

/** Cards of a list of variants: the same markup for pages, the feed API and the tests. */
export function renderCards(db: Db, rows: VariantRow[], options: Parameters<typeof cardList>[2]): RawHtml {
  return html`${cardList(db, rows, options)}`;
}

/** The listHtml of a listing page: its cards only (the page wraps them in the grid element). */
export function listHtml(db: Db, result: ListingResult, options: { adminMode?: boolean } = {}): RawHtml {
  return renderCards(db, result.rows, {
    clickSource: result.scope.clickSource,
    firstPosition: (result.page - 1) * result.pageSize + 1,
    requestId: result.requestId,
    eager: result.page === 1 ? 4 : 0,
    admin: options.adminMode ? adminListContext(result) : undefined,
  });
}

/**
 * The metrics service ranks within a category: a category listing asks in its own, other listings (search,
 * shops, brands) in the first card's, so that a page's cards still go out as one request.
 */
function adminListContext(result: ListingResult): AdminListContext {
  return { categoryId: result.scope.category?.id ?? result.rows[0]?.category_id ?? 1, adminHost: pageConfig.adminHost };
}

function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/**
 * The paginatorHtml: plain links, so the next page works without JavaScript too; 'Meer producten' is the
 * `listing-feed` widget, which appends the next page below the cards instead (it lives inside `#paginator`).
 */
export function paginatorHtml(result: ListingResult, pageUrl: (page: number) => string): RawHtml {
  const { page, pageCount, totalCount } = result;
  const summary = html`<p class="paginator-summary">Pagina ${formatCount(page)} van ${formatCount(pageCount)} · ${formatCount(totalCount)} ${totalCount === 1 ? 'product' : 'producten'}</p>`;
  if (pageCount <= 1) return html`<nav class="paginator" aria-label="Paginering">${summary}</nav>`;
  const numbers = pageNumbers(page, pageCount).map((n) =>
    n === null
      ? html`<li class="paginator-gap" aria-hidden="true">…</li>`
      : n === page
        ? html`<li><a class="paginator-page is-current" href="${pageUrl(n)}" aria-current="page">${n}</a></li>`
        : html`<li><a class="paginator-page" href="${pageUrl(n)}" aria-label="Pagina ${n}">${n}</a></li>`,
  );
  return html`<nav class="paginator" aria-label="Paginering">
${result.nextPageUrl ? renderFeedMore({ endpoint: 'variant', list: 'product-list', paginator: 'paginator', nextUrl: result.nextPageUrl, label: 'Meer producten', loadingText: 'Producten laden…' }) : html``}
<ul class="paginator-pages">
${result.prevPageUrl ? html`<li><a class="paginator-page" href="${result.prevPageUrl}" rel="prev">Vorige</a></li>` : html``}
${numbers}
${result.nextPageUrl ? html`<li><a class="paginator-page" href="${result.nextPageUrl}">Volgende</a></li>` : html``}
</ul>
${summary}
</nav>`;
}
