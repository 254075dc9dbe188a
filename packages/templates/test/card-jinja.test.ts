import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductCardData, ProductCardOptions } from '@etalage/markup';
import { renderProductCard, renderProductRow, renderSmallCard } from '@etalage/widgets/server';
import { renderWith, type TemplateCall } from './engines.js';
import { seededCards } from './seeded-cards.js';

/**
 * The product card of jinja/etalage/card.jinja against @etalage/widgets/server, byte for byte: every seeded product
 * (the layouts taking turns), every branch of the card, a hostile corpus and random numbers in the three layouts,
 * each batch rendered in one process of the real Jinja2.
 */

type Layout = 'card' | 'row' | 'small';
const LAYOUTS: Layout[] = ['card', 'row', 'small'];
const jsRenderers = { card: renderProductCard, row: renderProductRow, small: renderSmallCard };
const macros = { card: 'product_card', row: 'product_row', small: 'small_card' };

/** Between the layouts of one call's output: markup the card escapes out of any text, so no card writes it. */
const SEPARATOR = '<!--etalage-layout-->';

/** One call per product, in the layouts it is compared in (each with its options). */
function callSource(layouts: Layout[]): string {
  return `{% import 'etalage/card.jinja' as card %}` + layouts.map((layout, i) => `{{ card.${macros[layout]}(product, options[${i}]) }}`).join(SEPARATOR);
}

/**
 * The options of the n-th rendering: click sources, positions, request ids, headings, eager images, a second
 * currency, a 'now' inside and outside the Christmas window and admin mode spread over the products.
 */
function variedOptions(n: number): ProductCardOptions {
  const christmas = [
    undefined,
    { thresholdDays: 14, now: new Date(2026, 11, 10) }, // 14 days before: inside
    { thresholdDays: 14, now: new Date(2026, 10, 1) }, // outside
    { thresholdDays: 400, now: new Date(2026, 11, 26) }, // after: the next year's, 363 days away
    { thresholdDays: 3, now: new Date(2028, 11, 24) }, // the day itself: only what ships today fits
    { thresholdDays: 300, now: new Date(2028, 1, 29) }, // a leap day
  ][n % 6];
  const secondCurrency = [null, { code: 'USD', rate: 1.08 }, null, { code: 'GBP', rate: 0.8567 }, null, { code: 'JPY', rate: 161.73 }, { code: 'CHF', rate: 0.93 }][
    n % 7
  ];
  const admin = n % 8 === 5 ? ADMIN[(n >> 3) % ADMIN.length] : undefined;
  return {
    clickSource: [1, 4, 6, 7, 23, 47, 99][n % 7]!,
    ...(n % 5 === 0 ? {} : { position: n % 10 === 3 ? 0 : n + 1 }),
    ...(n % 3 === 0 ? {} : { requestId: n % 4 === 1 ? `ri ${n}/~*'"&=ä` : `req-${n}` }),
    ...(n % 4 === 0 ? {} : { headingLevel: n % 2 === 0 ? 2 : 3 }),
    ...(n % 6 === 1 ? { eagerImage: true } : {}),
    ...(christmas ? { christmas } : {}),
    ...(secondCurrency ? { secondCurrency } : {}),
    ...(admin ? { admin } : {}),
  };
}

/** Admin-mode data of a card: every field, none, hostile texts, an unknown optimization, a host that is no page. */
const ADMIN: NonNullable<ProductCardOptions['admin']>[] = [
  {
    categoryId: 12,
    rankingVariant: 2,
    adminHost: 'https://beheer.etalage.test',
    esRank: 41,
    esPosition: 2.5,
    groupId: 880,
    optimizationType: 'automatic',
    mainImageType: 'packshot',
    mainImageOrientation: 'landscape',
    mainImageAiScore: 8.2345,
  },
  { categoryId: 3, adminHost: '/admin', esRank: null, esPosition: null, groupId: null, optimizationType: null, mainImageType: null, mainImageAiScore: null },
  {
    categoryId: 7,
    adminHost: 'javascript:alert(1)//',
    esRank: 1234.5678,
    esPosition: 0,
    groupId: `"><img src=x onerror=alert('1')>`,
    optimizationType: 'stableRank',
    mainImageType: '',
    mainImageOrientation: `'panorama' & "breed"`,
    mainImageAiScore: 0.0005,
  },
  { categoryId: 9, rankingVariant: 1, adminHost: 'mailto:beheer@etalage.test?', optimizationType: 'manual', mainImageOrientation: 'square', mainImageAiScore: 10 },
  { categoryId: 11, adminHost: 'HTTPS://Beheer.etalage.test', optimizationType: 'random' as 'manual', mainImageOrientation: 'portrait' },
];

