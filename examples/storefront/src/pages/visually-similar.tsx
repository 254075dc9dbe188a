/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { formatCount } from '@etalage/core';
import type { AppEnv } from '../context.js';
import { findVariants, variantPath, visuallySimilarPath } from '../catalog/variants.js';
import { clickSources } from '../catalog/scopes.js';
import { imageUrl, productImageId } from '../catalog/images.js';
import { findSimilarityRequest, rankVisuallySimilar } from '../catalog/similarity.js';
import { renderCards } from '../views/listing-html.js';
import { markup } from '../views/markup.js';
import { Breadcrumbs, notFoundPage, renderPage } from './render.js';

/**
 * `/products/visually-similar/{requestId}/{slug}`: the image the shopper asked about, then the products that
 * look most like it as cards. An unknown request is the 404 page; a request under another slug than its
 * variant's moves to the right one.
 */
export function visuallySimilarPage(c: Context<AppEnv>, requestId: string, slug: string) {
  const db = c.get('deps').db;
  const request = findSimilarityRequest(db, requestId);
  if (!request) return notFoundPage(c);
  const { variant, imageIndex } = request;
  if (slug !== variant.slug || requestId !== request.requestId) return c.redirect(visuallySimilarPath(variant, imageIndex), 301);
  const ranked = rankVisuallySimilar(db, request);
  const rows = findVariants(db, ranked.map((r) => r.id));
  const title = `Producten die lijken op ${variant.name}`;
  const imageAlt = imageIndex === 0 ? variant.name : `${variant.name}, afbeelding ${imageIndex + 1}`;
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
        <img class="similar-head__image" src={imageUrl('product', 'small', productImageId(variant.id, imageIndex))} alt={imageAlt} width="160" height="160" />
        <div>
          <h1>{title}</h1>
          <p class="listing-intro">
            Gezocht op vorm, kleur, materiaal en stijl van deze afbeelding. <a href={variantPath(variant)}>Terug naar {variant.name}</a>
          </p>
        </div>
      </header>
      <section class="similar-results" aria-labelledby="results-title">
        <h2 id="results-title" class="results-count">
          {formatCount(rows.length)} {rows.length === 1 ? 'product' : 'producten'}
        </h2>
        {rows.length ? (
          <div class="product-grid" id="product-list">
            {markup(renderCards(db, rows, { clickSource: clickSources.visuallySimilar, requestId: request.requestId, eager: 4 }))}
          </div>
        ) : (
          <div class="empty-state">
            <p>We vonden geen producten die hierop lijken.</p>
            <p>
              <a href={`/producten/${variant.category_slug}`}>Bekijk alle {variant.category_long_name.toLowerCase()}</a>
            </p>
          </div>
        )}
      </section>
    </div>,
  );
}
