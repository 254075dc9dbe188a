/** `@etalage/widgets/stl-hotspots`: shop-the-look hotspots on an image. */
export { default as StlHotspots, type StlHotspotsProps } from './stl-hotspots.js';
export type { StlSpot } from '@etalage/markup';
