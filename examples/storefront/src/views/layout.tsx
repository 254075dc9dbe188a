/** @jsxImportSource hono/jsx */
import type { PropsWithChildren } from 'hono/jsx';
import { raw } from 'hono/html';
import { defaultPageConfig, parseSecondCurrency, type PageConfig } from '@etalage/core';
import { bannerStripHtml, cookieBarHtml, updatePromptHtml, headerCompareHtml, headerFavouritesHtml, searchOverlayHtml, userBoxHtml } from './widgets.js';
import type { CookieBarOffer } from '../catalog/consent.js';
import { markup } from './markup.js';
import { AttributeName, embedScriptTag, modalOpenerProps, pageConfigTag, stylesheetTag, widgetProps, type BannerStripMarkup } from '@etalage/markup';
import type { PopularSearch } from '@etalage/widgets/server';
import { COUNTRY_SITES, STUDIO_URL } from '../catalog/page-chrome.js';
import { showsInspirationLink } from '../catalog/feature-eval.js';
import { TEST_RECORDER_PATH } from '../security/test-recorder.js';
import { NAMED_PAGES } from '../pages/info-content/paths.js';

export interface LayoutUser {
  id: number;
  /** The first name. */
  name: string;
  initials: string;
  avatarUrl: string;
  /** Admins only: whether admin mode is on, and the page to come back to after switching it. */
  adminMode?: { on: boolean; next: string };
}

export interface NavEntry {
  name: string;
  url: string;
  children: { name: string; url: string }[];
}

export interface LayoutProps {
  title: string;
  description?: string;
  /** `<meta name="robots">`, e.g. 'noindex' for pages search engines must not list (article previews). */
  robots?: string;
  user?: LayoutUser;
  query?: string;
  /** Where the login link returns to. */
  path?: string;
  /** The header nav: the primary menu tree's entries, each with its submenu (the same tree the mobile menu shows). */
  menu: NavEntry[];
  /** The search overlay's 'Populaire zoekopdrachten'. */
  popularSearches: PopularSearch[];
  /** The cookie bar, when this page shows it (no choice stored and no crawler, or reopened from the footer). */
  cookieBar?: CookieBarOffer;
  /** The promo banner strip at the top, when one is active and the shopper did not close it. */
  bannerStrip?: BannerStripMarkup;
  /** The footer's 'Cookie-instellingen': this page with the cookie bar reopened. */
  cookieSettingsUrl?: string;
  /** False leaves out the embed script tag (only the test hook `?etalage=off` does this, for benchmarks). */
  embedScript?: boolean;
  /** The response's CSP nonce: the page's script tags carry it (see security/csp.ts). */
  nonce?: string;
  /** Test hooks only: the problem recorder of the cross-engine tests, first in `<head>` (security/test-recorder.ts). */
  testRecorder?: boolean;
}

/**
 * The page config for the runtime: every service on this origin, project "nl", the admin pages under /admin.
 * `ETALAGE_SECOND_CURRENCY=USD:1.08`
 * adds a second currency beside euro prices (spec §1); the reference storefront shows euro only by default.
 */
export const pageConfig: PageConfig = {
  ...defaultPageConfig,
  project: 'nl',
  adminHost: '/admin',
  // The app-install banner shows on this host only (spec §2); `ETALAGE_PRODUCTION_HOST=localhost` tries it here.
  productionHost: process.env.ETALAGE_PRODUCTION_HOST ?? 'www.etalage.nl',
  secondCurrency: secondCurrencyFromEnv(process.env.ETALAGE_SECOND_CURRENCY),
  // The feature service's remote evaluation, for a deployment that wants it (off by default; the flags' live stream
  // is on unless a page config turns it off).
  ...(process.env.ETALAGE_FEATURES_REMOTE_EVAL === '1' ? { featuresRemoteEval: true } : {}),
};

