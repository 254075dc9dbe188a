import { describe, expect, it } from 'vitest';
import { html, type RawHtml } from '@etalage/markup';
import { schema } from '@etalage/runtime';
import * as server from './index.js';
import { commonWidgetDefinitions } from '../definitions-common.js';
import { pageWidgetDefinitions } from '../definitions-pages.js';
import { filtersAnswer } from '../listing-filters/listing-filters.fixtures.js';
import { exampleModules } from '../contract/examples-by-widget.js';

/**
 * The server's renderers take the widget's name and whether it is resumed from its definition: every widget element
 * they write names a registered widget, and carries the prerendered marker exactly when the definition has a resume
 * spec (the one exception: an autoplaying carousel, which renders when it comes into view). React project only.
 */
const variant = { id: 42, name: 'Bank Oslo', likesCount: 17, price: { price: 599.5 } };
const slides = [html`<img src="/a.webp" alt="">`, html`<img src="/b.webp" alt="">`];
const drawn: Record<string, RawHtml[]> = {
  renderLikeButton: [server.renderLikeButton(variant)],
  renderCompareButton: [server.renderCompareButton(variant)],
  renderWatchButton: [server.renderWatchButton(variant), server.renderWatchButton(variant, { loadStatus: true })],
  renderVoucherCard: [server.renderVoucherCard({ code: 'ZOMER10', value: 10, valueType: 'percent', priceWithVoucher: 539.55 }, null)],
  renderHeaderCompare: [server.renderHeaderCompare()],
  renderHeaderFavourites: [server.renderHeaderFavourites()],
  renderUserBox: [server.renderUserBox({ loginUrl: '/login' }), server.renderUserBox({ user: { id: 3, name: 'Sanne', initials: 'SV', avatarUrl: '/a.webp' } })],
  renderSearchOverlay: [server.renderSearchOverlay({ query: 'bank' })],
  renderRemarketingStrip: [server.renderRemarketingStrip({ variantId: 42 })],
  renderCarouselControls: [server.renderCarouselControls({ kind: 'images', slideCount: 3, autoplay: false, variantId: 42 })],
  renderCarousel: [
    server.renderCarousel({ kind: 'images', label: 'Afbeeldingen van Bank Oslo', slides, placement: 'gallery', variantId: 42 }),
    server.renderCarousel({ kind: 'products', label: 'Bestsellers', slides, placement: 'row', autoplay: true }),
  ],
  renderAdminOverlay: [server.renderAdminOverlay(variant, { categoryId: 5, adminHost: 'https://admin.etalage.test', optimizationType: 'manual' }, 1)],
  renderAdminPanel: [server.renderAdminPanel({ productsOnPage: 24, totalCount: 130, automaticCount: 10, manualCount: 8, stableRankCount: 6 })],
  renderAiSearch: [server.renderAiSearch({ placeholder: 'Beschrijf wat je zoekt', action: '/ai-search' })],
  renderCookieBar: [server.renderCookieBar({ action: '/cookie-consent', returnTo: '/' })],
  renderUpdatePrompt: [server.renderUpdatePrompt()],
  renderWatchdogUnsubscribe: [server.renderWatchdogUnsubscribe({ hash: '0123456789abcdef0123456789abcdef', action: '/watchdog/unsubscribe/x', productName: 'Bank Oslo' })],
  renderListingFilters: [server.renderListingFilters({ basePath: '/producten/banken', answer: filtersAnswer() })],
};
/** Renderers of whole cards: they draw the slot renderers above. */
const CARD_RENDERERS = ['renderProductCard', 'renderProductRow', 'renderSmallCard'];

/** Each folder's example draws its renderer too (its source names the call), so a new widget's renderer is drawn here. */
for (const { example } of Object.values(exampleModules)) {
  const { source, markup } = example();
  const renderer = /^(render[A-Z]\w*)\(/.exec(source)?.[1];
  if (renderer && renderer in server && !CARD_RENDERERS.includes(renderer)) (drawn[renderer] ??= []).push(markup);
}

const definitions = new Map([...commonWidgetDefinitions, ...pageWidgetDefinitions].map((definition) => [definition.name, definition]));

function widgetElements(markup: RawHtml): Element[] {
  const body = new DOMParser().parseFromString(`<body>${markup.value}</body>`, 'text/html').body;
  return [...body.querySelectorAll(`[${schema.widgetAttribute}]`)];
}

describe('server renderers', () => {
  it('this test or a folder’s example draws every renderer the server exports', () => {
    const renderers = Object.keys(server).filter((name) => /^render[A-Z]/.test(name) && !CARD_RENDERERS.includes(name));
    expect(renderers.sort()).toEqual(Object.keys(drawn).sort());
  });

  it('name registered widgets, prerendered exactly when the definition resumes them', () => {
    const wrong: string[] = [];
    for (const [renderer, outputs] of Object.entries(drawn)) {
      for (const element of outputs.flatMap(widgetElements)) {
        const name = element.getAttribute(schema.widgetAttribute)!;
        const definition = definitions.get(name);
        const autoplaying = name === 'carousel' && element.hasAttribute('data-etl-autoplay');
        const resumed = definition?.resume !== undefined && !autoplaying;
        if (!definition || element.hasAttribute(schema.prerenderedAttribute) !== resumed) wrong.push(`${renderer}: ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('each renderer draws a widget element', () => {
    expect(Object.entries(drawn).filter(([, outputs]) => outputs.some((output) => widgetElements(output).length === 0)).map(([renderer]) => renderer)).toEqual([]);
  });
});
