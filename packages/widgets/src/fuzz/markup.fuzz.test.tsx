import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { createRuntime, propAttributeName, type PropSpec, type Runtime, type WidgetDefinition } from '@etalage/runtime';
import { widgetDefinitions } from '../definitions.js';

/**
 * Server templates write the markup, and templates have bugs. 10,000 generated widget elements
 * (500 pages of up to 40) with the real widgets' prop specs and malformed attributes: no uncaught error, one
 * console error per bad element naming the element, the widget and the attribute, and every valid neighbour
 * mounts with its props. The widgets' code is replaced by a probe (the real components have their own tests):
 * what is fuzzed here is the contract between markup and runtime.
 */

const RUNS = 500;
const MIN_ELEMENTS_PER_PAGE = 20;
const MAX_ELEMENTS_PER_PAGE = 40;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Elements an enhancer probe is attached to. */
const enhanced = new Set<Element>();

function Probe(props: Record<string, unknown>) {
  return <span data-probe="">{Object.keys(props).length}</span>;
}

/** The real definitions, eager (so that every valid element mounts now) and with a probe as their code. */
const probed: WidgetDefinition[] = widgetDefinitions.map((definition) => ({
  name: definition.name,
  props: definition.props,
  activation: 'eager',
  enhance: definition.enhance,
  load: async () => {
    await Promise.resolve();
    if (definition.enhance) {
      return {
        default: (element: Element) => {
          enhanced.add(element);
          return () => enhanced.delete(element);
        },
      };
    }
    return { default: Probe };
  },
}));
const specsOf = new Map(probed.map((definition) => [definition.name, definition.props]));
const widgetNames = [...specsOf.keys()];

type Attribute = { name: string; value: string; bad: boolean };
type GeneratedElement = { widget: string; known: boolean; attributes: Attribute[] };

/** Values that must be refused for a prop spec (the parser's documented contract, spelled out by hand). */
function badValues(spec: PropSpec): fc.Arbitrary<string> | null {
  switch (spec.type) {
    case 'number': {
      const bad: fc.Arbitrary<string>[] = [
        fc.constantFrom('', ' ', 'abc', 'NaN', 'Infinity', '-Infinity', '1e400', '12px', '0x', '{}', '[1]', 'null'),
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !Number.isFinite(Number(s)) || s.trim() === ''),
      ];
      if (spec.integer) bad.push(fc.constantFrom('1.5', '0.1', String(MAX_SAFE + 2), '1e300'));
      if (spec.min !== undefined) bad.push(fc.integer({ min: -MAX_SAFE, max: spec.min - 1 }).map(String));
      return fc.oneof(...bad);
    }
    case 'enum':
      return fc.oneof(fc.constantFrom('', 'onbekend', 'AAN', '__proto__'), fc.string({ maxLength: 12 })).filter((s) => !spec.values.includes(s));
    case 'json':
      return fc.constantFrom('{', '[1,', 'undefined', "{'a':1}", '{"__proto__":{"x":1}}', '{"a":{"constructor":{"prototype":{}}}}', '[{"prototype":1}]', '');
    default:
      return null;
  }
}

function goodValues(spec: PropSpec): fc.Arbitrary<string> {
  switch (spec.type) {
    case 'string':
      return fc.string({ maxLength: 30 });
    case 'number':
      return spec.integer
        ? fc.integer({ min: spec.min ?? -MAX_SAFE, max: MAX_SAFE }).map(String)
        : fc.double({ min: spec.min ?? -1e9, max: 1e9, noNaN: true }).map(String);
    case 'boolean':
      return fc.constantFrom('', 'true', 'false', 'ja');
    case 'enum':
      return fc.constantFrom(...spec.values);
    case 'json':
      // Any JSON without the keys the runtime refuses everywhere (prototype pollution).
      return fc
        .jsonValue({ maxDepth: 2 })
        .map((value) => JSON.stringify(value))
        .filter((text) => !/"(__proto__|constructor|prototype)":/.test(text));
  }
}