/** ProductCardOptions as a Jinja template receives them: the Christmas 'now' as the local ISO date. */
function jinjaOptions(options: ProductCardOptions): Record<string, unknown> {
  const { christmas, ...rest } = options;
  if (!christmas) return rest;
  const { now, thresholdDays } = christmas;
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return { ...rest, christmas: { thresholdDays, today } };
}

/** The hostile corpus: quotes, ampersands, a backslash, `</script>`, an injected tag, emoji, right-to-left marks,
 *  control characters and a 300-character name. */
const HOSTILE = [
  `Bank "Oslo" & 'Zacht' <3-zits> \\ 100% 'eiken'`,
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'Fauteuil 🛋️ met 👍🏽 en 🇳🇱',
  '\u200fכורסה\u200e Fauteuil \u202eomgekeerd\u202c',
  'Regel\neen\ttwee\u0001\u001f',
  `Hoekbank "XL" & poef `.repeat(15).slice(0, 300),
];

/** A product whose every text is hostile (name, shop, labels, parameters, voucher code, URLs). */
function hostileCard(base: ProductCardData, text: string, i: number): ProductCardData {
  return {
    ...base,
    id: 900_000 + i,
    name: text,
    description: `${text} — ${text}`,
    detailUrl: `/product/v/${i}-"><x>&amp;'`,
    shopDomain: `https://shop.example/"&'<>/`,
    eshop: { ...base.eshop, name: text },
    tier: text,
    topProductLabel: `${text}!`,
    promoTags: ['BlackFriday', text],
    voucher: { code: text, value: 12.5, valueType: i % 2 ? 'percent' : 'money', priceWithVoucher: i % 3 ? 99.125 : null },
    displayParameters: [
      { name: text, value: text },
      { name: 'Kleur', value: `"${text}"` },
    ],
    images: base.images.slice(0, i % 3 === 0 ? 0 : i % 3 === 1 ? 1 : 4).map((image) => ({ ...image, url: `${image.url}?q="'<>&` })),
    reviews: { rating: 3.75, reviewsCount: 1, imagesCount: 0 },
    visuallySimilarUrl: `/products/visually-similar/"${i}"/'<a>'`,
  };
}

