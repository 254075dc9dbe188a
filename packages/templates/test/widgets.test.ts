import { describe, expect, it } from 'vitest';
import { attributesHtml, modalOpenerProps, widgetAttributes, type WidgetPropValue } from '@etalage/markup';
import type { PropSpec, WidgetDefinition } from '@etalage/runtime';
import { activationStrategies, type ActivationStrategy } from '@etalage/runtime/schema';
import { commonWidgetDefinitions } from '@etalage/widgets/definitions-common';
import { pageWidgetDefinitions } from '@etalage/widgets/definitions-pages';
import { partnerWidgetDefinitions } from '@etalage/widgets/definitions-partner';
import { markupExamples } from '../../widgets/src/contract/examples.js';
import { modalOpenerMacroName, snakeCase, templateCalls, widgetMacroName } from '../../widgets/src/contract/template-calls.js';
import { renderWith, type Engine, type TemplateCall } from './engines.js';
import { modalOpenerFields } from './modal-openers.js';

/** Every widget of every registry, once. */
const definitions = [...new Map([...commonWidgetDefinitions, ...pageWidgetDefinitions, ...partnerWidgetDefinitions].map((definition) => [definition.name, definition])).values()];

/** Text a shopper or a feed may bring: Dutch with quotes and ampersands, markup that must stay text, emoji, RTL marks. */
const texts = [
  '',
  'Zacht kussen',
  `Kussen "Zacht & warm" – 2 × 3 stuks, 't is 'n koopje`,
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '&amp; &lt;al ge-escapet&gt; &#39;',
  '{{ 7 * 7 }} {% raw %} {# #} ${7*7}',
  'Bank 🛋️ met 👨‍👩‍👧 en 🇳🇱',
  '\u200Fמבצע\u200E 50% korting \u202Bעברית\u202C',
  'regel één\nregel twee\ttab \\ backslash \u2028\u2029 \u0001\u001F',
  'Ééndelig'.repeat(700),
];
/** Numbers at the edges of how JavaScript writes them (String(n), JSON.stringify). */
const numbers = [0, 1, -1, 12, 19.99, -42.5, 0.1 + 0.2, 1e21, 1e20, 123456789.123, 1e-7, 0.000001, 0.0000012, -1.5e-10, 2 ** 53, 1.7976931348623157e308, 5e-324, 1e15 + 0.3, 100];
/** JSON props: arrays and objects of the above (no empty object: PHP decodes `{}` as an empty array, docs say so). */
const jsons: WidgetPropValue[] = [
  [],
  ['a', 'b'],
  numbers,
  texts.slice(1, 11),
  { id: 1, naam: `Kussen "Zacht" & 'warm'`, prijs: 19.99, actief: true, leeg: null, lijst: [1, [2, { diep: 1e21 }]] },
  { '</script>': '<!--', 'sleutel met spatie': '\u2028', 'ü': 'ø', 'emoji 🛋️': [false, null, 0.1 + 0.2] },
  [{ id: 5, label: 'Populair' }, { id: 6, label: 'Nieuw' }],
];

type Case = Record<string, WidgetPropValue>;

/** A valid value of a prop's kind, for the props a case does not vary. */
function typical(spec: PropSpec): WidgetPropValue {
  switch (spec.type) {
    case 'string':
      return 'Zacht kussen';
    case 'number':
      return 12;
    case 'boolean':
      return true;
    case 'enum':
      return spec.values[0]!;
    case 'json':
      return [{ id: 1 }];
  }
}

/** The corpus a prop of this kind is written with: every value of its kind, and text for a number. */
function corpus(spec: PropSpec): WidgetPropValue[] {
  switch (spec.type) {
    case 'string':
      return [...texts, 12, 0.1 + 0.2];
    case 'number':
      return [...numbers, '12', ' 7 '];
    case 'boolean':
      return [true, false, null];
    case 'enum':
      return [...spec.values, null];
    case 'json':
      return [...jsons, '[1,2]', null];
  }
}

