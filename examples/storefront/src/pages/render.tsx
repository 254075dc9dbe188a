/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.js';
import { Layout, type NavEntry } from '../views/layout.js';
import { menuTrees } from '../catalog/content.js';
import { initials } from '../auth/token.js';
import { imageUrl } from '../catalog/images.js';
import { isAdminMode, isAdminUser } from '../catalog/admin.js';
import { pageConfig } from '../views/layout.js';
import { popularSearches } from '../catalog/popular-searches.js';
import { cookieBarOffer, cookieSettingsUrl } from '../catalog/consent.js';
import { bannerStripOffer } from '../catalog/page-chrome.js';

export interface PageOptions {
  title: string;
  description?: string;
  /** `<meta name="robots">` content, e.g. 'noindex'. */
  robots?: string;
  query?: string;
  status?: ContentfulStatusCode;
}

/** The header nav: the primary menu tree (groups and their categories), as the mobile menu shows it too. */
function menu(c: Context<AppEnv>): NavEntry[] {
  return menuTrees(c.get('deps').db).primary.map((group) => ({
    name: group.name,
    url: group.url,
    children: group.children.map((child) => ({ name: child.name, url: child.url })),
  }));
}

/** For an admin, whether admin mode is on and where the header's switch returns to; undefined for everyone else. */
function adminModeOf(c: Context<AppEnv>): { on: boolean; next: string } | undefined {
  if (!isAdminUser(c.get('user'), pageConfig.project)) return undefined;
  const url = new URL(c.req.url);
  return { on: isAdminMode(c, pageConfig), next: `${url.pathname}${url.search}` };
}

/** Renders a page in the shared layout, with `<!doctype html>` (c.html adds none). */
export async function renderPage(c: Context<AppEnv>, options: PageOptions, body: Child) {
  const user = c.get('user');
  const node = (
    <Layout
      title={options.title}
      description={options.description}
      robots={options.robots}
      query={options.query}
      path={c.req.path}
      menu={menu(c)}
      popularSearches={popularSearches(c.get('deps').db, user?.id)}
      cookieBar={cookieBarOffer(c)}
      bannerStrip={bannerStripOffer(c)}
      cookieSettingsUrl={cookieSettingsUrl(c)}
      embedScript={!(c.get('deps').testHooks && c.req.query('etalage') === 'off')}
      nonce={c.get('cspNonce')}
      testRecorder={c.get('deps').testRecorder}
      user={
        user
          ? { id: user.id, name: user.first_name, initials: initials(user), avatarUrl: imageUrl('avatar', 'medium', user.id), adminMode: adminModeOf(c) }
          : undefined
      }
    >
      {body}
    </Layout>
  );
  return c.html(`<!doctype html>${await node.toString()}`, options.status ?? 200);
}

export function Breadcrumbs({ items }: { items: { name: string; url?: string }[] }) {
  return (
    <nav class="breadcrumbs" aria-label="Kruimelpad">
      <ol>
        {items.map((item) =>
          item.url ? (
            <li>
              <a href={item.url}>{item.name}</a>
            </li>
          ) : (
            <li aria-current="page">{item.name}</li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The Dutch 404 page. */
export function notFoundPage(c: Context<AppEnv>) {
  return renderPage(
    c,
    { title: 'Pagina niet gevonden', status: 404 },
    <div class="container narrow page-message">
      <h1>Pagina niet gevonden</h1>
      <p>Sorry, deze pagina bestaat niet (meer). Misschien is het product uitverkocht of is de link verouderd.</p>
      <p>
        <a class="button button--primary" href="/">
          Naar de homepage
        </a>{' '}
        <a class="button" href="/producten">
          Alle categorieën
        </a>
      </p>
    </div>,
  );
}

/** The Dutch error page (should never be seen). */
export function errorPage(c: Context<AppEnv>) {
  return renderPage(
    c,
    { title: 'Er ging iets mis', status: 500 },
    <div class="container narrow page-message">
      <h1>Er ging iets mis</h1>
      <p>Probeer het over een paar minuten opnieuw.</p>
    </div>,
  );
}

/** A short information page for routes of spec §2 without a full page yet. */
export function simplePage(c: Context<AppEnv>, title: string, paragraphs: string[], links: { name: string; url: string }[] = []) {
  return renderPage(
    c,
    { title },
    <div class="container narrow prose">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: title }]} />
      <h1>{title}</h1>
      {paragraphs.map((p) => (
        <p>{p}</p>
      ))}
      {links.length ? (
        <ul class="link-list">
          {links.map((l) => (
            <li>
              <a href={l.url}>{l.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>,
  );
}