/** Every branch of the card, each drawn from a seeded product with what the seed does not hold. */
function branchCards(base: ProductCardData): ProductCardData[] {
  const card = (id: number, overrides: Partial<ProductCardData>): ProductCardData => ({ ...base, id, ...overrides });
  const price = (p: Partial<ProductCardData['price']>) => ({ ...base.price, ...p });
  const images = (count: number) => Array.from({ length: count }, (_, i) => ({ id: 1 + i, url: `/images/product/320x320/${1 + i}.webp` }));
  const { visuallySimilarUrl: _similar, description: _description, ...bare } = base;
  return [
    card(800_001, { images: [] }),
    card(800_050, {
      detailUrl: "javascript:__xss('detail')",
      shopDomain: '\u0001 JavaScript:alert(1)',
      images: images(3).map((image, i) => (i === 1 ? { ...image, url: 'data:image/svg+xml,<svg onload=alert(1)>' } : image)),
      visuallySimilarUrl: 'java\tscript:alert(2)',
    }),
    card(800_051, { detailUrl: '', shopDomain: 'https://<shop> "x"' }),
    card(800_002, { images: images(1), price: price({ price: 80, priceBeforeDiscount: 100 }) }),
    card(800_003, { images: images(14), likesCount: 12_345 }),
    { ...bare, id: 800_004, images: images(1) },
    { ...bare, id: 800_005, images: images(3) },
    card(800_006, { voucher: { code: 'GELD10', value: 10, valueType: 'money', priceWithVoucher: 1234.5 } }),
    card(800_007, { voucher: { code: 'GELD5', value: 5.005, valueType: 'money', priceWithVoucher: null } }),
    card(800_008, { voucher: { code: 'PROCENT', value: 2.5, valueType: 'percent', priceWithVoucher: 0.625 } }),
    card(800_009, { voucher: { code: 'ANDERS', value: 1500, valueType: 'points', priceWithVoucher: 0 } }),
    card(800_010, { price: { price: 0.125, priceBeforeDiscount: 0.375, installmentMonths: null, installmentAmount: null } }),
    card(800_011, { price: { price: 1234567.625, priceBeforeDiscount: 1234567.875, installmentMonths: 24, installmentAmount: 51440.3175 } }),
    card(800_012, { price: { price: 80, priceBeforeDiscount: 100, installmentMonths: 3, installmentAmount: 0 } }),
    card(800_013, { price: { price: 100, priceBeforeDiscount: 100, installmentMonths: 0, installmentAmount: 10 } }),
    card(800_014, { price: { price: 99.99, priceBeforeDiscount: 0, installmentMonths: 12, installmentAmount: 8.33 } }),
    card(800_015, { tier: 'Bestseller', promoTags: ['BESTSELLER', 'PriceDrop', 'priceDrop', 'onbekend'], topProductLabel: 'Topproduct' }),
    card(800_016, { tier: 'Premium', promoTags: ['gardenSales', 'blackFriday'], topProductLabel: null }),
    card(800_017, { tier: null, promoTags: [], topProductLabel: null }),
    card(800_018, { tier: 'Bestseller', promoTags: [], topProductLabel: 'Bestseller' }),
    card(800_019, { displayParameters: [] }),
    card(800_020, { displayParameters: Array.from({ length: 8 }, (_, i) => ({ name: `Maat ${i}`, value: `${i * 10} cm` })) }),
    card(800_021, { alternativeOffersCount: 0 }),
    card(800_022, { alternativeOffersCount: 1 }),
    card(800_023, { alternativeOffersCount: 1234 }),
    card(800_024, { reviews: { rating: 0, reviewsCount: 0, imagesCount: 0 } }),
    card(800_025, { reviews: { rating: 4.75, reviewsCount: 1, imagesCount: 0 } }),
    card(800_026, { reviews: { rating: 4.24, reviewsCount: 2500, imagesCount: 9 } }),
    card(800_027, { reviews: { rating: 0.2, reviewsCount: 3, imagesCount: 0 } }),
    card(800_028, { reviews: { rating: 5, reviewsCount: 7, imagesCount: 0 } }),
    card(800_029, { active: false, inStock: true, freeShipping: true }),
    card(800_030, { active: true, inStock: false, deliveryInDays: 0, freeShipping: false }),
    card(800_031, { active: true, inStock: false, deliveryInDays: 1, freeShipping: true }),
    card(800_032, { active: true, inStock: false, deliveryInDays: 10, freeShipping: false }),
    card(800_033, { active: true, inStock: false, deliveryInDays: 7, freeShipping: false }),
    card(800_034, { active: true, inStock: false, deliveryInDays: null, freeShipping: true }),
    card(800_035, { active: true, inStock: false, deliveryInDays: null, freeShipping: false }),
    card(800_036, { active: true, inStock: true, deliveryInDays: null, freeShipping: false }),
    card(800_037, { shopDomain: 'https://www.etalage.nl//' }),
    card(800_038, { name: '', likesCount: 0 }),
  ];
}