/** Each widget's cases: its required props alone; then each prop through its corpus; then each activation. */
function widgetCases(definition: WidgetDefinition): { props: Case; activate?: ActivationStrategy }[] {
  const specs = Object.entries(definition.props as Record<string, PropSpec>);
  const base = (): Case => Object.fromEntries(specs.filter(([, spec]) => spec.type !== 'boolean' && spec.required).map(([prop, spec]) => [prop, typical(spec)]));
  const inOrder = (props: Case): Case => Object.fromEntries(specs.filter(([prop]) => prop in props).map(([prop]) => [prop, props[prop]]));
  const cases: { props: Case; activate?: ActivationStrategy }[] = [{ props: base() }];
  cases.push({ props: inOrder(Object.fromEntries(specs.map(([prop, spec]) => [prop, typical(spec)]))) });
  for (const [prop, spec] of specs) {
    for (const value of corpus(spec)) {
      if (value === null && spec.type !== 'boolean' && 'required' in spec && spec.required) continue;
      cases.push({ props: inOrder({ ...base(), [prop]: value }) });
    }
  }
  for (const activate of activationStrategies) cases.push({ props: base(), activate });
  return cases;
}

const argumentsOf = (props: Case) => Object.fromEntries(Object.entries(props).map(([prop, value]) => [snakeCase(prop), value]));

/** Each modal's cases: its required props alone, then each prop through every corpus, with and without an opener. */
function modalCases(modal: string): { props: Case; opener?: string }[] {
  const fields = modalOpenerFields[modal]!;
  const base = (): Case => Object.fromEntries(fields.filter((field) => field.required).map((field) => [field.name, 12]));
  const inOrder = (props: Case): Case => Object.fromEntries(fields.filter((field) => field.name in props).map((field) => [field.name, props[field.name]]));
  const cases: { props: Case; opener?: string }[] = [{ props: base() }, { props: base(), opener: 'card' }, { props: base(), opener: texts[4] }, { props: base(), opener: '' }];
  for (const field of fields) {
    for (const value of [...texts, ...numbers, ...jsons, true, false]) cases.push({ props: inOrder({ ...base(), [field.name]: value }), opener: 'product_page' });
  }
  return cases;
}

const SEPARATOR = '<hr>'; // never in a macro's output: its values are escaped

/** What @etalage/markup writes, and the one template call per engine that writes the same through the macros. */
function corpusCalls(): { expected: string[]; calls: Record<Engine, TemplateCall> } {
  const expected: string[] = [];
  const twigCases: Record<string, Record<string, unknown>[]> = {};
  const jinjaCases: Record<string, Record<string, unknown>[]> = {};
  const twigLoops: string[] = [];
  const jinjaLoops: string[] = [];
  const add = (macro: string, args: Record<string, unknown>[]) => {
    twigCases[macro] = args;
    jinjaCases[macro] = args;
    twigLoops.push(`{% for case in cases.${macro} %}{{ etalage.${macro}(case) }}${SEPARATOR}{% endfor %}`);
    jinjaLoops.push(`{% for case in cases.${macro} %}{{ etalage.${macro}(**case) }}${SEPARATOR}{% endfor %}`);
  };
  for (const definition of definitions) {
    const cases = widgetCases(definition);
    expected.push(...cases.map(({ props, activate }) => widgetAttributes(definition.name, props, activate).value));
    add(widgetMacroName(definition.name), cases.map(({ props, activate }) => ({ ...argumentsOf(props), ...(activate ? { activate } : {}) })));
  }
  const openerProps = modalOpenerProps as (name: string, props?: object, opener?: string) => Record<string, string>;
  for (const modal of Object.keys(modalOpenerFields)) {
    const cases = modalCases(modal);
    expected.push(...cases.map(({ props, opener }) => attributesHtml(openerProps(modal, Object.keys(props).length ? props : undefined, opener)).value));
    add(modalOpenerMacroName(modal), cases.map(({ props, opener }) => ({ ...argumentsOf(props), ...(opener === undefined ? {} : { opener }) })));
  }
  return {
    expected,
    calls: {
      twig: { source: `{% import 'etalage/widgets.twig' as etalage %}${twigLoops.join('')}`, context: { cases: twigCases } },
      jinja: { source: `{% import 'etalage/widgets.jinja' as etalage %}${jinjaLoops.join('')}`, context: { cases: jinjaCases } },
    },
  };
}

