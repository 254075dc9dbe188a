import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityTags, createCardRenderer, type CardWidgets, type ProductCardAdmin, type ProductCardData, type ProductCardOptions } from '@etalage/markup';
import { renderProductCard, renderProductRow, renderSmallCard, prerenderedCardWidgets } from '@etalage/widgets/server';
import { formatCount, formatMoney, formatPercent, formatStarRating, roundToHalfStars } from '@etalage/core';
import { renderWith, type Rendered } from './engines.js';
import { seededCards } from './seeded-cards.js';

type Layout = 'product_card' | 'product_row' | 'small_card';
const layouts: Layout[] = ['product_card', 'product_row', 'small_card'];

/** The options a card is rendered with, as JavaScript takes them and as the Twig macros take them. */
interface Case {
  label: string;
  card: ProductCardData;
  options: ProductCardOptions;
  twigOptions: Record<string, unknown>;
  /** The layouts the case renders in: every one for the fixtures, one each in turn for the seeded products. */
  layouts: Layout[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const clickSources = [1, 2, 6, 7, 23, 47, 99];
const currencies = [
  { code: 'USD', rate: 1.08 },
  { code: 'GBP', rate: 0.8567 },
  { code: 'CHF', rate: 0.9312 },
  { code: 'XOF', rate: 655.957 },
];
const christmasRules = [
  { thresholdDays: 30, now: new Date(2026, 11, 10, 15, 30) }, // 14 days before: inside the window
  { thresholdDays: 14, now: new Date(2026, 5, 1, 9, 0) }, // June: outside
  { thresholdDays: 0, now: new Date(2026, 11, 24, 23, 59) }, // the day itself
  { thresholdDays: 365, now: new Date(2027, 11, 26, 0, 1) }, // after it: next year's (2028 is a leap year)
];

/** Admin-mode data of a card (the admin overlay): every field, none, and odd values. */
const adminData: ProductCardAdmin[] = [
  { categoryId: 3, adminHost: 'https://admin.etalage.test', esRank: 12.3456, esPosition: 4, groupId: 55, optimizationType: 'manual', mainImageType: 'main', mainImageOrientation: 'portrait', mainImageAiScore: 0.87654 },
  { categoryId: 8, adminHost: 'https://admin.etalage.test', rankingVariant: 2, esRank: null, esPosition: null, groupId: null, optimizationType: null, mainImageType: null, mainImageOrientation: null, mainImageAiScore: null },
  { categoryId: 1, adminHost: 'javascript:alert(1)//', esRank: 1000.5, groupId: `g-"1"&'2'`, optimizationType: 'stableRank', mainImageType: '', mainImageOrientation: 'diagonal', mainImageAiScore: 2 },
  { categoryId: 2, adminHost: ' JavaScript:x', esPosition: 0, optimizationType: 'automatic', mainImageOrientation: '', mainImageAiScore: 0.1 + 0.2 },
  { categoryId: 2, adminHost: '/admin', optimizationType: 'unknown' as ProductCardAdmin['optimizationType'], mainImageOrientation: 'square' },
];

/** Options that vary across the cards: positions, request ids, heading levels, eager images, currencies, Christmas. */
function optionsFor(index: number): Pick<Case, 'options' | 'twigOptions'> {
  const options: ProductCardOptions = { clickSource: clickSources[index % clickSources.length]! };
  if (index % 7 !== 0) options.position = index + 1;
  if (index % 3 !== 0) options.requestId = index % 11 === 1 ? `r ${index}~*/é&ü` : `r-${index}`;
  if (index % 5 !== 0) options.headingLevel = index % 2 === 0 ? 2 : 3;
  if (index % 4 === 0) options.eagerImage = true;
  if (index % 3 === 1) options.secondCurrency = currencies[index % currencies.length]!;
  if (index % 2 === 0) options.christmas = christmasRules[(index / 2) % christmasRules.length]!;
  const { christmas, ...rest } = options;
  const twigOptions = { ...rest, ...(christmas ? { christmas: { thresholdDays: christmas.thresholdDays, today: localDate(christmas.now) } } : {}) };
  return { options, twigOptions };
}

/**
 * The JavaScript renderers with each widget slot's output kept per argument: the same functions as
 * @etalage/widgets/server's cards (a few cards are also checked against those unmemoised), without drawing a
 * product's like button three times with React.
 */
function memoisedRenderers() {
  /** Keyed by the card's own object (each layout passes the same one) and the small values beside it. */
  const memo = <Args extends [object, ...unknown[]], Result>(render: (...args: Args) => Result) => {
    const cache = new WeakMap<object, Map<string, Result>>();
    return (...args: Args) => {
      const [first, ...rest] = args;
      let byRest = cache.get(first);
      if (!byRest) cache.set(first, (byRest = new Map()));
      const key = JSON.stringify(rest);
      let result = byRest.get(key);
      if (result === undefined) byRest.set(key, (result = render(...args)));
      return result;
    };
  };
  const carouselControls = new Map<string, ReturnType<CardWidgets['carouselControls']>>();
  const widgets: CardWidgets = {
    like: memo(prerenderedCardWidgets.like),
    compare: memo(prerenderedCardWidgets.compare),
    watch: memo(prerenderedCardWidgets.watch),
    voucher: memo(prerenderedCardWidgets.voucher),
    // Its props are a new object per call: keyed by their JSON (a few numbers).
    carouselControls: (props) => {
      const key = JSON.stringify(props);
      let result = carouselControls.get(key);
      if (result === undefined) carouselControls.set(key, (result = prerenderedCardWidgets.carouselControls(props)));
      return result;
    },
  };
  const renderer = createCardRenderer(widgets);
  return { product_card: renderer.renderProductCard, product_row: renderer.renderProductRow, small_card: renderer.renderSmallCard };
}

const serverRenderers = { product_card: renderProductCard, product_row: renderProductRow, small_card: renderSmallCard };

/** The first differing position of two renders, with some context of each: what a mismatch prints. */
function firstDifference(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  const from = Math.max(0, at - 80);
  const show = (text: string) => JSON.stringify(text.slice(from, at + 60));
  return `first difference at ${at} of ${expected.length}:\n    JS:   …${show(expected)}\n    Twig: …${show(actual)}`;
}

/**
 * Compares each case's renders in every layout with the JavaScript renderers' bytes, one at a time (the
 * 100 MB of expected HTML are never held at once): a readable report of the first few mismatches, '' when all agree.
 */
function mismatchReport(cases: Case[], actual: Rendered[], renderers: Record<Layout, (card: ProductCardData, options: ProductCardOptions) => { value: string }>): string {
  const mismatches: string[] = [];
  let next = 0;
  for (const { label, card, options, layouts: caseLayouts } of cases) {
    for (const layout of caseLayouts) {
      const rendered = actual[next++];
      if (!rendered) mismatches.push(`${label} ${layout}: no Twig render`);
      else if (rendered.error !== undefined) mismatches.push(`${label} ${layout}: Twig error: ${rendered.error}`);
      else {
        const expected = renderers[layout](card, options).value;
        if (rendered.html !== expected) mismatches.push(`${label} ${layout}: ${firstDifference(expected, rendered.html)}`);
      }
    }
  }
  if (mismatches.length === 0) return '';
  return `${mismatches.length} of ${next} renders differ from the JavaScript renderers:\n${mismatches.slice(0, 3).join('\n')}`;
}

/** Cards that take the branches the seed does not (or only rarely): each a seeded card with a few fields changed. */
function branchCards(base: ProductCardData): { label: string; card: ProductCardData }[] {
  const images = (count: number) => Array.from({ length: count }, (_, i) => ({ id: 900 + i, url: `/images/product/320x320/${900 + i}.webp` }));
  const price = (change: Partial<ProductCardData['price']>) => ({ ...base.price, ...change });
  const variants: [string, Partial<ProductCardData>][] = [
    ['no image, a discount', { images: [], price: price({ price: 80, priceBeforeDiscount: 100 }) }],
    [
      'URLs of unsafe schemes (written as safeUrl writes them)',
      {
        detailUrl: "javascript:__xss('detail')",
        shopDomain: '\u0001 JavaScript:alert(1)',
        images: images(3).map((image, i) => (i === 1 ? { ...image, url: 'data:image/svg+xml,<svg onload=alert(1)>' } : image)),
        visuallySimilarUrl: 'java\tscript:alert(2)',
      },
    ],
    ['an empty product page URL, a malformed https shop domain', { detailUrl: '', shopDomain: 'https://<shop> "x"' }],
    ['no image, no discount, no similar link', { images: [], visuallySimilarUrl: undefined, price: price({ priceBeforeDiscount: null }) }],
    ['one image, no similar link', { images: images(1), visuallySimilarUrl: undefined }],
    ['twelve images (ten slides)', { images: images(12) }],
    ['money voucher with its price', { voucher: { code: 'WOON-25', value: 25, valueType: 'money', priceWithVoucher: 1234.5 } }],
    ['money voucher without a price', { voucher: { code: 'ZOMER', value: 12.345, valueType: 'money', priceWithVoucher: null } }],
    ['percent voucher without a price', { voucher: { code: 'P10', value: 12.5, valueType: 'percent', priceWithVoucher: null } }],
    ['voucher of another value type', { voucher: { code: 'X', value: 5, valueType: 'points', priceWithVoucher: 99.99 } }],
    ['old price not above the price', { price: price({ price: 100, priceBeforeDiscount: 100 }) }],
    ['discount of 20% exactly (floating point)', { price: price({ price: 80, priceBeforeDiscount: 100, installmentMonths: null, installmentAmount: null }) }],
    ['instalment months without an amount', { price: price({ installmentMonths: 12, installmentAmount: null }) }],
    ['instalments of awkward cents', { price: price({ price: 1234567.89, installmentMonths: 24, installmentAmount: 51440.328 }) }],
    ['top product, tier matching a promo tag, tags twice in other cases', { topProductLabel: 'Topproduct', tier: 'Black Friday', promoTags: ['BlackFriday', 'blackfriday', 'PRICEDROP', 'unknown', 'gardenSales', 'bestseller'] }],
    ['a tier of its own, no promo tags', { topProductLabel: null, tier: 'Premium', promoTags: [] }],
    ['a tier that a promo label repeats', { topProductLabel: 'Bestseller', tier: 'Bestseller', promoTags: ['bestseller'] }],
    ['no labels at all, no parameters', { topProductLabel: null, tier: null, promoTags: [], displayParameters: [] }],
    ['five parameters (row shows more than card)', { displayParameters: base.displayParameters.concat(base.displayParameters).slice(0, 5) }],
    ['no offers', { alternativeOffersCount: 0 }],
    ['one offer', { alternativeOffersCount: 1 }],
    ['thousands of offers and likes', { alternativeOffersCount: 1234, likesCount: 12345 }],
    ['no reviews', { reviews: { rating: 0, reviewsCount: 0, imagesCount: 0 } }],
    ['one review', { reviews: { rating: 4.75, reviewsCount: 1, imagesCount: 0 } }],
    ['many reviews, a rating on the half', { reviews: { rating: 4.25, reviewsCount: 1500, imagesCount: 2 } }],
    ['a rating of 5', { reviews: { rating: 5, reviewsCount: 3, imagesCount: 0 } }],
    ['a rating of 0.2', { reviews: { rating: 0.2, reviewsCount: 2, imagesCount: 0 } }],
    ['inactive', { active: false, inStock: true, freeShipping: true }],
    ['out of stock, ready to ship', { inStock: false, deliveryInDays: 0, freeShipping: false }],
    ['out of stock, ships in a day', { inStock: false, deliveryInDays: 1, freeShipping: true }],
    ['out of stock, ships in 10 days (a week)', { inStock: false, deliveryInDays: 10 }],
    ['out of stock, ships in 30 days (4 weeks)', { inStock: false, deliveryInDays: 30 }],
    ['out of stock, no delivery time', { inStock: false, deliveryInDays: null, freeShipping: false }],
    ['in stock, fast delivery (Christmas)', { inStock: true, deliveryInDays: 2, freeShipping: false }],
    ['a shop on the marketplace, no description', { shopDomain: 'https://www.etalage.nl/', description: undefined }],
    ['an empty description', { description: '' }],
  ];
  return variants.map(([label, change], i) => ({ label: `fixture: ${label}`, card: { ...base, id: 90_000 + i, ...change } }));
}

/** The hostile corpus in every text of a card: quotes, ampersands, `</script>`, an attribute break-out, emoji, right-to-left marks, a long name. */
function hostileCards(base: ProductCardData): { label: string; card: ProductCardData }[] {
  const texts = [
    `Bank "Oslo" 'Zacht' & <3-zits>`,
    '</script><script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' onmouseover='alert(1)",
    'Stoel 🪑 met 👍🏽 en 🇳🇱',
    '\u202eLeeR\u202c \u200fמוצר\u200f \u2028 \u2029 tab\there',
    `${'Lange naam met ruimte, '.repeat(13)}einde`.slice(0, 300),
    'back\\slash /slash {"json": [1]} &amp; &#39; %20 ~*',
  ];
  return texts.map((text, i) => ({
    label: `hostile text ${i} ${JSON.stringify(text.slice(0, 20))}`,
    card: {
      ...base,
      id: 91_000 + i,
      name: text,
      description: text,
      detailUrl: `/product/v/${91_000 + i}-${text}`,
      eshop: { ...base.eshop, name: text },
      voucher: { code: text, value: 10, valueType: 'money', priceWithVoucher: 12 },
      tier: text,
      topProductLabel: text,
      promoTags: ['bestseller'],
      reviews: { rating: 3.5, reviewsCount: 7, imagesCount: 0 },
      images: [{ id: 1, url: `/images/${text}.webp` }, { id: 2, url: '/images/2.webp' }],
      displayParameters: [{ name: text, value: text }],
      visuallySimilarUrl: `/products/visually-similar/${text}`,
      shopDomain: i % 2 ? `https://${text}` : '',
    },
  }));
}

/** Every branch of the card markup, as a question about a card and its options: each must be rendered at least once. */
const cardBranches: Record<string, (card: ProductCardData, options: ProductCardOptions) => boolean> = {
  'no image': (card) => card.images.length === 0,
  'one image': (card) => card.images.length === 1,
  carousel: (card) => card.images.length >= 2,
  'more than 10 images': (card) => card.images.length > 10,
  'discount badge': (card) => card.price.priceBeforeDiscount !== null && card.price.priceBeforeDiscount > card.price.price,
  'discount badge without image': (card) => card.images.length === 0 && (card.price.priceBeforeDiscount ?? 0) > card.price.price,
  'old price not above the price': (card) => card.price.priceBeforeDiscount !== null && card.price.priceBeforeDiscount <= card.price.price,
  instalments: (card) => !!card.price.installmentMonths && !!card.price.installmentAmount,
  'no instalments': (card) => !card.price.installmentMonths || !card.price.installmentAmount,
  'voucher with price': (card) => card.voucher?.priceWithVoucher != null,
  'voucher without price': (card) => !!card.voucher && card.voucher.priceWithVoucher === null,
  'percent voucher': (card) => card.voucher?.valueType === 'percent',
  'money voucher with second currency': (card, options) => card.voucher?.valueType === 'money' && !!options.secondCurrency,
  'voucher with second currency and price': (card, options) => card.voucher?.priceWithVoucher != null && !!options.secondCurrency,
  'second currency with old price and instalments': (card, options) => !!options.secondCurrency && (card.price.priceBeforeDiscount ?? 0) > card.price.price && !!card.price.installmentAmount,
  'top product label': (card) => !!card.topProductLabel,
  'tier shown': (card) => !!card.tier && card.tier !== 'Bestseller',
  'tier repeated by a promo tag': (card) => card.tier === 'Bestseller' && card.promoTags.includes('bestseller'),
  'promo tags': (card) => card.promoTags.length > 0,
  'no labels': (card) => !card.topProductLabel && !card.tier && card.promoTags.length === 0,
  'no parameters': (card) => card.displayParameters.length === 0,
  'more than 3 parameters': (card) => card.displayParameters.length > 3,
  'more than 6 parameters': (card) => card.displayParameters.length > 6,
  'no offers': (card) => card.alternativeOffersCount === 0,
  'one offer': (card) => card.alternativeOffersCount === 1,
  'many offers': (card) => card.alternativeOffersCount > 1,
  'thousands of offers': (card) => card.alternativeOffersCount >= 1000,
  'no reviews': (card) => card.reviews.reviewsCount === 0,
  'one review': (card) => card.reviews.reviewsCount === 1,
  'many reviews': (card) => card.reviews.reviewsCount > 1,
  inactive: (card) => !card.active,
  'in stock': (card) => card.active && card.inStock,
  'ready to ship': (card) => card.active && !card.inStock && card.deliveryInDays === 0,
  'ships in days': (card) => card.active && !card.inStock && (card.deliveryInDays ?? 0) > 0 && (card.deliveryInDays ?? 0) < 7,
  'ships in weeks': (card) => card.active && !card.inStock && (card.deliveryInDays ?? 0) >= 7,
  'Levering voor Kerstmis': (card, options) => availabilityTags(card, options).includes('Levering voor Kerstmis'),
  'Christmas rule outside its window': (card, options) => !!options.christmas && !availabilityTags(card, options).includes('Levering voor Kerstmis'),
  'free shipping': (card) => card.active && card.freeShipping,
  'visually similar link': (card) => !!card.visuallySimilarUrl && card.images.length > 0,
  'no visually similar link': (card) => !card.visuallySimilarUrl && card.images.length > 0,
  'no description': (card) => !card.description,
  'shop domain': (card) => card.shopDomain !== '',
  'eager image': (_, options) => !!options.eagerImage,
  'heading level 2': (_, options) => options.headingLevel === 2,
  'heading level 3': (_, options) => options.headingLevel === 3,
  'no heading level': (_, options) => options.headingLevel === undefined,
  'no position': (_, options) => options.position === undefined,
  'request id': (_, options) => !!options.requestId,
  'admin overlay': (_, options) => !!options.admin,
};

const SEPARATOR = '\u0000';
const batchSource = `{% import 'etalage/card.twig' as etalage %}{% for case in cases %}{% for layout in case.layouts %}{% if layout == 'product_card' %}{{ etalage.product_card(case.card, case.options) }}{% elseif layout == 'product_row' %}{{ etalage.product_row(case.card, case.options) }}{% else %}{{ etalage.small_card(case.card, case.options) }}{% endif %}{{ separator }}{% endfor %}{% endfor %}`;

/** Renders every case in its layouts in one Twig call (one process, one compile), split back into one render per case and layout. */
function renderCasesWithTwig(cases: Case[]): Rendered[] {
  const count = cases.reduce((sum, { layouts: caseLayouts }) => sum + caseLayouts.length, 0);
  const [batch] = renderWith('twig', [
    { source: batchSource, context: { separator: SEPARATOR, cases: cases.map(({ card, twigOptions, layouts: caseLayouts }) => ({ card, options: twigOptions, layouts: caseLayouts })) } },
  ]);
  if (batch!.error !== undefined) return Array.from({ length: count }, () => ({ error: batch!.error }));
  return batch!.html.split(SEPARATOR).slice(0, count).map((html) => ({ html }));
}

describe('the product card in Twig (etalage/card.twig)', () => {
  let seeded: Case[];
  let fixtures: Case[];
  beforeAll(() => {
    // Each seeded product in one layout, the layouts taking turns: every layout still draws over 2,000 products, the
    // fixtures take every branch in all three, and all three for all 6,454 products took three times as long.
    seeded = seededCards().map((card, index) => ({ label: `seeded #${index} (variant ${card.id})`, card, ...optionsFor(index), layouts: [layouts[index % layouts.length]!] }));
    fixtures = [...branchCards(seeded[0]!.card), ...hostileCards(seeded[0]!.card)].map(({ label, card }, index) => {
      const { options, twigOptions } = optionsFor(index);
      const admin = index % 2 === 0 ? adminData[(index / 2) % adminData.length]! : undefined;
      return { label, card, options: { ...options, admin }, twigOptions: admin ? { ...twigOptions, admin } : twigOptions, layouts };
    });
  });

  it('writes every seeded product, the layouts taking turns, byte for byte as @etalage/widgets/server does', () => {
    const report = mismatchReport(seeded, renderCasesWithTwig(seeded), memoisedRenderers());
    expect(report, report).toBe('');
  });

  it('writes the fixture that takes every branch of the card, and the hostile texts, byte for byte (unmemoised renderers)', () => {
    const report = mismatchReport(fixtures, renderCasesWithTwig(fixtures), serverRenderers);
    expect(report, report).toBe('');
  });

  it('renders cards that take every branch of the card markup (so that a change to any of them fails the comparison)', () => {
    const cards = [...seeded, ...fixtures];
    const missing = Object.entries(cardBranches).filter(([, covered]) => !cards.some(({ card, options }) => covered(card, options))).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it("writes the same bytes in Twig's default environment, with autoescape off and with strict variables", () => {
    const seededCard = seeded.find(({ card }) => card.voucher && card.images.length > 1 && card.reviews.reviewsCount > 0)!.card;
    const cards = [seededCard, ...fixtures.filter(({ label }) => label.startsWith('hostile text 0')).map(({ card }) => card)];
    const options = { clickSource: 6, position: 1, requestId: 'r 1', secondCurrency: { code: 'USD', rate: 1.08 } };
    const source = `{% import 'etalage/card.twig' as etalage %}{% for card in cards %}{{ etalage.product_card(card, options) }}{{ etalage.product_row(card, options) }}{{ etalage.small_card(card, options) }}{% endfor %}`;
    const expected = cards.map((card) => renderProductCard(card, options).value + renderProductRow(card, options).value + renderSmallCard(card, options).value).join('');
    expect(cards).toHaveLength(2);
    for (const html of renderInEnvironments(source, { cards, options })) expect(html).toBe(expected);
  });
  it("is a template error 'No click source provided' without a valid click source, as renderProductCard throws", () => {
    const card = seeded[0]!.card;
    const bad: [Layout, unknown][] = [
      ['product_card', undefined],
      ['product_row', null],
      ['small_card', undefined],
      ['product_card', '1'],
      ['product_card', 48],
      ['product_row', 1.5],
      ['small_card', true],
    ];
    for (const [layout, clickSource] of bad) {
      expect(() => serverRenderers[layout](card, { clickSource } as unknown as ProductCardOptions)).toThrow('No click source provided');
    }
    const outputs = renderWith('twig', [
      { source: `{% import 'etalage/card.twig' as etalage %}{{ etalage.product_card(card) }}`, context: { card } },
      ...bad.map(([layout, clickSource]) => ({
        source: `{% import 'etalage/card.twig' as etalage %}{{ etalage.${layout}(card, options) }}`,
        context: { card, options: clickSource === undefined ? {} : { clickSource } },
      })),
    ]);
    for (const output of outputs) expect(output.error).toMatch(/No click source provided/);
    // The small card asks only for a number (it has no shop link), as renderSmallCard does.
    const [small] = renderWith('twig', [{ source: `{% import 'etalage/card.twig' as etalage %}{{ etalage.small_card(card, {clickSource: 48}) }}`, context: { card } }]);
    expect(small!.html).toBe(renderSmallCard(card, { clickSource: 48 }).value);
  });
});

/**
 * Renders one template in each of the environments a page may have: Twig's defaults (autoescape 'html', undefined
 * names null), autoescape off, and strict variables (the tests' runner). The templates must not depend on either.
 */
function renderInEnvironments(source: string, context: Record<string, unknown>): string[] {
  const script = `
    require_once '/usr/share/php/Twig/autoload.php';
    $input = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
    $outputs = [];
    foreach ([[], ['autoescape' => false], ['strict_variables' => true]] as $options) {
      $loader = new \\Twig\\Loader\\ChainLoader([new \\Twig\\Loader\\ArrayLoader(['page' => $input['source']]), new \\Twig\\Loader\\FilesystemLoader($input['templates'])]);
      $outputs[] = (new \\Twig\\Environment($loader, $options))->render('page', $input['context']);
    }
    echo json_encode($outputs, JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);`;
  const templates = fileURLToPath(new URL('../twig', import.meta.url));
  const result = spawnSync('/usr/bin/php', ['-r', script], { input: JSON.stringify({ source, context, templates }), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`php failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as string[];
}

describe('the formatting in Twig (etalage/card-format.twig)', () => {
  it('writes money, counts, percents and star ratings as @etalage/core does, for awkward numbers too', () => {
    // Half cents either side of the float (13.625 → 13.624999999999998), products with rates, big and tiny amounts.
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const numbers = [0, 1, 0.005, 0.015, 1.005, 2.675, 13.625, 1234.5, 1234567.891, 999999.995, 1e15, 1e16 + 2, 1.5e20, 1e21, 1e-5, 1e-7, -5, -0.001, 12.5 * 1.09, 108 * 1.08];
    for (let i = 0; i < 400; i++) numbers.push(Math.round(random() * 1e6) / 100 * [1.08, 0.8567, 655.957, 7.4551, 1.1][i % 5]!);
    for (let i = 0; i < 100; i++) numbers.push(random() * 5, Math.round(random() * 40) / 8);
    const [output] = renderWith('twig', [
      {
        source: `{% import 'etalage/card-format.twig' as f %}{% for n in numbers %}{{ f.money(n) }}|{{ f.money(n, 'USD') }}|{{ f.count(n) }}|{{ f.percent(n) }}|{{ f.number(n) }}{% if n >= 0 and n <= 5 %}|{{ f.star_rating(n) }}|{{ f.half_stars(n) }}{% endif %}{{ "\\n" }}{% endfor %}`,
        context: { numbers },
      },
    ]);
    const expected = numbers.map((n) => {
      const parts = [formatMoney(n), formatMoney(n, 'USD'), formatCount(n), formatPercent(n), String(n)];
      if (n >= 0 && n <= 5) parts.push(formatStarRating(n), String(roundToHalfStars(n)));
      return `${parts.join('|')}\n`;
    });
    const lines = output!.html!.split(/(?<=\n)/);
    const wrong = numbers.flatMap((n, i) => (lines[i] === expected[i] ? [] : [`${n}: JS ${JSON.stringify(expected[i])} Twig ${JSON.stringify(lines[i])}`]));
    expect(wrong).toEqual([]);
  });

  it('writes every currency Intl.NumberFormat knows as it does in nl-NL (its sign, or the code itself), and unknown codes as themselves', () => {
    const codes = [...Intl.supportedValuesOf('currency'), 'AAA', 'QQQ', 'ZZZ'];
    const [output] = renderWith('twig', [{ source: `{% import 'etalage/card-format.twig' as f %}{% for code in codes %}{{ f.money(1234.5, code) }}\n{% endfor %}`, context: { codes } }]);
    const lines = output!.html!.split('\n');
    const wrong = codes.filter((code, i) => lines[i] !== formatMoney(1234.5, code));
    expect(wrong).toEqual([]);
  });
});
