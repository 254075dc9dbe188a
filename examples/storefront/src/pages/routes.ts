import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.js';
import { findCategoryById, resolveScope } from '../catalog/scopes.js';
import { homePage, marketplacePage } from './home.js';
import { listingPage, scopedListingPage } from './listing.js';
import { productPage, reviewsPage, variantPage } from './product.js';
import { answerPage, answerSubmit, questionSubmit, questionsPage } from './questions.js';
import { accountPage, comparePage, favouritesPage, profilePage, sharedFavouritesPage, unsubscribePage, unsubscribeSubmit, watchdogPage } from './user.js';
import {
  loginPage,
  loginSubmit,
  logoutPage, logoutSubmit,
  passwordConfirmationPage,
  passwordConfirmationSubmit,
  passwordResetPage,
  passwordResetSubmit,
  registerPage,
  registerSubmit,
  registrationConfirmationPage,
  registrationConfirmationSubmit,
} from './auth.js';
import { articlePageView, articlePreviewPage, inspirationPage, inspirationsPage, magazinePage } from './content.js';
import { offlinePage } from './offline.js';
import { brandsPage, clickThroughPage, eshopVoucherPage, infoPages, renderInfoPage, webshopsPage } from './info.js';
import { MOVED_PAGES } from './info-content/paths.js';
import { contactRoutes } from './contact.js';
import { roomsPage } from './rooms.js';
import { starDelayed, starFormPage, starFormSubmit, starShopPage, starThankYouPage, starUnsubscribe } from './star.js';
import { notFoundPage } from './render.js';
import { ensureOwner } from '../identity/owner.js';
import { adminPageRoutes } from './admin.js';
import { consentPageRoutes } from './consent.js';
import { pageChromeRoutes } from './page-chrome.js';
import { AI_SEARCH_ROUTE, aiSearchRedirect } from './ai-search.js';
import { visuallySimilarPage } from './visually-similar.js';

/** A numeric path segment, or undefined. */
const idOf = (raw: string) => (/^\d{1,12}$/.test(raw) ? Number(raw) : undefined);

/**
 * `{id}` or `{id}-{slug}`. Any slug is taken (capitals, accents, other characters): the page compares it with the
 * canonical one and redirects 301 when they differ, so a mistyped or old link of an existing product still lands.
 */
function idAndSlug(raw: string): { id: number; slug?: string } | undefined {
  const match = /^(\d{1,12})(?:-(.*))?$/s.exec(raw);
  return match ? { id: Number(match[1]), slug: match[2] } : undefined;
}

const withId = (raw: string, c: Context<AppEnv>, page: (id: number) => Response | Promise<Response>) => {
  const id = idOf(raw);
  return id === undefined ? notFoundPage(c) : page(id);
};