/** Calls a macro must refuse, as the runtime would refuse the element it wrote: a template error, not markup. */
const refusals: { why: string; macro: string; args: Record<string, unknown>; error: RegExp }[] = [
  { why: 'a required prop left out', macro: 'like_button', args: { item_name: 'Zacht kussen' }, error: /like_button needs item_id/ },
  { why: 'a required prop false', macro: 'voucher_card', args: { code: false, value: 5 }, error: /voucher_card needs code/ },
  { why: 'a value its enum does not have', macro: 'like_button', args: { item_id: 1, item_type: 'product' }, error: /item_type is one of variant, comparison/ },
  { why: 'an activation that does not exist', macro: 'like_button', args: { item_id: 1, activate: 'later' }, error: /activate is one of eager, idle, visible, interaction/ },
  { why: 'a prop the widget does not take', macro: 'like_button', args: { item_id: 1, variant_id: 2 }, error: /variant_id/ },
  { why: "a modal's required prop left out", macro: 'open_deliveries', args: { opener: 'card' }, error: /open_deliveries needs variant_id/ },
];

describe.each<Engine>(['twig', 'jinja'])('the widget and modal-opener macros in %s', (engine) => {
  it('write what widgetAttributes() and modalOpenerProps() write, byte for byte, for every widget and modal with the corpus', () => {
    const { expected, calls } = corpusCalls();
    const [result] = renderWith(engine, [calls[engine]]);
    expect(result!.error).toBeUndefined();
    const written = result!.html!.split(SEPARATOR);
    expect(written.pop()).toBe('');
    expect(written).toHaveLength(expected.length);
    const differences = written.flatMap((html, index) => (html === expected[index] ? [] : [{ expected: expected[index], written: html }]));
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('refuse what the runtime would refuse, with a template error that names it', () => {
    const results = renderWith(
      engine,
      refusals.map(({ macro, args }) =>
        engine === 'twig'
          ? { source: `{% import 'etalage/widgets.twig' as etalage %}{{ etalage.${macro}(args) }}`, context: { args } }
          : { source: `{% import 'etalage/widgets.jinja' as etalage %}{{ etalage.${macro}(**args) }}`, context: { args } },
      ),
    );
    results.forEach((result, index) => expect(result.error, refusals[index]!.why).toMatch(refusals[index]!.error));
  });
});

describe.each<Engine>(['twig', 'jinja'])('the calls each widget’s Storybook docs page shows for %s', (engine) => {
  it('write the attributes of the widget’s markup example', () => {
    const examples = definitions.flatMap((definition) => markupExamples([definition.name]).map((example) => ({ example, calls: templateCalls(definition, example.html)! })));
    expect(examples.length).toBe(definitions.length);
    const file = engine === 'twig' ? 'etalage/widgets.twig' : 'etalage/widgets.jinja';
    const [result] = renderWith(engine, [{ source: `{% import '${file}' as etalage %}${examples.map(({ calls }) => calls[engine] + SEPARATOR).join('')}` }]);
    expect(result!.error).toBeUndefined();
    const written = result!.html!.split(SEPARATOR).slice(0, -1);
    // Each attribute as the example writes it (a server renderer may write them in the order of its props object).
    const missing = written.flatMap((attributes, index) => (attributes.match(/[^\s=]+="[^"]*"/g) ?? []).filter((attribute) => !examples[index]!.example.html.includes(` ${attribute}`)));
    expect(written.every((attributes) => attributes.startsWith('data-etl-widget='))).toBe(true);
    expect(missing).toEqual([]);
  });
});

describe('the generated macros', () => {
  it('cover every widget of every registry and every modal', () => {
    expect(definitions.length).toBeGreaterThan(30);
    expect(Object.keys(modalOpenerFields)).toEqual(expect.arrayContaining(['reviews', 'deliveries', 'auth', 'mobile-menu']));
  });
});