function secondCurrencyFromEnv(raw: string | undefined): PageConfig['secondCurrency'] {
  if (!raw) return null;
  const [code, rate] = raw.split(':');
  return parseSecondCurrency({ code, rate: Number(rate) });
}

/**
 * The admin's switch without JavaScript: a plain form, so the server sets the admin-mode cookie (spec §6). With
 * JavaScript the user menu's switch (user box) takes its place, so it sits in `<noscript>`.
 */
function AdminModeSwitch({ on, next }: { on: boolean; next: string }) {
  return (
    <form class="admin-mode-switch" method="post" action="/admin-mode">
      <input type="hidden" name="on" value={on ? '0' : '1'} />
      <input type="hidden" name="next" value={next} />
      <button class={on ? 'header-button admin-mode-button admin-mode-button--on' : 'header-button admin-mode-button'} type="submit">
        {/* A phone shows 'Admin' only; the button's name stays the whole label. */}
        <span class="admin-mode-short" aria-hidden="true">
          Admin
        </span>
        <span class="header-label">{on ? 'Adminmodus uitzetten' : 'Adminmodus aanzetten'}</span>
      </button>
    </form>
  );
}

/**
 * The hamburger (spec §2), below lg only: the modal host opens the mobile menu from it; without JavaScript it is
 * a link to all categories. Its size is fixed by the stylesheet, so nothing moves when the script arrives.
 */
function MenuButton() {
  return (
    <a class="header-button menu-button" href="/producten" {...modalOpenerProps('mobile-menu', undefined, 'header')} aria-haspopup="dialog">
      <svg class="menu-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      </svg>
      <span class="header-label">Menu</span>
    </a>
  );
}

