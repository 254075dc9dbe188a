/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { ADMIN_MODE_COOKIE, formatMoney, OPTIMIZATION_LABELS } from '@etalage/core';
import type { AppEnv } from '../context.js';
import { adminDataOf, isAdminUser } from '../catalog/admin.js';
import { findVariant, variantPath, type VariantRow } from '../catalog/variants.js';
import { safeNext } from '../auth/cookies.js';
import { pageConfig } from '../views/layout.js';
import { Breadcrumbs, notFoundPage, renderPage } from './render.js';

const ADMIN_MODE_MAX_AGE = 30 * 86_400;

/** Anonymous visitors log in first; logged-in users who are not admins get a Dutch 403 page. */
function refuse(c: Context<AppEnv>) {
  if (!c.get('user')) return c.redirect(`/login?next=${encodeURIComponent(c.req.path)}`, 303);
  return renderPage(
    c,
    { title: 'Geen toegang', status: 403 },
    <div class="container narrow page-message">
      <h1>Geen toegang</h1>
      <p>Deze pagina is alleen voor beheerders.</p>
    </div>,
  );
}

const isAdmin = (c: Context<AppEnv>) => isAdminUser(c.get('user'), pageConfig.project);

function facts(row: VariantRow): [string, string][] {
  const admin = adminDataOf(row);
  return [
    ['Variant-id', String(row.id)],
    ['Webshop', row.eshop_name],
    ['Categorie', row.category_long_name],
    ['Prijs', formatMoney(row.price)],
    ['Actief', row.active === 1 ? 'ja' : 'nee'],
    ['Op voorraad', row.in_stock === 1 ? 'ja' : 'nee'],
    ['ES-rank', String(admin.esRank)],
    ['Groep', String(admin.groupId)],
    ['Optimalisatie', `${OPTIMIZATION_LABELS[admin.optimizationType]} (${admin.optimizationType})`],
    ['Hoofdbeeld', `${admin.mainImageType}, ${admin.mainImageOrientation}`],
    ['AI-score hoofdbeeld', String(admin.mainImageAiScore).replace('.', ',')],
  ];
}

/** The two admin pages the overlay links to (spec §2: variant edit and variant info), admins only. */
function variantAdminPage(c: Context<AppEnv>, id: number, kind: 'edit' | 'info') {
  if (!isAdmin(c)) return refuse(c);
  const row = findVariant(c.get('deps').db, id);
  if (!row) return notFoundPage(c);
  const title = kind === 'edit' ? `Variant bewerken: ${row.name}` : `Variantinfo: ${row.name}`;
  const other = kind === 'edit' ? { name: 'Variantinfo', url: `/admin/variant/${id}` } : { name: 'Variant bewerken', url: `/admin/variant/${id}/edit` };
  return renderPage(
    c,
    { title },
    <div class="container narrow prose">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Beheer' }, { name: title }]} />
      <h1>{title}</h1>
      {kind === 'edit' ? <p>Wijzigingen worden in het beheersysteem opgeslagen; deze voorbeeldwinkel toont de huidige gegevens.</p> : null}
      <dl class="spec-list">
        {facts(row).map(([term, value]) => (
          <div>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul class="link-list">
        <li>
          <a href={other.url}>{other.name}</a>
        </li>
        <li>
          <a href={variantPath(row)}>Productpagina</a>
        </li>
      </ul>
    </div>,
  );
}

const idOf = (raw: string) => (/^\d{1,12}$/.test(raw) ? Number(raw) : undefined);

/** Admin pages under `PageConfig.adminHost` (/admin) and the admin-mode switch of the header. */
export function adminPageRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/admin/variant/:id/edit', (c) => {
    const id = idOf(c.req.param('id'));
    return id === undefined ? notFoundPage(c) : variantAdminPage(c, id, 'edit');
  });
  app.get('/admin/variant/:id', (c) => {
    const id = idOf(c.req.param('id'));
    return id === undefined ? notFoundPage(c) : variantAdminPage(c, id, 'info');
  });
  // The server sets the cookie of spec §6; it only means something for admins, so only they may switch it.
  app.post('/admin-mode', async (c) => {
    if (!isAdmin(c)) return refuse(c);
    const form = await c.req.parseBody();
    if (form.on === '1') setCookie(c, ADMIN_MODE_COOKIE, '1', { path: '/', sameSite: 'Lax', maxAge: ADMIN_MODE_MAX_AGE });
    else deleteCookie(c, ADMIN_MODE_COOKIE, { path: '/' });
    return c.redirect(safeNext(form.next), 303);
  });
  return app;
}