/** Each branch of the card, and whether a product (with its options) takes it: the fixture must take them all. */
const BRANCHES: Record<string, (card: ProductCardData, options: ProductCardOptions) => boolean> = {
  'no image': (c) => c.images.length === 0,
  'one image': (c) => c.images.length === 1,
  carousel: (c) => c.images.length >= 2,
  'more than 10 images': (c) => c.images.length > 10,
  'voucher with its price': (c) => c.voucher?.priceWithVoucher != null,
  'voucher without its price': (c) => c.voucher !== null && c.voucher.priceWithVoucher === null,
  'percent voucher': (c) => c.voucher?.valueType === 'percent',
  'money voucher': (c) => c.voucher?.valueType === 'money',
  'money voucher in a second currency': (c, o) => c.voucher?.valueType === 'money' && !!o.secondCurrency,
  'no voucher': (c) => c.voucher === null,
  discount: (c) => (c.price.priceBeforeDiscount ?? 0) > c.price.price,
  instalments: (c) => !!c.price.installmentMonths && !!c.price.installmentAmount,
  'tags: top product label': (c) => !!c.topProductLabel,
  'tags: tier': (c) => !!c.tier,
  'tags: promo tags': (c) => c.promoTags.length > 0,
  'parameters: none': (c) => c.displayParameters.length === 0,
  'parameters: more than 6': (c) => c.displayParameters.length > 6,
  'offers: 0': (c) => c.alternativeOffersCount === 0,
  'offers: 1': (c) => c.alternativeOffersCount === 1,
  'offers: many': (c) => c.alternativeOffersCount > 1,
  'rating: none': (c) => c.reviews.reviewsCount === 0,
  'rating: one review': (c) => c.reviews.reviewsCount === 1,
  'rating: some': (c) => c.reviews.reviewsCount > 1,
  'in stock': (c) => c.active && c.inStock,
  'out of stock, ships later': (c) => c.active && !c.inStock && (c.deliveryInDays ?? 0) > 0,
  'ready to ship': (c) => c.active && !c.inStock && c.deliveryInDays === 0,
  inactive: (c) => !c.active,
  'free shipping': (c) => c.active && c.freeShipping,
  // 14 days before Christmas with a threshold of 14 (variedOptions): what ships within 14 days gets the tag.
  'Levering voor Kerstmis': (c, o) =>
    c.active && o.christmas?.now.getMonth() === 11 && o.christmas.now.getDate() === 10 && c.deliveryInDays !== null && c.deliveryInDays <= 14,
  'visually similar url': (c) => !!c.visuallySimilarUrl && c.images.length > 0,
  'no visually similar url': (c) => !c.visuallySimilarUrl,
  'no description': (c) => !c.description,
  'second currency': (_, o) => !!o.secondCurrency,
  'eager image': (_, o) => !!o.eagerImage,
  'no position': (_, o) => o.position === undefined,
  'request id': (_, o) => !!o.requestId,
  'admin overlay of a hostile product': (c, o) => c.id >= 900_000 && !!o.admin,
  ...Object.fromEntries(ADMIN.map((admin, i) => [`admin overlay ${i + 1}`, (_: ProductCardData, o: ProductCardOptions) => o.admin === admin])),
};

interface Case {
  product: ProductCardData;
  layouts: Layout[];
  options: ProductCardOptions[];
}

let seeded: ProductCardData[] | undefined;

/**
 * Every seeded product in one layout, the layouts taking turns (6,454 products: all three for each would take
 * three times as long for little more, as the seed's products differ in their data, not in their branches), and
 * the branch and hostile products in all three.
 */
function cases(): Case[] {
  seeded ??= seededCards();
  const base = seeded.find((card) => card.voucher && card.reviews.reviewsCount > 0)!;
  let n = 0;
  const withOptions = (product: ProductCardData, layouts: Layout[]): Case => ({ product, layouts, options: layouts.map(() => variedOptions(n++)) });
  // The hostile texts in the admin overlay too: each hostile product's card is drawn in admin mode.
  const hostile = HOSTILE.map((text, i) => withOptions(hostileCard(base, text, i), LAYOUTS)).map(({ options: [card, ...others], ...rest }, i) => ({
    ...rest,
    options: [{ ...card!, admin: ADMIN[i % ADMIN.length]! }, ...others],
  }));
  return [
    ...seeded.map((product, i) => withOptions(product, [LAYOUTS[i % LAYOUTS.length]!])),
    ...branchCards(base).map((product) => withOptions(product, LAYOUTS)),
    ...hostile,
  ];
}

/** Where two renderings part, with some context of each (a diff of a whole card is unreadable). */
function firstDifference(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  const from = Math.max(0, at - 80);
  return `at ${at}:\n  JavaScript: …${JSON.stringify(expected.slice(from, at + 80))}\n  Jinja2:     …${JSON.stringify(actual.slice(from, at + 80))}`;
}