function Header({ user, query, path, menu, popularSearches }: Omit<LayoutProps, 'title'>) {
  const next = path && path !== '/login' ? `?next=${encodeURIComponent(path)}` : '';
  return (
    // page-chrome (an enhancer, when idle): hides this sticky header on scrolling down, attribution, footer
    // hash links and the country switch. The 'Inspiratie' link below follows the shop-the-look flag as the server
    // evaluates it for this visitor (catalog/feature-eval.ts).
    <header class="site-header etl-page-header" {...widgetProps('page-chrome')}>
      <div class="container header-inner">
        <a class="logo" href="/">
          <span class="logo-mark" aria-hidden="true">E</span>
          <span class="logo-text">Etalage</span>
        </a>
        {markup(searchOverlayHtml(query ?? '', popularSearches))}
        <nav class="header-actions" aria-label="Account en lijsten">
          {showsInspirationLink(user?.id) ? (
            <a class="header-button header-link" href="/inspirations">
              Inspiratie
            </a>
          ) : null}
          <a class="header-button header-link" href={STUDIO_URL} target="_blank" rel="noopener">
            Studio
            <span aria-hidden="true">&nbsp;↗</span>
            <span class="visually-hidden"> (opent in nieuw tabblad)</span>
          </a>
          {markup(headerCompareHtml())}
          {markup(headerFavouritesHtml())}
          {user?.adminMode ? (
            <noscript>
              <AdminModeSwitch {...user.adminMode} />
            </noscript>
          ) : null}
          {markup(
            userBoxHtml(
              user
                ? { user: { id: user.id, name: user.name, initials: user.initials, avatarUrl: user.avatarUrl } }
                : { loginUrl: `/login${next}` },
            ),
          )}
          <MenuButton />
        </nav>
      </div>
      <nav class="main-nav" aria-label="Categorieën" {...widgetProps('main-nav')}>
        <ul class="container main-nav-list">
          {menu.map((entry, i) => (
            <li class={entry.children.length ? 'main-nav-item main-nav-item--parent' : 'main-nav-item'}>
              <a class="main-nav-link" href={entry.url}>
                {entry.name}
              </a>
              {entry.children.length ? (
                // Opens by :hover and :focus-within from lg (site.css), so it works without JavaScript; the
                // main-nav enhancer adds the hover safe area and Escape. Phones use the mobile menu instead.
                <ul class={`main-nav-submenu${i >= menu.length - 2 ? ' main-nav-submenu--end' : ''}`} aria-label={entry.name}>
                  <li>
                    <a class="main-nav-sublink main-nav-sublink--all" href={entry.url}>
                      Alles in {entry.name}
                    </a>
                  </li>
                  {entry.children.map((child) => (
                    <li>
                      <a class="main-nav-sublink" href={child.url}>
                        {child.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          <li class="main-nav-item">
            <a class="main-nav-link nav-sale" href="/producten/sale">
              Sale
            </a>
          </li>
          <li class="main-nav-item">
            <a class="main-nav-link" href="/producten/vouchers">
              Vouchers
            </a>
          </li>
          {/* Where the strip scrolls sideways (below lg): a fade pinned to its right edge says there is more. */}
          <li class="main-nav-more" aria-hidden="true" {...{ [AttributeName.ScrollCue]: '' }}></li>
        </ul>
      </nav>
    </header>
  );
}

/** One footer column: a panel of the accordion on phones (several may be open), a plain column from lg. */
function FooterPanel({ id, title, children }: PropsWithChildren<{ id: string; title: string }>) {
  return (
    <details class="footer-panel" id={id}>
      <summary class="footer-panel-title">
        <h2>{title}</h2>
      </summary>
      {children}
    </details>
  );
}

/** The footer's FAQ: one accordion group that keeps one answer open (`<details name>`); a hash link opens its answer. */
const FAQ: { id: string; question: string; answer: string }[] = [
  {
    id: 'faq-bestellen',
    question: 'Bestel ik bij Etalage?',
    answer: 'Nee, je bestelt en betaalt bij de webshop zelf. Wij brengen je met één klik naar het product in de shop.',
  },
  {
    id: 'faq-prijzen',
    question: 'Hoe vergelijkt Etalage prijzen?',
    answer: 'We tonen de prijzen van tientallen Nederlandse webshops naast elkaar, inclusief btw.',
  },
  {
    id: 'faq-kortingen',
    question: 'Zijn de kortingen echt?',
    answer: 'Ja. We tonen alleen kortingen ten opzichte van een echte eerdere prijs van dezelfde webshop.',
  },
];

/**
 * The country switch (spec §2): with JavaScript the page chrome navigates as soon as a country is chosen
 * (`data-etl-navigate`); without it the button sends the form to `/land`, which redirects to the chosen site.
 */
function CountrySwitch() {
  return (
    <form class="country-switch" method="get" action="/land">
      <label for="country-switch">Land</label>
      <select id="country-switch" name="site" {...{ [AttributeName.Navigate]: '' }}>
        {COUNTRY_SITES.map((site, i) => (
          <option value={site.url} selected={i === 0}>
            {site.name}
          </option>
        ))}
      </select>
      <button class="button country-switch-submit" type="submit">
        Ga
      </button>
    </form>
  );
}

function Footer({ cookieSettingsUrl }: { cookieSettingsUrl: string }) {
  return (
    <footer class="site-footer">
      <div class="container footer-grid">
        <FooterPanel id="footer-shop" title="Winkelen">
          <ul>
            <li><a href="/producten">Alle categorieën</a></li>
            <li><a href="/producten/sale">Sale</a></li>
            <li><a href="/producten/vouchers">Vouchers</a></li>
            <li><a href="/producten/levering-voor-kerstmis">Levering voor Kerstmis</a></li>
            <li><a href="/webshops">Webshops</a></li>
            <li><a href="/merken">Merken</a></li>
          </ul>
        </FooterPanel>
        <FooterPanel id="footer-inspiration" title="Inspiratie">
          <ul>
            <li><a href="/inspirations">Interieurinspiratie</a></li>
            <li><a href="/magazine">Magazine</a></li>
            <li><a href="/duurzaam">Duurzaam wonen</a></li>
            <li><a href="/furniture-bank">Meubelbank</a></li>
          </ul>
        </FooterPanel>
        <FooterPanel id="footer-about" title="Over ons">
          <ul>
            <li><a href="/over-ons/over-ons">Wie zijn wij</a></li>
            <li><a href={NAMED_PAGES.aboutProduct}>Hoe werkt Etalage</a></li>
            <li><a href={NAMED_PAGES.reviewService}>Over onze reviews</a></li>
            <li><a href="/over-ons/vacatures">Vacatures</a></li>
            <li><a href="/over-ons/adverteren">Adverteren</a></li>
            <li><a href="/over-ons/contact">Contact</a></li>
            <li><a href="/press-info">Pers</a></li>
          </ul>
        </FooterPanel>
        <FooterPanel id="footer-terms" title="Voorwaarden">
          <ul>
            <li><a href="/voorwaarden/algemene-voorwaarden">Algemene voorwaarden</a></li>
            <li><a href="/voorwaarden/privacy">Privacy</a></li>
            <li><a href="/voorwaarden/algemene-voorwaarden-cookies">Cookies</a></li>
            <li><a href="/voorwaarden/webshops">Voor webshops</a></li>
            <li>
              <a href={cookieSettingsUrl} rel="nofollow" {...modalOpenerProps('cookie-settings', undefined, 'footer')} aria-haspopup="dialog">
                Cookie-instellingen
              </a>
            </li>
          </ul>
        </FooterPanel>
      </div>
      <section class="container footer-faq" aria-labelledby="footer-faq-title">
        <h2 id="footer-faq-title">Veelgestelde vragen</h2>
        {FAQ.map((entry) => (
          <details class="footer-faq-item" name="footer-faq" id={entry.id}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
      <div class="container footer-bottom">
        <p>
          Bij ons geen nepkortingen: we tonen alleen kortingen ten opzichte van een echte eerdere prijs.{' '}
          <a href="/sales">Zo werken onze kortingen</a> · <a href="#faq-kortingen">Veelgestelde vragen over kortingen</a>
        </p>
        <CountrySwitch />
        <p>© 2026 Etalage · Prijzen in euro, inclusief btw</p>
      </div>
    </footer>
  );
}

/** The one layout of every page: stylesheets, the page config and exactly one embed script. */
export function Layout({ title, description, robots, user, query, path, menu, popularSearches, cookieBar, bannerStrip, cookieSettingsUrl = '/?cookies=instellingen', embedScript = true, nonce, testRecorder = false, children }: PropsWithChildren<LayoutProps>) {
  return (
    <html lang="nl">
      <head>
        <meta charset="utf-8" />
        {testRecorder ? <script src={TEST_RECORDER_PATH} nonce={nonce}></script> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | Etalage`}</title>
        <meta name="description" content={description ?? 'Vergelijk meubels en woonaccessoires van tientallen Nederlandse webshops.'} />
        {robots ? <meta name="robots" content={robots} /> : null}
        <link rel="stylesheet" href="/static/site.css" />
        {raw(stylesheetTag())}
        {raw(pageConfigTag(pageConfig, nonce))}
        {embedScript ? raw(embedScriptTag({ nonce })) : null}
      </head>
      <body>
        <a class="skip-link" href="#main">
          Direct naar de inhoud
        </a>
        {bannerStrip ? markup(bannerStripHtml(bannerStrip)) : null}
        <Header user={user} query={query} path={path} menu={menu} popularSearches={popularSearches} />
        {/* Focusable from the skip link, so that its jump takes the focus along (it fell to the body). */}
        <main id="main" class="site-main" tabindex={-1}>
          {children}
        </main>
        <Footer cookieSettingsUrl={cookieSettingsUrl} />
        {markup(updatePromptHtml())}
        {cookieBar ? markup(cookieBarHtml(cookieBar)) : null}
      </body>
    </html>
  );
}