const isRequired = (spec: PropSpec) => 'required' in spec && spec.required === true;

const knownElement: fc.Arbitrary<GeneratedElement> = fc.constantFrom(...widgetNames).chain((widget) => {
  const specs = Object.entries(specsOf.get(widget)!);
  const props = specs.map(([prop, spec]) => {
    const name = propAttributeName(prop);
    const choices: fc.Arbitrary<Attribute | null>[] = [goodValues(spec).map((value) => ({ name, value, bad: false }))];
    choices.push(fc.constant(isRequired(spec) ? { name, value: '', bad: true, missing: true } : null) as fc.Arbitrary<Attribute | null>);
    const bad = badValues(spec);
    if (bad) choices.push(bad.map((value) => ({ name, value, bad: true })));
    return fc.oneof({ arbitrary: choices[0]!, weight: 6 }, ...choices.slice(1).map((arbitrary) => ({ arbitrary, weight: 1 })));
  });
  const activate = fc.option(
    fc.oneof(fc.constant({ name: 'data-etl-activate', value: 'eager', bad: false }), fc.constantFrom('nu', '', 'EAGER').map((value) => ({ name: 'data-etl-activate', value, bad: true }))),
    { freq: 8 },
  );
  const noise = fc.array(
    fc.record({ name: fc.constantFrom('data-etl-onbekend', 'data-etl-constructor', 'data-etl-__proto__', 'class', 'title'), value: fc.string({ maxLength: 10 }), bad: fc.constant(false) }),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...props), activate, noise).map(([values, activation, extra]) => ({
    widget,
    known: true,
    attributes: [...values.filter((a): a is Attribute => a !== null), ...(activation ? [activation] : []), ...extra.filter((a) => !a.name.startsWith('data-etl-') || !specs.some(([p]) => propAttributeName(p) === a.name))],
  }));
});

const unknownElement: fc.Arbitrary<GeneratedElement> = fc
  .oneof(fc.constantFrom('voucher-kaart', 'Like-Button', '__proto__', 'constructor', 'toString', ' like-button'), fc.stringMatching(/^[a-z-]{1,12}$/))
  .filter((name) => !specsOf.has(name))
  .map((widget) => ({ widget, known: false, attributes: [] }));

const page = fc.array(fc.oneof({ arbitrary: knownElement, weight: 9 }, { arbitrary: unknownElement, weight: 1 }), { minLength: MIN_ELEMENTS_PER_PAGE, maxLength: MAX_ELEMENTS_PER_PAGE });

/** The first bad attribute in the order the definition declares its props (the runtime reports the first). */
function expectedProblem(element: GeneratedElement): string | null {
  if (!element.known) return 'unknown';
  const specs = specsOf.get(element.widget)!;
  for (const prop of Object.keys(specs)) {
    const name = propAttributeName(prop);
    const attribute = element.attributes.find((a) => a.name === name);
    if (attribute?.bad) return name;
    if (!attribute && isRequired(specs[prop]!)) return name;
  }
  return element.attributes.some((a) => a.bad) ? 'data-etl-activate' : null;
}

function build(elements: GeneratedElement[]): HTMLElement[] {
  document.body.replaceChildren();
  return elements.map((generated, index) => {
    const element = document.createElement(index % 3 === 0 ? 'section' : 'div');
    element.id = `e${index}`;
    element.setAttribute('data-etl-widget', generated.widget);
    for (const attribute of generated.attributes) {
      if ('missing' in attribute) continue;
      element.setAttribute(attribute.name, attribute.value);
    }
    element.textContent = 'terugval';
    // Every fifth element sits in a plain wrapper: nesting in server HTML must not matter.
    if (index % 5 === 4) {
      const wrapper = document.createElement('div');
      wrapper.append(element);
      document.body.append(wrapper);
    } else document.body.append(element);
    return element;
  });
}

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