/** A double that JSON carries as it is: -0 arrives as 0 (and JavaScript writes it '-0'). */
const double = (constraints: fc.DoubleConstraints) => fc.double({ noNaN: true, noDefaultInfinity: true, ...constraints }).map((x) => x + 0);
/** A price as shops and conversions make them: whole cents, and any double (the rounding of the nl-NL formats). */
const amount = fc.oneof(fc.integer({ min: 0, max: 1_000_000_000 }).map((cents) => cents / 100), double({ min: 0, max: 10_000_000 }));
const metric = fc.option(fc.oneof(fc.integer({ min: -5, max: 100_000 }), double({ min: -10, max: 1e6 }), double({ min: -1e30, max: 1e30 })), { nil: null });

/** Products with numbers drawn at random (a fixed seed: the same products every run) in every layout. */
function randomCases(base: ProductCardData): Case[] {
  const product = fc.record({
    price: fc.record({
      price: amount,
      priceBeforeDiscount: fc.option(amount, { nil: null }),
      installmentMonths: fc.option(fc.integer({ min: 0, max: 48 }), { nil: null }),
      installmentAmount: fc.option(amount, { nil: null }),
    }),
    voucher: fc.option(
      fc.record({ code: fc.string(), value: amount, valueType: fc.constantFrom('percent', 'money'), priceWithVoucher: fc.option(amount, { nil: null }) }),
      { nil: null },
    ),
    reviews: fc.record({ rating: double({ min: 0, max: 5 }), reviewsCount: fc.nat(100_000), imagesCount: fc.nat(10) }),
    likesCount: fc.nat(10_000_000),
    alternativeOffersCount: fc.nat(100_000),
    deliveryInDays: fc.option(fc.nat(400), { nil: null }),
    active: fc.boolean(),
    inStock: fc.boolean(),
    freeShipping: fc.boolean(),
  });
  const options = fc.record(
    {
      clickSource: fc.constantFrom(1, 5, 47, 99),
      position: fc.nat(10_000),
      christmas: fc.record({ thresholdDays: fc.nat(400), now: fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }) }),
      secondCurrency: fc.record({ code: fc.constantFrom('USD', 'GBP', 'JPY', 'CHF', 'SEK', 'XOF'), rate: double({ min: 0.0001, max: 20_000 }) }),
      admin: fc.record({
        categoryId: fc.integer({ min: 1, max: 1000 }),
        adminHost: fc.constant('/admin'),
        esRank: metric,
        esPosition: metric,
        mainImageAiScore: metric,
      }),
    },
    { requiredKeys: ['clickSource'] },
  );
  const products = fc.sample(product, { numRuns: 150, seed: 42 });
  const optionSets = fc.sample(options, { numRuns: products.length * LAYOUTS.length, seed: 43 });
  return products.map((drawn, i) => ({
    product: { ...base, ...drawn, id: 700_000 + i },
    layouts: LAYOUTS,
    options: LAYOUTS.map((_, l) => optionSets[i * LAYOUTS.length + l]!),
  }));
}

/** A call of the Jinja2 runner with its environment's settings (render-jinja.py), beside the docs' default one. */
type JinjaCall = TemplateCall & { environment?: Record<string, unknown> };

/**
 * Renders the cases in one Jinja2 process, in each of the environments (the runner's default when none is named),
 * and lists where they differ from the JavaScript renderers.
 */
function mismatchesOf(all: Case[], environments: (Record<string, unknown> | undefined)[] = [undefined]): { compared: number; mismatches: string[] } {
  const calls: JinjaCall[] = environments.flatMap((environment) =>
    all.map(({ product, layouts, options }) => ({
      source: callSource(layouts),
      context: { product, options: options.map(jinjaOptions) },
      ...(environment ? { environment } : {}),
    })),
  );
  const rendered = renderWith('jinja', calls);
  const mismatches: string[] = [];
  let compared = 0;
  environments.forEach((environment, e) => {
    const where = environment ? ` in ${JSON.stringify(environment)}` : '';
    all.forEach(({ product, layouts, options }, i) => {
      const result = rendered[e * all.length + i]!;
      if (result.error !== undefined) {
        mismatches.push(`product ${product.id}${where}: ${result.error}`);
        return;
      }
      const outputs = result.html.split(SEPARATOR);
      layouts.forEach((layout, l) => {
        const expected = jsRenderers[layout](product, options[l]!).value;
        compared++;
        if (outputs[l] !== expected) {
          mismatches.push(`product ${product.id}, ${layout}${where}, options ${JSON.stringify(jinjaOptions(options[l]!))}, ${firstDifference(expected, outputs[l] ?? '')}`);
        }
      });
    });
  });
  return { compared, mismatches };
}

