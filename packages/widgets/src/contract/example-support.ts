import { html, raw, widgetAttributes, type ProductCardData, type RawHtml, type WidgetPropValue } from '@etalage/markup';

/** A widget's example: where its markup comes from (a renderer's call, or 'hand-written'), and the markup. */
export type MarkupExampleSource = () => { source: string; markup: RawHtml };

/** The product the examples show. */
export const variant: ProductCardData = {
  id: 42,
  name: 'Bank Oslo 3-zits eikenhout',
  detailUrl: '/product/v/42-bank-oslo',
  shopDomain: '',
  eshop: { id: 7, name: 'Wonen & Zo', slug: 'wonen-en-zo', paid: true },
  price: { price: 599.5, priceBeforeDiscount: 799, installmentMonths: null, installmentAmount: null },
  voucher: { code: 'ZOMER10', value: 10, valueType: 'percent', priceWithVoucher: 539.55 },
  active: true,
  inStock: true,
  freeShipping: true,
  deliveryInDays: 3,
  tier: null,
  promoTags: [],
  topProductLabel: null,
  reviews: { rating: 4.26, reviewsCount: 12, imagesCount: 3 },
  images: [{ id: 4200, url: '/images/product/card/4200.webp' }],
  displayParameters: [{ name: 'Breedte', value: '210 cm' }],
  alternativeOffersCount: 4,
  likesCount: 17,
};

/** A hand-written widget element: `<tag class … data-etl-*>` around its no-JavaScript content. */
export function element(name: string, props: Record<string, WidgetPropValue>, content: RawHtml, { tag = 'div', className = 'page-widget', label = '' } = {}): RawHtml {
  const aria = label ? html` aria-label="${label}"` : '';
  return html`<${raw(tag)} class="${className}"${aria} ${widgetAttributes(name, props)}>${content}</${raw(tag)}>`;
}


type RequiredKeys<Props> = { [Key in keyof Props]-?: object extends Pick<Props, Key> ? never : Key }[keyof Props];
type PropsOf<Component> = Component extends (props: infer Props) => unknown ? Props : never;

/**
 * A component's required props, each named once: the object must name each of them and nothing else, or `tsc`
 * fails (props-contract.test.tsx then holds the list against the definition's required props).
 */
export const requires = <Component,>(keys: Record<RequiredKeys<PropsOf<Component>>, true>): string[] => Object.keys(keys).sort();

/** What a widget folder's example.ts exports. */
export interface ExampleModule {
  example: MarkupExampleSource;
  /** Widgets with a component (not enhancers): its required props, as `requires` spells them. */
  requiredProps?: string[];
}