/** Every page of spec §2: full pages, simple pages, or the Dutch 404 page. */
export function pageRoutes() {
  const app = new Hono<AppEnv>();

  // Every page gives an anonymous visitor their id before any widget calls the API, so that concurrent
  // first calls (likes sent on start after an offline session) all belong to one visitor.
  app.use('*', async (c, next) => {
    ensureOwner(c);
    await next();
  });

  // Information pages first: some live under /producten/, and the review service's terms moved away from /star/,
  // whose old paths must answer before /star/:ident.
  app.get('*', async (c, next) => {
    const path = c.req.path.replace(/\/+$/, '') || '/';
    const info = infoPages[path];
    if (info) return renderInfoPage(c, info);
    const moved = MOVED_PAGES[path];
    if (moved) return c.redirect(moved, 301);
    await next();
  });

  app.get('/offline', offlinePage);
  app.get('/', (c) => {
    const url = new URL(c.req.url);
    const scope = resolveScope(c.get('deps').db, '/', url.searchParams);
    return scope ? listingPage(c, scope) : homePage(c);
  });
  app.get('/producten', marketplacePage);
  app.get('/producten/ruimtes', roomsPage);
  app.get('/producten/*', scopedListingPage);
  app.get('/products/garden-season', scopedListingPage);
  app.get('/products/visually-similar/:requestId/:slug', (c) => visuallySimilarPage(c, c.req.param('requestId'), c.req.param('slug')));
  app.get('/products/eshop/:slug/voucher/:code', (c) => eshopVoucherPage(c, c.req.param('slug'), c.req.param('code')));
  app.get('/search', scopedListingPage);
  app.get(AI_SEARCH_ROUTE, aiSearchRedirect);
  app.get('/price-drops/:slug', scopedListingPage);
  app.get('/eshop/:merchantId', scopedListingPage);
  app.get('/merken', brandsPage);
  app.get('/merken/:slug', scopedListingPage);
  app.get('/webshops', webshopsPage);
  app.get('/category/:categoryId', (c) => {
    const id = idOf(c.req.param('categoryId'));
    const category = id === undefined ? undefined : findCategoryById(c.get('deps').db, id);
    return category ? c.redirect(`/producten/${category.slug}`, 301) : notFoundPage(c);
  });
  app.get('/compare-products', comparePage);

  app.get('/inspirations', inspirationsPage);
  app.get('/inspirations/stl/:id', (c) => withId(c.req.param('id'), c, (id) => inspirationPage(c, id)));
  app.get('/magazine', (c) => magazinePage(c));
  app.get('/magazine/category/:slug', (c) => magazinePage(c, c.req.param('slug')));
  app.get('/artikel/:slug', (c) => articlePageView(c, c.req.param('slug')));
  app.get('/article/preview/:id', (c) => withId(c.req.param('id'), c, (id) => articlePreviewPage(c, id)));

  app.get('/product/v/:idSlug', (c) => {
    const parsed = idAndSlug(c.req.param('idSlug'));
    return parsed ? variantPage(c, parsed.id, parsed.slug) : notFoundPage(c);
  });
  app.get('/product/:id/reviews', (c) => withId(c.req.param('id'), c, (id) => reviewsPage(c, id)));
  app.get('/product/:id/questions', (c) => withId(c.req.param('id'), c, (id) => questionsPage(c, id)));
  app.post('/product/:id/questions', (c) => withId(c.req.param('id'), c, (id) => questionSubmit(c, id)));
  app.get('/pqa/answer/:questionId', (c) => withId(c.req.param('questionId'), c, (id) => answerPage(c, id)));
  app.post('/pqa/answer/:questionId', (c) => withId(c.req.param('questionId'), c, (id) => answerSubmit(c, id)));
  app.get('/product/:idSlug', (c) => {
    const parsed = idAndSlug(c.req.param('idSlug'));
    return parsed ? productPage(c, parsed.id, parsed.slug) : notFoundPage(c);
  });
  app.get('/go/:variantId/:clickSource', (c) => withId(c.req.param('variantId'), c, (id) => clickThroughPage(c, id)));

  app.get('/user', accountPage);
  app.get('/user/favourites', favouritesPage);
  app.get('/user/favourites/:share', (c) => sharedFavouritesPage(c, c.req.param('share')));
  app.get('/user/watchdog', watchdogPage);
  app.get('/user/:userId', (c) => withId(c.req.param('userId'), c, (id) => profilePage(c, id)));
  app.get('/watchdog/unsubscribe/:hash', (c) => unsubscribePage(c, c.req.param('hash')));
  app.post('/watchdog/unsubscribe/:hash', (c) => unsubscribeSubmit(c, c.req.param('hash')));

  app.get('/login', loginPage);
  app.post('/login', loginSubmit);
  app.get('/registeren', registerPage);
  app.post('/registeren', registerSubmit);
  app.get('/register', (c) => c.redirect('/registeren', 301));
  app.get('/register/confirmation/:userId/:code', registrationConfirmationPage);
  app.post('/register/confirmation/:userId/:code', registrationConfirmationSubmit);
  app.get('/logout', logoutPage);
  app.post('/logout', logoutSubmit);
  app.get('/wachtwoord/vernieuwen', passwordResetPage);
  app.post('/wachtwoord/vernieuwen', passwordResetSubmit);
  app.get('/wachtwoord/bevestiging/:code', passwordConfirmationPage);
  app.post('/wachtwoord/bevestiging/:code', passwordConfirmationSubmit);

  app.route('/', adminPageRoutes());
  app.route('/', consentPageRoutes());
  app.route('/', pageChromeRoutes());
  app.route('/', contactRoutes());

  app.get('/star/eshop/:slug', starShopPage);
  app.get('/star/:ident', starFormPage);
  app.post('/star/:ident', starFormSubmit);
  app.get('/star/:ident/thank-you', starThankYouPage);
  app.get('/star/:ident/delayed', starDelayed.get);
  app.post('/star/:ident/delayed', starDelayed.post);
  app.get('/star/:ident/unsubscribe', starUnsubscribe.get);
  app.post('/star/:ident/unsubscribe', starUnsubscribe.post);

  return app;
}
