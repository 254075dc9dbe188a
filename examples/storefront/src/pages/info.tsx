/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { findVariant } from '../catalog/variants.js';
import { formatCount } from '@etalage/core';
import { renderVoucherCard } from '@etalage/widgets/server';
import { voucherOf } from '../catalog/variants.js';
import { markup } from '../views/markup.js';
import { Breadcrumbs, notFoundPage, renderPage, simplePage } from './render.js';

/** Information pages of spec §2 that have no full page yet: a title and a short Dutch text. */
export const infoPages: Record<string, { title: string; text: string[] }> = {
  '/producten/ruimtes': { title: 'Ruimtes', text: ['Kies een ruimte om producten en inspiratie te bekijken.'] },
  '/furniture-bank': { title: 'Meubelbank', text: ['Geef je meubels een tweede leven: wij brengen ze naar mensen die ze goed kunnen gebruiken.'] },
  '/duurzaam': { title: 'Duurzaam wonen', text: ['Tips en producten voor een duurzamer interieur: tweedehands, gerecycled en lang meegaand.'] },
  '/sales': { title: 'Zo werken onze kortingen', text: ['Wij tonen geen nepkortingen. Een korting verschijnt alleen als de webshop het product eerder echt voor de hogere prijs verkocht.', 'De kortingspercentages zijn naar beneden afgerond.'] },
  '/commercial/SaaS': { title: 'Software voor webshops', text: ['Onze technologie voor productvergelijking, ook voor jouw webshop.'] },
  '/commercial/e-shop': { title: 'Adverteren als webshop', text: ['Bereik duizenden shoppers die op zoek zijn naar meubels en woonaccessoires.'] },
  '/commercial/pixel': { title: 'Conversiepixel', text: ['Meet welke bezoekers via ons bij jou kopen.'] },
  '/commercial/star': { title: 'Reviewservice', text: ['Verzamel echte reviews van je klanten.'] },
  '/over-ons/over-ons': { title: 'Over ons', text: ['Wij helpen je het mooiste voor je huis te vinden, bij tientallen webshops tegelijk.'] },
  '/over-ons/vacatures': { title: 'Vacatures', text: ['Op dit moment hebben we geen openstaande vacatures. Open sollicitaties zijn welkom.'] },
  '/over-ons/adverteren': { title: 'Adverteren', text: ['Wil je jouw producten op onze site tonen? Neem contact met ons op.'] },
  '/over-ons/adverteren/faq': { title: 'Veelgestelde vragen over adverteren', text: ['Je betaalt alleen voor bezoekers die doorklikken naar je webshop.'] },
  '/over-ons/contact': { title: 'Contact', text: ['Je bereikt ons via het contactformulier op werkdagen van 9 tot 17 uur.'] },
  '/press-info': { title: 'Pers', text: ['Voor persvragen kun je contact opnemen met onze communicatieafdeling.'] },
  '/voorwaarden': { title: 'Voorwaarden', text: ['Hier vind je al onze voorwaarden.'] },
  '/voorwaarden/webshops': { title: 'Voorwaarden voor webshops', text: ['De voorwaarden voor webshops die via ons adverteren.'] },
  '/voorwaarden/algemene-voorwaarden': { title: 'Algemene voorwaarden', text: ['De algemene voorwaarden voor het gebruik van deze website.'] },
  '/voorwaarden/algemene-voorwaarden-cookies': { title: 'Cookieverklaring', text: ['Wij gebruiken noodzakelijke, functionele, analytische en marketingcookies. Je kiest zelf welke je toestaat.'] },
  '/voorwaarden/privacy': { title: 'Privacyverklaring', text: ['Wij gaan zorgvuldig om met je persoonsgegevens.'] },
  '/contact-form': { title: 'Contactformulier', text: ['Stel je vraag aan de webshop via ons contactformulier.'] },
};

/** `/webshops`: every web shop. */
export function webshopsPage(c: Context<AppEnv>) {
  const shops = c.get('deps').db.prepare('SELECT e.*, (SELECT COUNT(*) FROM variants v WHERE v.eshop_id = e.id) AS n FROM eshops e ORDER BY name').all() as {
    id: number; name: string; slug: string; n: number; paid: number;
  }[];
  return renderPage(
    c,
    { title: 'Webshops' },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Webshops' }]} />
      <h1>Webshops</h1>
      <ul class="name-grid">
        {shops.map((s) => (
          <li>
            <a href={`/producten/shop/${s.slug}`}>{s.name}</a> <span class="muted">({formatCount(s.n)})</span>
          </li>
        ))}
      </ul>
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
    { title: 'Merken' },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Merken' }]} />
      <h1>Merken</h1>
      <ul class="name-grid">
        {brands.map((b) => (
          <li>
            <a href={`/merken/${b.slug}`}>{b.name}</a> <span class="muted">({formatCount(b.n)})</span>
          </li>
        ))}
      </ul>
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
      {markup(renderVoucherCard(voucher))}
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