async function settle() {
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await runtime!.whenSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('markup fuzzing with the real widgets’ prop specs (10,000 elements)', () => {
  it('reports each bad element once by element, widget and attribute, and mounts every valid neighbour', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map((a) => (typeof a === 'string' ? a : '')).join(' '));
    });
    let total = 0;
    await fc.assert(
      fc.asyncProperty(page, fc.boolean(), async (elements, churn) => {
        total += elements.length;
        // A failed run (and fast-check's shrinking runs after it) must not leave its runtime observing.
        runtime?.stop();
        errors.length = 0;
        const nodes = build(elements);
        runtime = createRuntime(probed);
        runtime.start();
        if (churn) {
          // Removed while its code loads and added again: mounted once, in its new place.
          const moved = nodes.filter((_, i) => i % 4 === 1);
          for (const node of moved) node.remove();
          await Promise.resolve();
          document.body.append(...moved);
        }
        await settle();
        for (const [index, generated] of elements.entries()) {
          const node = nodes[index]!;
          const problem = expectedProblem(generated);
          const named = `<${node.tagName.toLowerCase()}#${node.id}`;
          const about = errors.filter((message) => message.includes(`${named}>`) || message.includes(`${named}.`));
          if (problem === null) {
            expect(about, `${node.outerHTML}`).toEqual([]);
            expect(node.getAttribute('data-etl-state'), node.outerHTML).toBe('mounted');
            const enhancer = probed.find((definition) => definition.name === generated.widget)!.enhance === true;
            expect(enhancer ? enhanced.has(node) : node.querySelectorAll('[data-probe]').length === 1).toBe(true);
          } else if (problem === 'unknown') {
            expect(about, node.outerHTML).toHaveLength(1);
            expect(about[0]).toContain(`unknown widget "${generated.widget}"`);
            expect(node.textContent).toBe('terugval');
          } else {
            expect(about, node.outerHTML).toHaveLength(1);
            expect(about[0]).toContain(`widget "${generated.widget}"`);
            expect(about[0]).toContain(problem);
            if (problem !== 'data-etl-activate') {
              expect(node.getAttribute('data-etl-state')).toBe('error');
              expect(node.textContent).toBe('terugval');
            }
          }
        }
        const valid = elements.filter((generated) => {
          const problem = expectedProblem(generated);
          return problem === null || problem === 'data-etl-activate';
        }).length;
        expect(runtime.stats().mounted).toBe(valid);
        runtime.stop();
        runtime = undefined;
      }),
      { numRuns: RUNS },
    );
    // Enough pages that rare combinations of malformed attributes occur: at least 10,000 generated elements in all.
    expect(total).toBeGreaterThanOrEqual(10_000);
  }, 240_000);

  it('a real voucher card among 40 bad elements mounts and copies its code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const bad = fc.sample(knownElement.filter((generated) => expectedProblem(generated) !== null && expectedProblem(generated) !== 'data-etl-activate'), { numRuns: 40, seed: 15 });
    build(bad);
    const voucher = document.createElement('div');
    voucher.id = 'voucher';
    for (const [name, value] of Object.entries({ 'data-etl-widget': 'voucher-card', 'data-etl-code': 'WOON10', 'data-etl-value': '10', 'data-etl-value-type': 'percent', 'data-etl-activate': 'eager' })) {
      voucher.setAttribute(name, value);
    }
    document.body.insertBefore(voucher, document.body.children[20] ?? null);
    runtime = createRuntime(widgetDefinitions);
    runtime.start();
    await settle();
    expect(document.querySelectorAll('[data-etl-state="error"]')).toHaveLength(40);
    fireEvent.click(voucher.querySelector('button')!);
    await settle();
    expect(writeText).toHaveBeenCalledWith('WOON10');
    expect(voucher.textContent).toContain('Gekopieerd!');
  });
});
