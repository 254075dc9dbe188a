import { html, type RawHtml } from './html.js';
import { widgetAttributes } from './widget-attributes.js';

/** A tagged product of a shop-the-look image: where it sits (fractions of the image's width and height) and its card. */
export interface StlSpot {
  variantId: number;
  x: number;
  y: number;
  name: string;
  price: number;
  detailUrl: string;
  shopUrl: string;
  eshopName: string;
}

/**
 * The hotspots layer over a shop-the-look image (put it inside the image's positioned box). Without
 * JavaScript it holds the tagged products as a plain list of links for screen readers (the page's 'Shop de
 * look' grid shows them to everyone); the `stl-hotspots` widget draws a button per product at its place.
 */
export function renderStlHotspots(spots: StlSpot[], imageLabel: string): RawHtml {
  return html`<div class="etl-stl-hotspots" ${widgetAttributes('stl-hotspots', { spots, imageLabel })}>
<ul class="etl-stl-hotspots__fallback" aria-label="Producten op ${imageLabel}">${spots.map((spot) => html`<li><a href="${spot.detailUrl}">${spot.name}</a></li>`)}</ul>
</div>`;
}
