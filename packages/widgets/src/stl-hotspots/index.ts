import type { WidgetDefinition } from '@etalage/runtime';
import { optionalText } from '@etalage/runtime/schema';
import type { StlHotspotsProps } from './stl-hotspots.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="stl-hotspots"` over a shop-the-look image (`renderStlHotspots` of `@etalage/markup`): a
 * button per tagged product at its place. The layer is positioned over the image, so drawing it moves nothing.
 */
export const stlHotspots: WidgetDefinition<StlHotspotsProps> = {
  name: 'stl-hotspots',
  activation: 'visible',
  props: {
    spots: { type: 'json', required: true },
    imageLabel: optionalText,
  },
  load: () => import('./stl-hotspots.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
