import { describe, expect, it } from 'vitest';
import { ClickSource, isClickSource, requireClickSource } from './click-source.js';
import { clickThroughUrl } from './click-through.js';
import { adminRoutes, eshopSubdomainRoutes, listingUrl, routes, SERVICE_WORKER, withOriginalQuery } from './routes.js';

describe('routes of spec §2', () => {
  it('builds the main-site pages', () => {
    expect(routes.home('  bank ')).toBe('/?q=bank');
    expect(routes.home()).toBe('/');
    expect(routes.marketplace()).toBe('/producten');
    expect(routes.sale()).toBe('/producten/sale');
    expect(routes.sale('banken')).toBe('/producten/sale/banken');
    expect(routes.christmasDelivery()).toBe('/producten/levering-voor-kerstmis');
    expect(routes.vouchers()).toBe('/producten/vouchers');
    expect(routes.rooms()).toBe('/producten/ruimtes');
    expect(routes.blackFriday()).toBe('/producten/black-friday');
    expect(routes.gardenSeason()).toBe('/products/garden-season');
    expect(routes.eshop('wonen-nl')).toBe('/producten/shop/wonen-nl');
    expect(routes.category('banken')).toBe('/producten/banken');
    expect(routes.eshopByMerchant(12)).toBe('/eshop/12');
    expect(routes.eshopVoucher('wonen-nl', 'KORTING10')).toBe('/products/eshop/wonen-nl/voucher/KORTING10');
    expect(routes.search()).toBe('/search');
    expect(routes.visuallySimilar('r1', 'bank')).toBe('/products/visually-similar/r1/bank');
    expect(routes.categoryRedirect(5)).toBe('/category/5');
    expect(routes.priceDrops('stoelen')).toBe('/price-drops/stoelen');
    expect(routes.compareProducts()).toBe('/compare-products');
    expect(routes.furnitureBank()).toBe('/furniture-bank');
    expect(routes.sustainability()).toBe('/duurzaam');
    expect(routes.inspirations()).toBe('/inspirations');
    expect(routes.shopTheLook(8)).toBe('/inspirations/stl/8');
    expect(routes.magazine()).toBe('/magazine');
    expect(routes.magazine('wonen')).toBe('/magazine/category/wonen');
    expect(routes.article('lente')).toBe('/artikel/lente');
    expect(routes.articlePreview(3)).toBe('/article/preview/3');
  });

  it('builds product, user, review-service, information and terms pages', () => {
    expect(routes.product(10)).toBe('/product/10');
    expect(routes.product(10, 'bank-oslo')).toBe('/product/10-bank-oslo');
    expect(routes.variant(11)).toBe('/product/v/11');
    expect(routes.variant(11, 'bank-oslo')).toBe('/product/v/11-bank-oslo');
    expect(routes.variantReviews(11)).toBe('/product/11/reviews');
    expect(routes.variantQuestions(11)).toBe('/product/11/questions');
    expect(routes.questionAnswer(4)).toBe('/pqa/answer/4');
    expect(routes.user()).toBe('/user');
    expect(routes.favourites()).toBe('/user/favourites');
    expect(routes.favourites('abc')).toBe('/user/favourites/abc');
    expect(routes.userWatchdog()).toBe('/user/watchdog');
    expect(routes.userProfile(7)).toBe('/user/7');
    expect(routes.register()).toBe('/registeren');
    expect(routes.registerConfirmation(7, 'c0de')).toBe('/register/confirmation/7/c0de');
    expect(routes.login()).toBe('/login');
    expect(routes.logout()).toBe('/logout');
    expect(routes.passwordReset()).toBe('/wachtwoord/vernieuwen');
    expect(routes.passwordConfirm('x1')).toBe('/wachtwoord/bevestiging/x1');
    expect(routes.watchdogUnsubscribe('h4sh')).toBe('/watchdog/unsubscribe/h4sh');
    expect(routes.salesExplanation()).toBe('/sales');
    expect(routes.star('s1')).toBe('/star/s1');
    expect(routes.starThankYou('s1')).toBe('/star/s1/thank-you');
    expect(routes.starDelayed('s1')).toBe('/star/s1/delayed');
    expect(routes.starUnsubscribe('s1')).toBe('/star/s1/unsubscribe');
    expect(routes.starEshop('wonen-nl')).toBe('/star/eshop/wonen-nl');
    expect(routes.commercial('SaaS')).toBe('/commercial/SaaS');
    expect(routes.aboutUs('vacatures')).toBe('/over-ons/vacatures');
    expect(routes.advertisingFaq()).toBe('/over-ons/adverteren/faq');
    expect(routes.pressInfo()).toBe('/press-info');
    expect(routes.webshops()).toBe('/webshops');
    expect(routes.brands()).toBe('/merken');
    expect(routes.brands('leolux')).toBe('/merken/leolux');
    expect(routes.terms()).toBe('/voorwaarden');
    expect(routes.terms('algemene-voorwaarden-cookies')).toBe('/voorwaarden/algemene-voorwaarden-cookies');
  });

  it('builds web-shop subdomain pages, admin links and the service worker', () => {
    expect(eshopSubdomainRoutes.contactForm()).toBe('/contact-form');
    expect(eshopSubdomainRoutes.wiki('retour')).toBe('/wiki/retour');
    expect(eshopSubdomainRoutes.page('over')).toBe('/over');
    expect(eshopSubdomainRoutes.register()).toBe('/register');
    expect(adminRoutes.variantEdit('https://admin.etalage.test', 9)).toBe('https://admin.etalage.test/variant/9/edit');
    expect(SERVICE_WORKER).toEqual({ url: '/sw.js', scope: '/' });
  });

  it('renames listing filters to dimensie, prijsVanaf and prijsTot', () => {
    expect(listingUrl('/producten/banken?page=2', { priceFrom: 100, priceTo: 500, dimensions: '200x90' })).toBe(
      '/producten/banken?page=2&dimensie=200x90&prijsVanaf=100&prijsTot=500',
    );
  });

  it('appends original_query only to suggestion links without a query', () => {
    expect(withOriginalQuery('/producten/banken', 'bank')).toBe('/producten/banken?original_query=bank');
    expect(withOriginalQuery('/producten/banken?kleur=1', 'bank')).toBe('/producten/banken?kleur=1');
  });
});

