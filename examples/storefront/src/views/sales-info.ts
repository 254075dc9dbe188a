import { html, widgetAttributes, type RawHtml } from '@etalage/markup';

/** Sale pages: the sales explanation page the box and the toggletip link to (spec §1, §2). */
export const SALES_PAGE = '/sales';

export const isSalePage = (basePath: string) => basePath === '/producten/sale' || basePath.startsWith('/producten/sale/');

/** The 'no fake discounts' info box at the top of a sale page. */
export function salesInfoBoxHtml(): RawHtml {
  return html`<aside class="sales-info" aria-labelledby="sales-info-title" ${widgetAttributes('sales-info', { kind: 'box' })}>
<h2 id="sales-info-title" class="sales-info-title">Geen nepkortingen</h2>
<p>Bij ons geen nepkortingen: we tonen alleen kortingen ten opzichte van een echte eerdere prijs. <a href="${SALES_PAGE}">Zo werken onze kortingen</a></p>
</aside>`;
}

/** The toggletip beside a sale page's result count: a `<details>`, so it opens without JavaScript too. */
export function salesInfoTooltipHtml(): RawHtml {
  return html`<details class="sales-tip" ${widgetAttributes('sales-info', { kind: 'tooltip' })}>
<summary class="sales-tip-button" aria-label="Over deze kortingen"><span aria-hidden="true">i</span></summary>
<div class="sales-tip-body"><p>Elke korting vergelijken we met een echte eerdere prijs van de webshop, nooit met een verzonnen adviesprijs.</p>
<a href="${SALES_PAGE}">Lees hoe onze kortingen werken</a></div>
</details>`;
}