function expectNoMismatch({ compared, mismatches }: { compared: number; mismatches: string[] }): void {
  if (mismatches.length > 0) {
    expect.fail(`${mismatches.length} of ${compared} renderings differ; the first ${Math.min(5, mismatches.length)}:\n${mismatches.slice(0, 5).join('\n')}`);
  }
}

describe('the product card in Jinja2 (jinja/etalage/card.jinja)', () => {
  it('writes every seeded product (the layouts taking turns) and every branch of the card in all three layouts as @etalage/widgets/server does', () => {
    const all = cases();
    const covered = Object.entries(BRANCHES).filter(([, takes]) => !all.some(({ product, options }) => options.some((o) => takes(product, o))));
    expect(covered.map(([name]) => name), 'branches of the card that no product of the fixture takes').toEqual([]);

    const result = mismatchesOf(all);
    expect(result.compared).toBe(all.reduce((sum, { layouts }) => sum + layouts.length, 0));
    for (const layout of LAYOUTS) expect(all.filter(({ layouts }) => layouts.includes(layout)).length).toBeGreaterThan(2000);
    expectNoMismatch(result);
  });

  it('writes the numbers of random products as @etalage/core formats them (prices, second currencies, ratings, counts, days, metrics)', () => {
    seeded ??= seededCards();
    expectNoMismatch(mismatchesOf(randomCases(seeded[0]!)));
  });

  it('writes the same bytes in a stock Environment(autoescape=True), with trim_blocks and lstrip_blocks, with autoescape off for .jinja files and in a sandbox', () => {
    const everyLayout = cases().filter(({ layouts }) => layouts.length === LAYOUTS.length);
    expect(everyLayout.length).toBeGreaterThan(40);
    const environments = [
      { strict: false },
      { trim_blocks: true, lstrip_blocks: true },
      // select_autoescape() escapes .html and .xml files only: the card's files run unescaped, the call escapes.
      { strict: false, autoescape: 'select_autoescape' },
      { strict: false, autoescape: false },
      { strict: false, sandbox: 'immutable' },
    ];
    expectNoMismatch(mismatchesOf(everyLayout, environments));
  });

  it("fails with 'No click source provided' without a valid click source, as the JavaScript renderers throw", () => {
    seeded ??= seededCards();
    const product = seeded[0]!;
    const invalid: unknown[] = [undefined, null, 0, 48, 100, 4.5, '4', true, Number.NaN];
    const optionSets: ({ clickSource?: unknown; position?: number } | undefined)[] = [undefined, {}, ...invalid.map((clickSource) => ({ clickSource, position: 1 }))];
    const calls: TemplateCall[] = optionSets.flatMap((options) =>
      LAYOUTS.map((layout) => ({
        source: `{% import 'etalage/card.jinja' as card %}{{ card.${macros[layout]}(product, options) }}`,
        // JSON has no NaN: the template sees null, which fails the same way.
        context: { product, options: options ?? null },
      })),
    );
    // The error in a sandbox too, where a template cannot change a dict.
    const sandboxed = renderWith('jinja', calls.map((call): JinjaCall => ({ ...call, environment: { sandbox: 'immutable' } })));
    const rendered = renderWith('jinja', calls);
    optionSets.forEach((options, o) => {
      LAYOUTS.forEach((layout, l) => {
        let expected: { html: string } | { error: string };
        try {
          expected = { html: jsRenderers[layout](product, options as ProductCardOptions).value };
        } catch (error) {
          expected = { error: (error as Error).message };
        }
        const result = rendered[o * LAYOUTS.length + l]!;
        const context = `${layout} with ${JSON.stringify(options)}`;
        // The small card has no shop link: any finite number draws it, in JavaScript as in the template.
        const drawn = layout === 'small' && typeof options?.clickSource === 'number' && Number.isFinite(options.clickSource);
        if (drawn) {
          expect('html' in expected && result.html, context).toBe('html' in expected && expected.html);
        } else {
          expect(expected, context).toEqual({ error: 'No click source provided' });
          expect(result.error, context).toContain('No click source provided');
          expect(sandboxed[o * LAYOUTS.length + l]!.error, context).toContain('No click source provided');
        }
      });
    });
  });
});
