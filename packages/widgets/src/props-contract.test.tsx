import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { parseProps, propAttributeName, type PropSpec, type WidgetDefinition } from '@etalage/runtime';
import type { ApiClient } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import { widgetDefinitions } from './definitions.js';
import { exampleModules } from './contract/examples-by-widget.js';
import { setReviewsApi, type ReviewsApi } from './review-list/reviews-api.js';
import { makeVariant } from './shared/variant-tile.fixtures.js';

/**
 * The markup contract (each definition's `props`: what is required, what has which default) and the components'
 * own props, which React hosts write by hand, must agree: a prop the contract defaults is optional in the component
 * with the same default, a required one stays required. Checked twice: the types (each component's required props
 * spelled out below, which `tsc` holds against its props type) against the definitions, and the behaviour (each
 * component rendered with its required props only, as a React host writes it, and with the props the runtime
 * parses from the same markup, defaults filled in: the same HTML and the same calls).
 */

/** Each component's required props as its folder's example.ts spells them (`requires`, held against its type by tsc). */
const requiredInTypes: Record<string, string[] | undefined> = Object.fromEntries(
  Object.entries(exampleModules).map(([name, module]) => [name, module.requiredProps]),
);

const withComponent = widgetDefinitions.filter((definition) => !definition.enhance);
const requiredInContract = (definition: WidgetDefinition) =>
  Object.entries(definition.props)
    .filter(([, spec]) => spec.type !== 'boolean' && spec.required === true)
    .map(([name]) => name)
    .sort();

/** JSON props whose value has a shape the component reads. */
const jsonSamples: Record<string, Record<string, unknown>> = {
  'listing-filters': { answer: { totalCount: 0, url: '/meubels', groups: [] } },
  'stl-hotspots': { spots: [] },
};

/** A valid value for a required prop, as a React host would pass it. */
function sample(widget: string, name: string, spec: PropSpec): unknown {
  switch (spec.type) {
    case 'number':
      return Math.max(spec.min ?? 3, 3);
    case 'enum':
      return spec.values[0];
    case 'json':
      if (!(name in (jsonSamples[widget] ?? {}))) throw new Error(`${widget}: add a sample for its JSON prop ${name}`);
      return jsonSamples[widget]![name];
    default:
      return '/voorbeeld';
  }
}

/** Every call to the API client and the reviews client, in order; similar products answer, the rest never do. */
function recordingApi(calls: string[]) {
  const answers: Record<string, (...args: unknown[]) => Promise<unknown>> = {
    fetchSimilarVariants: async () => [1, 2, 3, 4, 5, 6, 7, 8].map((id) => makeVariant(100 + id)),
  };
  return new Proxy({} as Record<string, unknown>, {
    get(_, name) {
      // Not a thenable: the store resolves a promise with this client.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) => {
        calls.push(`${name}(${JSON.stringify(args)})`);
        return answers[name]?.(...args) ?? new Promise(() => {});
      };
    },
  });
}

/** The HTML with its generated ids (which count on between renders) numbered in order of appearance. */
function withoutGeneratedIds(html: string): string {
  const ids = [...new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!))].sort((a, b) => b.length - a.length);
  return ids.reduce((out, id, index) => out.split(id).join(`#id${index}`), html);
}

/** What a component shows and asks for, given these props, once its first calls have gone out. */
async function rendered(Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) {
  localStorage.clear();
  const calls: string[] = [];
  const api = recordingApi(calls);
  setStore(createEtalageStore({ api: api as unknown as ApiClient }));
  setReviewsApi(api as unknown as ReviewsApi);
  const { container, unmount } = render(<Component {...props} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  const html = withoutGeneratedIds(container.innerHTML);
  unmount();
  return { html, calls };
}

afterEach(() => {
  cleanup();
  setReviewsApi(null);
});

describe('React props and the markup contract', () => {
  it('every widget with a component has its required props spelled out in its example.ts', () => {
    expect(withComponent.filter((definition) => requiredInTypes[definition.name] === undefined).map((definition) => definition.name)).toEqual([]);
  });

  it.each(withComponent.map((definition) => [definition.name, definition] as const))('%s: the component requires what the contract requires', (name, definition) => {
    expect(requiredInTypes[name]).toEqual(requiredInContract(definition));
  });

  it.each(withComponent.map((definition) => [definition.name, definition] as const))(
    '%s: without the props the contract defaults, the component behaves as with the defaults',
    async (name, definition) => {
      const required = Object.fromEntries(
        Object.entries(definition.props)
          .filter(([, spec]) => spec.type !== 'boolean' && spec.required === true)
          .map(([prop, spec]) => [prop, sample(name, prop, spec)]),
      );
      // The same widget as server markup, read by the runtime: the required attributes, the rest defaulted.
      const element = document.createElement('div');
      for (const [prop, value] of Object.entries(required)) {
        element.setAttribute(propAttributeName(prop), typeof value === 'string' ? value : JSON.stringify(value));
      }
      const parsed = parseProps(element, definition.props);
      if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
      expect(Object.keys(parsed.props).filter((prop) => !(prop in required)).sort()).toEqual(
        Object.entries(definition.props)
          .filter(([, spec]) => spec.type === 'boolean' || 'default' in spec)
          .map(([prop]) => prop)
          .sort(),
      );
      if (Object.keys(parsed.props).length === Object.keys(required).length) return;

      const Component = (await definition.load()).default as ComponentType<Record<string, unknown>>;
      const byHost = await rendered(Component, required);
      const byRuntime = await rendered(Component, parsed.props);
      expect(byHost.html).toBe(byRuntime.html);
      expect(byHost.calls).toEqual(byRuntime.calls);
    },
  );
});
