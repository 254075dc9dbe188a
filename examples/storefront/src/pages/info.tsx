/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { findVariant } from '../catalog/variants.js';
import { formatCount } from '@etalage/core';
import { renderVoucherCard } from '@etalage/widgets/server';
import { voucherOf } from '../catalog/variants.js';
import { markup } from '../views/markup.js';
import { pageConfig } from '../views/layout.js';
import { Breadcrumbs, notFoundPage, renderPage, simplePage } from './render.js';

/** The information, legal and commercial pages of spec §2, by path (data in ./info-content/, rendered by info-page.tsx). */
export { infoPageContent as infoPages } from './info-content/index.js';
export { renderInfoPage } from './info-page.js';

/** `/webshops`: every web shop, with what it means to be one and how to join. */
export function webshopsPage(c: Context<AppEnv>) {
  const shops = c.get('deps').db.prepare('SELECT e.*, (SELECT COUNT(*) FROM variants v WHERE v.eshop_id = e.id) AS n FROM eshops e ORDER BY name').all() as {
    id: number; name: string; slug: string; n: number; paid: number;
  }[];
  return renderPage(
    c,
    { title: 'Webshops', description: `Alle ${formatCount(shops.length)} webshops waarvan je op Etalage meubels en woonaccessoires vergelijkt.` },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Webshops' }]} />
      <h1>Webshops</h1>
      <p class="lead">
        Op Etalage vergelijk je het aanbod van {formatCount(shops.length)} Nederlandse webshops in meubels, verlichting en decoratie. Kies een webshop om
        al zijn producten te zien, met prijzen, levertijden en reviews van klanten.
      </p>
      <section aria-labelledby="shops-all">
        <h2 id="shops-all">Alle webshops</h2>
        <ul class="name-grid">
          {shops.map((s) => (
            <li>
              <a href={`/producten/shop/${s.slug}`}>{s.name}</a> <span class="muted">({formatCount(s.n)})</span>
            </li>
          ))}
        </ul>
      </section>
      <section class="prose" aria-labelledby="shops-how">
        <h2 id="shops-how">Je koopt bij de webshop zelf</h2>
        <p>
          Zie je iets wat je mooi vindt, dan brengt 'Ga naar de shop' je naar het product in de webshop. Daar bestel en betaal je, en daar gelden de
          bezorg- en retourvoorwaarden van de webshop. Kortingen tonen we alleen als ze echt zijn: <a href="/sales">zo werken onze kortingen</a>.
        </p>
        <p>
          Heb je een webshop en wil je er ook bij? Lees hoe <a href="/over-ons/adverteren">adverteren op Etalage</a> werkt en wat de{' '}
          <a href="/voorwaarden/webshops">voorwaarden voor webshops</a> zijn.
        </p>
      </section>
    </div>,
  );
}

/** `/merken`: every brand. */
export function brandsPage(c: Context<AppEnv>) {
  const brands = c.get('deps').db.prepare('SELECT m.*, (SELECT COUNT(*) FROM variants v WHERE v.manufacturer_id = m.id) AS n FROM manufacturers m ORDER BY name').all() as {
    name: string; slug: string; n: number;
  }[];
  return renderPage(
    c,
    { title: 'Merken', description: `Alle ${formatCount(brands.length)} merken van meubels en woonaccessoires op Etalage, met hun producten bij verschillende webshops.` },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Merken' }]} />
      <h1>Merken</h1>
      <p class="lead">
        Zoek je een bepaald merk? Hier vind je alle {formatCount(brands.length)} merken op Etalage. Per merk zie je alle producten en bij welke webshops ze te
        koop zijn, zodat je meteen ziet waar je het voordeligst of het snelst koopt.
      </p>
      <section aria-labelledby="brands-all">
        <h2 id="brands-all">Alle merken</h2>
        <ul class="name-grid">
          {brands.map((b) => (
            <li>
              <a href={`/merken/${b.slug}`}>{b.name}</a> <span class="muted">({formatCount(b.n)})</span>
            </li>
          ))}
        </ul>
      </section>
      <section class="prose" aria-labelledby="brands-compare">
        <h2 id="brands-compare">Hetzelfde product bij meerdere webshops</h2>
        <p>
          Veel producten van een merk worden door meer dan één webshop verkocht. Op de productpagina zie je de andere aanbiedingen naast elkaar, met prijs,
          levertijd en bezorgkosten. Een merk kies je ook als filter op elke <a href="/producten">categoriepagina</a>, samen met kleur, materiaal en afmetingen.
        </p>
      </section>
    </div>,
  );
}

/** `/products/eshop/{slug}/voucher/{code}`: a web shop's voucher. */
export function eshopVoucherPage(c: Context<AppEnv>, slug: string, code: string) {
  const db = c.get('deps').db;
  const row = db
    .prepare('SELECT v.id FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE e.slug = ? AND v.voucher_code = ? AND v.disabled = 0 LIMIT 1')
    .get(slug, code) as { id: number } | undefined;
  const variant = row ? findVariant(db, row.id) : undefined;
  const voucher = variant ? voucherOf(variant) : null;
  if (!variant || !voucher) return notFoundPage(c);
  return renderPage(
    c,
    { title: `Vouchercode ${code} bij ${variant.eshop_name}` },
    <div class="container narrow prose">
      <h1>
        Vouchercode bij {variant.eshop_name}
      </h1>
      {markup(renderVoucherCard(voucher, pageConfig.secondCurrency))}
      <p>
        <a href={`/producten/shop/${variant.eshop_slug}`}>Alle producten van {variant.eshop_name}</a>
      </p>
    </div>,
  );
}

/** `/go/{variantId}/{clickSource}?position&ri`: the click-through to the web shop (a local page: nothing leaves this machine). */
export function clickThroughPage(c: Context<AppEnv>, variantId: number) {
  const row = findVariant(c.get('deps').db, variantId);
  if (!row) return notFoundPage(c);
  return simplePage(c, `Naar ${row.eshop_name}`, [
    `In de echte winkel ga je nu naar ${row.eshop_domain} om ${row.name} te kopen.`,
    'Deze voorbeeldwinkel stuurt je niet door.',
  ], [{ name: 'Terug naar het product', url: `/product/v/${row.id}-${row.slug}` }]);
}

