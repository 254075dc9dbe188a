/**
 * Every `data-etl-*` attribute name of the markup contract, in one place: server templates, the markup package, the
 * runtime and the widgets take names from here, so a rename is one edit. `schema` (schema.ts) hands the runtime's
 * own ones to code that reads them at run time.
 *
 * A TypeScript enum on purpose: esbuild inlines its values where they are used, in every module, so a name costs
 * no more bytes than the literal it replaces, and no chunk. A `const` object would: esbuild splits code by file,
 * and a file imported by the embed's entry and by lazy chunks is loaded with the entry (10 KB budget).
 */
export enum AttributeName {
  /** Marks an element as a widget mount point: `data-etl-widget="voucher-card"`. */
  Widget = 'data-etl-widget',
  /** Prefix of the per-prop attributes: prop `valueType` is read from `data-etl-value-type`. */
  PropPrefix = 'data-etl-',
  /** Overrides the widget's activation strategy for one element. */
  Activate = 'data-etl-activate',
  /** Set by the runtime while an element is mounted ("loading" | "mounted" | "error"), useful for CSS and tests. */
  State = 'data-etl-state',
  /**
   * Marks a widget element whose content is the widget's own first render (written by `@etalage/widgets/server`):
   * the runtime may adopt that markup instead of rendering it again. Without it, the content is a fallback.
   */
  Prerendered = 'data-etl-prerendered',
  /**
   * Marks an area of a prerendered widget that acts like its button (the whole voucher card copies): a click
   * there before the widget rendered is held and replayed like a click on a button.
   */
  Clickable = 'data-etl-clickable',
  /**
   * Set by the runtime on the button of a click it acted on or held before the widget rendered: the shopper sees
   * at once that the click was heard (the widget's CSS draws it as busy); rendering removes it.
   */
  Pending = 'data-etl-pending',
  /**
   * Marks the frame of a dialog drawn in the frame of the click that opens it, while the dialog's code is on its
   * way (dialog-frame.ts); the dialog replaces it as it opens.
   */
  DialogFrame = 'data-etl-dialog-frame',
  /** Marks what tells the shopper that a region scrolls sideways (a line of text, a fade): the geometry checks find it. */
  ScrollCue = 'data-etl-scroll-cue',
  /** Marks a modal opener with the modal's name: `data-etl-modal="reviews"`; the entry's one click listener finds it. */
  Modal = 'data-etl-modal',
  /** A modal opener's props, a JSON object: `data-etl-modal-props='{"variantId":12}'`. */
  ModalProps = 'data-etl-modal-props',
  /** A modal opener's place, the `modal_opener` of the `modal_open` event (card, header, product_page, …). */
  ModalOpener = 'data-etl-modal-opener',
  /** The listing feed's 'Meer producten' link (a real link to the next page), which the feed takes over. */
  NextPage = 'data-etl-next-page',
  /** The star rating's value under the pointer or focus, set by its enhancer; the CSS fills the stars up to it. */
  Preview = 'data-etl-preview',
  /** Set on a product card while the similar-products row it opened is shown. */
  SimilarOpen = 'data-etl-similar-open',
  /** A `<select>` whose chosen value is a URL to go to (the country switch); without JavaScript its form posts. */
  Navigate = 'data-etl-navigate',
  /** The layer a partner page's dialogs open in (a shadow host at the end of `<body>`). */
  Layer = 'data-etl-layer',
  /** The product page's details block, with the variant id it shows (for scripts on the page; no widget reads it). */
  Variant = 'data-etl-variant',
  /**
   * A click-through to a shop outside a product card (the product page's 'Ga naar de shop'), with its click source:
   * `data-etl-purchase="4"` on a link that also carries `data-etl-variant="{id}"`. The page chrome sends its
   * `purchase_click` (the product card does it for its own link).
   */
  Purchase = 'data-etl-purchase',
}
