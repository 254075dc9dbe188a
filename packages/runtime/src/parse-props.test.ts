import { describe, expect, it } from 'vitest';
import { parseProps } from './parse-props.js';
import type { PropSpecs } from './types.js';

const specs: PropSpecs = {
  code: { type: 'string', required: true },
  value: { type: 'number', required: true, min: 0 },
  variantId: { type: 'number', integer: true },
  valueType: { type: 'enum', values: ['percent', 'money'], default: 'money' },
  highlighted: { type: 'boolean' },
  filters: { type: 'json' },
};

function element(attributes: Record<string, string>): Element {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
}

describe('parseProps', () => {
  it('reads typed props from data-etl-* attributes, with defaults', () => {
    const parsed = parseProps(
      element({ 'data-etl-code': 'WOON10', 'data-etl-value': '12.5', 'data-etl-variant-id': '42', 'data-etl-highlighted': '', 'data-etl-filters': '{"kleur":["rood"]}' }),
      specs,
    );
    expect(parsed).toEqual({
      ok: true,
      props: { code: 'WOON10', value: 12.5, variantId: 42, valueType: 'money', highlighted: true, filters: { kleur: ['rood'] } },
    });
  });

  it.each([
    [{ 'data-etl-value': '1' }, 'data-etl-code', 'data-etl-code is required but missing'],
    [{ 'data-etl-code': 'X', 'data-etl-value': 'tien' }, 'data-etl-value', 'data-etl-value must be a number, got "tien"'],
    [{ 'data-etl-code': 'X', 'data-etl-value': '' }, 'data-etl-value', 'data-etl-value must be a number, got ""'],
    [{ 'data-etl-code': 'X', 'data-etl-value': '-1' }, 'data-etl-value', 'data-etl-value must be at least 0, got "-1"'],
    [{ 'data-etl-code': 'X', 'data-etl-value': '1', 'data-etl-variant-id': '4.2' }, 'data-etl-variant-id', 'data-etl-variant-id must be a whole number, got "4.2"'],
    [{ 'data-etl-code': 'X', 'data-etl-value': '1', 'data-etl-value-type': 'procent' }, 'data-etl-value-type', 'data-etl-value-type must be one of percent, money, got "procent"'],
  ])('names the attribute of a malformed prop (%j)', (attributes, attribute, message) => {
    expect(parseProps(element(attributes), specs)).toEqual({ ok: false, error: { attribute, message } });
  });

  it('refuses JSON that would pollute prototypes', () => {
    const parsed = parseProps(element({ 'data-etl-code': 'X', 'data-etl-value': '1', 'data-etl-filters': '{"__proto__":{"admin":true}}' }), specs);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error.message).toContain('the key "__proto__" is not allowed');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it.each(['{"constructor":{"prototype":{"admin":true}}}', '{"a":[{"\\u005f_proto__":1}]}', '{"\\u0063onstructor":1}'])(
    'refuses a forbidden key however it is written, nested or escaped (%s)',
    (json) => {
      const parsed = parseProps(element({ 'data-etl-code': 'X', 'data-etl-value': '1', 'data-etl-filters': json }), specs);
      expect(!parsed.ok && parsed.error.message).toMatch(/the key "(__proto__|constructor|prototype)" is not allowed/);
    },
  );

  it('reports broken JSON', () => {
    const parsed = parseProps(element({ 'data-etl-code': 'X', 'data-etl-value': '1', 'data-etl-filters': '{kleur:' }), specs);
    expect(!parsed.ok && parsed.error.attribute).toBe('data-etl-filters');
  });
});
