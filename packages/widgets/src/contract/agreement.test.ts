import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseProps, type PropSpec } from '@etalage/runtime';
import { activationStrategies } from '@etalage/runtime/schema';
import { checkElement, contractDefinitions, etalageMarkupContract } from './index.js';
import { contractAjv } from './ajv.test-support.js';
import { numberPattern } from './number-patterns.js';

/**
 * The checker, a stock JSON Schema validator on the schema, and the runtime say the same of an element's props: the
 * same elements are good, and a bad one's attribute (the first the runtime names) is among what the others name.
 */
const contract = etalageMarkupContract();
const validate = contractAjv({ assertJson: true }).compile(contract);

function element(attributes: Record<string, string>): Element {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
}

/** What the runtime does with the element (lifecycle/connect.ts): find the definition, parse its props, read its activation. */
function runtimeVerdict(el: Element): string | null {
  const definition = contractDefinitions.find((d) => d.name === el.getAttribute('data-etl-widget'));
  if (!definition) return 'data-etl-widget';
  const parsed = parseProps(el, definition.props);
  if (!parsed.ok) return parsed.error.attribute;
  const activate = el.getAttribute('data-etl-activate');
  if (activate !== null && !(activationStrategies as readonly string[]).includes(activate)) return 'data-etl-activate';
  return null;
}

function schemaVerdict(el: Element): string[] {
  const instance = Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value]));
  if (validate(instance)) return [];
  return (validate.errors ?? [])
    .map((e) => (e.params as { missingProperty?: string; propertyName?: string }).missingProperty ?? (e.params as { propertyName?: string }).propertyName ?? e.instancePath.slice(1).replace(/~1/g, '/').replace(/~0/g, '~'))
    .filter(Boolean);
}

const adminOverlay = { 'data-etl-widget': 'admin-overlay', 'data-etl-variant-id': '3003', 'data-etl-item-name': 'Hanglamp', 'data-etl-click-source': '1', 'data-etl-category-id': '12', 'data-etl-edit-url': '/e', 'data-etl-info-url': '/i' };

const good: Record<string, string>[] = [
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': '42' },
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': ' 42 ', 'data-etl-likes-count': '0', 'data-etl-item-type': 'comparison', 'data-etl-item-name': '' },
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': '42.0', 'data-etl-likes-count': '+7', 'data-etl-activate': 'eager', 'data-etl-prerendered': '' },
  { 'data-etl-widget': 'voucher-card', 'data-etl-code': 'WOON10', 'data-etl-value': '10', 'data-etl-value-type': 'percent', 'data-etl-price-with-voucher': '449.10' },
  { 'data-etl-widget': 'voucher-card', 'data-etl-code': 'X', 'data-etl-value': '.5', 'data-etl-price-with-voucher': '0x10' },
  { 'data-etl-widget': 'voucher-card', 'data-etl-code': 'X', 'data-etl-value': '-0' },
  { 'data-etl-widget': 'carousel', 'data-etl-slide-count': '3', 'data-etl-autoplay': '' },
  { 'data-etl-widget': 'carousel', 'data-etl-slide-count': '3', 'data-etl-autoplay': 'false', 'data-etl-kind': 'products' },
  { 'data-etl-widget': 'product-card', 'data-etl-variant-id': '1', 'data-etl-click-source': '-3', 'data-etl-position': '0' },
  { 'data-etl-widget': 'rating-summary', 'data-etl-rating': '4.26', 'data-etl-reviews-count': '31' },
  { 'data-etl-widget': 'listing-filters', 'data-etl-base-path': '/producten', 'data-etl-answer': '{"totalCount":1,"url":"/","groups":[]}' },
  { 'data-etl-widget': 'search-overlay', 'data-etl-popular': '[]', 'data-etl-state': 'mounted' },
  { 'data-etl-widget': 'header-compare' },
  { 'data-etl-widget': 'star-rating', 'data-etl-preview': '4' },
  adminOverlay,
  { ...adminOverlay, 'data-etl-es-rank': '12.5', 'data-etl-optimization-type': 'stableRank', 'data-etl-ranking-variant': '2' },
];

