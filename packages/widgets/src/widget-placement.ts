import type { CardWidgets } from '@etalage/markup';

/**
 * Where a widget goes besides its definition: read by the generator (scripts/generate-widgets.ts), which writes
 * the registries, the chunk groups and the docs from it. A folder's index.ts exports it as `placement` beside the
 * definition; nothing at run time imports it, so it costs the embed no bytes.
 */
export interface WidgetPlacement {
  /**
   * `every-page`: in the registry of the embed's entry (the header, the cards and their buttons: widgets most pages
   * hold). `page`: in the page registry, a chunk the runtime loads the first time a page holds one of its names.
   */
  registry: 'every-page' | 'page';
  /**
   * The chunk group that holds the component with the widgets that always show beside it (one request for all
   * of them; chunk-groups/load.ts). The definition's `load` takes it from that group: `fromGroup(cardButtons, …)`.
   */
  group?: 'card-buttons' | 'header-buttons';
  /** Partner pages (the web shops' own pages) register it too; it renders there in a shadow root, never resumed. */
  partner?: true;
  /**
   * The product card's slot that holds it. The slot itself is written by hand in `@etalage/markup`'s card-widgets.ts
   * (what it takes, its widget's props, its class, its plain slot; where each layout places it in product-card.ts)
   * and in server/card.ts (its prerendered slot): the generator checks that both have it (scripts/card-slots.ts).
   */
  cardSlot?: keyof CardWidgets;
}
