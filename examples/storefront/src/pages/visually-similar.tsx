/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { findVariants, variantPath, visuallySimilarPath } from '../catalog/variants.js';
import { clickSources } from '../catalog/scopes.js';
import { imageUrl, productImageId } from '../catalog/images.js';
import { findSimilarityRequest, rankVisuallySimilar, rankVisuallySimilarIn } from '../catalog/similarity.js';
import { renderCards } from '../views/listing-html.js';
import { markup } from '../views/markup.js';
import { renderVisuallySimilarFilter, type VisuallySimilarFilterProps } from '@etalage/widgets/server';
import { Breadcrumbs, notFoundPage, renderPage } from './render.js';

/**
 * `?categorie={id}` keeps the results to the product's own category ('Alleen {categorie}' of the no-JS form); any
 * other value (another category, not a number) is ignored, as the form never sends one.
 */
function onlyOwnCategory(raw: string | undefined, categoryId: number): boolean {
  return raw !== undefined && /^\d{1,12}$/.test(raw) && Number(raw) === categoryId;
}

/**
 * `/products/visually-similar/{requestId}/{slug}`: the image the shopper asked about, then the products that
 * look most like it as cards, of every category or (`?categorie=`) of the product's own only. An unknown request is
 * the 404 page; a request under another slug than its variant's moves to the right one.
 */
export function visuallySimilarPage(c: Context<AppEnv>, requestId: string, slug: string) {
  const db = c.get('deps').db;
  const request = findSimilarityRequest(db, requestId);
  if (!request) return notFoundPage(c);
  const { variant, imageIndex } = request;
  const only = onlyOwnCategory(c.req.query('categorie'), variant.category_id);
  const path = visuallySimilarPath(variant, imageIndex);
  if (slug !== variant.slug || requestId !== request.requestId) return c.redirect(only ? `${path}?categorie=${variant.category_id}` : path, 301);
  // The same ranking as the image search the widget asks for (`rankVisuallySimilarIn`), so both show the same cards.
  const ranked = only ? rankVisuallySimilarIn(db, request, variant.category_id) : rankVisuallySimilar(db, request);
  const rows = findVariants(db, ranked.map((r) => r.id));
  const title = `Producten die lijken op ${variant.name}`;
  const imageAlt = imageIndex === 0 ? variant.name : `${variant.name}, afbeelding ${imageIndex + 1}`;
  const image = imageUrl('product', 'small', productImageId(variant.id, imageIndex));
  const filter: VisuallySimilarFilterProps = {
    variantId: variant.id,
    categoryId: variant.category_id,
    categoryName: variant.category_long_name.toLowerCase(),
    categoryUrl: `/producten/${variant.category_slug}`,
    imageUrl: image,
    clickSource: clickSources.visuallySimilar,
    requestId: request.requestId,
    only,
    count: rows.length,
  };
  return renderPage(
    c,
    { title, description: `Producten met hetzelfde uiterlijk als ${variant.name}: vorm, kleur, materiaal en stijl vergeleken.` },
    <div class="container">
      <Breadcrumbs
        items={[
          { name: 'Home', url: '/' },
          { name: variant.category_name, url: `/producten/${variant.category_slug}` },
          { name: variant.name, url: variantPath(variant) },
          { name: 'Vergelijkbaar uiterlijk' },
        ]}
      />
      <header class="similar-head">
        <img class="similar-head__image" src={image} alt={imageAlt} width="160" height="160" />
        <div>
          <h1>{title}</h1>
          <p class="listing-intro">
            Gezocht op vorm, kleur, materiaal en stijl van deze afbeelding. <a href={variantPath(variant)}>Terug naar {variant.name}</a>
          </p>
        </div>
      </header>
      <section class="similar-results" aria-labelledby="results-title">
        {markup(renderVisuallySimilarFilter(filter))}
        {/* Always there, empty or not: the widget draws the other choice's cards into it. */}
        <div class="product-grid" id="product-list">
          {markup(renderCards(db, rows, { clickSource: clickSources.visuallySimilar, requestId: request.requestId, eager: 4 }))}
        </div>
      </section>
    </div>,
  );
}