describe('click sources and click-through links (spec §5, §7, §9)', () => {
  it('names the codes the spec names', () => {
    expect(ClickSource.Detail).toBe(4);
    expect(ClickSource.SearchResults).toBe(6);
    expect(ClickSource.Favourites).toBe(7);
    expect(ClickSource.Watchdog).toBe(23);
    expect(ClickSource.ProductComparison).toBe(47);
    expect(ClickSource.Other).toBe(99);
  });

  it('accepts 1-47 and 99 only', () => {
    expect(isClickSource(1)).toBe(true);
    expect(isClickSource(47)).toBe(true);
    expect(isClickSource(48)).toBe(false);
    expect(isClickSource(0)).toBe(false);
    expect(isClickSource(99)).toBe(true);
    expect(requireClickSource('6')).toBe(6);
  });

  it("fails a card without click source with 'No click source provided'", () => {
    expect(() => requireClickSource(undefined)).toThrow('No click source provided');
    expect(() => requireClickSource('')).toThrow('No click source provided');
    expect(() => clickThroughUrl({ shopDomain: 'https://www.etalage.test', variantId: 1, clickSource: 0 })).toThrow(
      'No click source provided',
    );
  });

  it('builds the click-through link from shop domain, variant id, click source, position and ri', () => {
    expect(
      clickThroughUrl({ shopDomain: 'https://www.etalage.test/', variantId: 123, clickSource: ClickSource.SearchResults, position: 3, requestId: 'abc' }),
    ).toBe('https://www.etalage.test/go/123/6?position=3&ri=abc');
    expect(clickThroughUrl({ shopDomain: 'https://www.etalage.test', variantId: 5, clickSource: 99 })).toBe(
      'https://www.etalage.test/go/5/99',
    );
  });
});
