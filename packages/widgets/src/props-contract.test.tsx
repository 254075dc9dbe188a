import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { parseProps, propAttributeName, type PropSpec, type WidgetDefinition } from '@etalage/runtime';
import type { ApiClient } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import { widgetDefinitions } from './definitions.js';
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

type RequiredKeys<Props> = { [Key in keyof Props]-?: object extends Pick<Props, Key> ? never : Key }[keyof Props];
type PropsOf<Module> = Module extends { default: (props: infer Props) => unknown } ? Props : never;
/** A component's required props: the object must name each of them and nothing else, or `tsc` fails. */
const requires = <Props,>(keys: Record<RequiredKeys<Props>, true>): string[] => Object.keys(keys).sort();

const requiredInTypes: Record<string, string[]> = {
  'voucher-card': requires<PropsOf<typeof import('./voucher-card/voucher-card.js')>>({ code: true, value: true }),
  'like-button': requires<PropsOf<typeof import('./like-button/like-button.js')>>({ itemId: true }),
  'compare-button': requires<PropsOf<typeof import('./compare-button/compare-button.js')>>({ variantId: true }),
  'header-compare': requires<PropsOf<typeof import('./header-compare/header-compare.js')>>({}),
  'header-favourites': requires<PropsOf<typeof import('./header-favourites/header-favourites.js')>>({}),
  'watch-button': requires<PropsOf<typeof import('./watch-button/watch-button.js')>>({ variantId: true }),
  carousel: requires<PropsOf<typeof import('./carousel/carousel.js')>>({ slideCount: true }),
  'search-overlay': requires<PropsOf<typeof import('./search-overlay/search-overlay.js')>>({}),
  'user-box': requires<PropsOf<typeof import('./user-box/user-box.js')>>({}),
  'similar-row': requires<PropsOf<typeof import('./similar-row/similar-row.js')>>({ variantId: true }),
  'watchdog-unsubscribe': requires<PropsOf<typeof import('./watchdog-unsubscribe/watchdog-unsubscribe.js')>>({ hash: true, action: true }),
  'remarketing-strip': requires<PropsOf<typeof import('./remarketing-strip/remarketing-strip.js')>>({ variantId: true }),
  'favourites-list': requires<PropsOf<typeof import('./favourites-list/favourites-list.js')>>({}),
  'comparison-table': requires<PropsOf<typeof import('./comparison-table/comparison-table.js')>>({}),
  'watched-list': requires<PropsOf<typeof import('./watched-list/watched-list.js')>>({}),
  'review-list': requires<PropsOf<typeof import('./review-list/review-list.js')>>({ variantId: true }),
  'admin-overlay': requires<PropsOf<typeof import('./admin-overlay/admin-overlay.js')>>({
    variantId: true,
    itemName: true,
    clickSource: true,
    categoryId: true,
    editUrl: true,
    infoUrl: true,
  }),
  'admin-panel': requires<PropsOf<typeof import('./admin-panel/admin-panel.js')>>({}),
  'ai-search': requires<PropsOf<typeof import('./ai-search/ai-search.js')>>({}),
  'cookie-bar': requires<PropsOf<typeof import('./cookie-bar/cookie-bar.js')>>({}),
  'listing-filters': requires<PropsOf<typeof import('./listing-filters/listing-filters.js')>>({ basePath: true, answer: true }),
  'stl-hotspots': requires<PropsOf<typeof import('./stl-hotspots/stl-hotspots.js')>>({ spots: true }),
  'rating-summary': requires<PropsOf<typeof import('./rating-summary/rating-summary.js')>>({ rating: true }),
  'visually-similar-filter': requires<PropsOf<typeof import('./visually-similar-filter/visually-similar-filter.js')>>({
    variantId: true,
    categoryId: true,
    categoryName: true,
    imageUrl: true,
    clickSource: true,
    categoryUrl: true,
  }),
};

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
  it('every widget with a component has its required props spelled out here', () => {
    expect(Object.keys(requiredInTypes).sort()).toEqual(withComponent.map((definition) => definition.name).sort());
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