const bad: Record<string, string>[] = [
  { 'data-etl-widget': 'like-button' },
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': '0' },
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': '4.2' },
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': 'veertig' },
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': '' },
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': '42', 'data-etl-likes-count': '-1' },
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': '42', 'data-etl-item-type': 'Variant' },
  { 'data-etl-widget': 'voucher-card', 'data-etl-value': '10' },
  { 'data-etl-widget': 'voucher-card', 'data-etl-code': 'X', 'data-etl-value': '-1' },
  { 'data-etl-widget': 'voucher-card', 'data-etl-code': 'X', 'data-etl-value': '10', 'data-etl-value-type': 'procent' },
  { 'data-etl-widget': 'voucher-card', 'data-etl-code': 'X', 'data-etl-value': '10', 'data-etl-price-with-voucher': '€ 449' },
  { 'data-etl-widget': 'listing-filters', 'data-etl-base-path': '/producten', 'data-etl-answer': '{kleur:' },
  { 'data-etl-widget': 'listing-filters', 'data-etl-base-path': '/producten' },
  { 'data-etl-widget': 'product-card', 'data-etl-variant-id': '1', 'data-etl-position': '-1' },
  { 'data-etl-widget': 'rating-summary', 'data-etl-reviews-count': '3' },
  { 'data-etl-widget': 'remarketing-strip', 'data-etl-variant-id': '9', 'data-etl-limit': '0' },
  { 'data-etl-widget': 'carousel', 'data-etl-slide-count': 'Infinity' },
  { 'data-etl-widget': 'like-button', 'data-etl-item-id': '42', 'data-etl-activate': 'soon' },
  { 'data-etl-widget': 'wishlist-button' },
  { ...adminOverlay, 'data-etl-optimization-type': 'handmatig' },
];

describe('the checker, the schema and the runtime agree', () => {
  it.each(good.map((attributes) => [JSON.stringify(attributes), attributes]))('good: %s', (_, attributes) => {
    const el = element(attributes);
    expect(runtimeVerdict(el)).toBeNull();
    expect(checkElement(el, contract)).toEqual([]);
    expect(schemaVerdict(el)).toEqual([]);
  });

  it.each(bad.map((attributes) => [JSON.stringify(attributes), attributes]))('bad: %s', (_, attributes) => {
    const el = element(attributes);
    const attribute = runtimeVerdict(el);
    expect(attribute).not.toBeNull();
    expect(checkElement(el, contract).map((p) => p.attribute)).toContain(attribute);
    expect(schemaVerdict(el)).toContain(attribute);
  });

  it('agree that a data-etl-* attribute no widget reads is an error, which the runtime cannot see', () => {
    const el = element({ 'data-etl-widget': 'like-button', 'data-etl-item-id': '42', 'data-etl-itemid': '42' });
    expect(runtimeVerdict(el)).toBeNull();
    expect(checkElement(el, contract)).toEqual([{ attribute: 'data-etl-itemid', reason: 'is no attribute of like-button (did you mean data-etl-item-id?)' }]);
    expect(schemaVerdict(el)).toContain('data-etl-itemid');
    // Any other attribute is the template's own.
    expect(checkElement(element({ 'data-etl-widget': 'header-compare', class: 'x', 'aria-label': 'Vergelijk', 'data-test': '1' }), contract)).toEqual([]);
  });

  it('differ where documented: the checker applies the runtime’s refusal of prototype keys and its reading of exponents', () => {
    const proto = element({ 'data-etl-widget': 'listing-filters', 'data-etl-base-path': '/', 'data-etl-answer': '{"__proto__":{}}' });
    expect(runtimeVerdict(proto)).toBe('data-etl-answer');
    expect(checkElement(proto, contract).map((p) => p.attribute)).toEqual(['data-etl-answer']);
    expect(schemaVerdict(proto)).toEqual([]);
    const exponent = element({ 'data-etl-widget': 'like-button', 'data-etl-item-id': '1e3' });
    expect(runtimeVerdict(exponent)).toBeNull();
    expect(checkElement(exponent, contract)).toEqual([]);
    expect(schemaVerdict(exponent)).toEqual(['data-etl-item-id']);
  });

  it('on any short text of digits, signs, points, spaces and letters, for every number format the widgets use', () => {
    const specs = new Map<string, Extract<PropSpec, { type: 'number' }>>();
    for (const definition of contractDefinitions) {
      for (const spec of Object.values(definition.props)) if (spec.type === 'number') specs.set(numberPattern(spec).key, spec);
    }
    expect([...specs.keys()].sort()).toEqual(['number.any', 'number.from-0', 'number.whole', 'number.whole-from-0', 'number.whole-from-1']);
    const ajv = contractAjv();
    const text = fc.string({ unit: fc.constantFrom(' ', '\t', '+', '-', '.', '0', '1', '7', '9', 'e', 'E', 'x', 'b', 'a', 'f', 'o'), maxLength: 8 });
    for (const [key, spec] of specs) {
      const schemaSays = ajv.compile({ type: 'string', pattern: numberPattern(spec).pattern });
      fc.assert(
        fc.property(text, (raw) => {
          // The documented corners, where the schema is stricter: exponents on whole numbers (1e3), of three digits.
          fc.pre(!(spec.integer && /\d[eE]|\.[eE]/.test(raw)) && !/[eE][+-]?\d{3}/.test(raw));
          const runtimeSays = parseProps(element({ 'data-etl-n': raw }), { n: { ...spec, required: true } }).ok;
          return schemaSays(raw) === runtimeSays;
        }),
        { numRuns: 3000, examples: [['1'], ['-0'], ['0x1f'], ['0b0'], [' .0 '], ['1.'], ['+.5e1'], ['-.0']] },
      );
      expect(key).toBeTruthy();
    }
  });
});
