/**
 * The naive baseline of `npm run bench`: every widget element gets its own React 19 root (real React, no
 * preact aliasing), with the same components, prop parsing and store as the embed. Bundled as one IIFE by
 * bench/run.mjs and loaded into a page served with `?etalage=off`, before the clock starts.
 */
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseProps, readPageConfig, type Enhancer } from '@etalage/runtime';
import { getStore } from '@etalage/store';
import { widgetDefinitions } from '@etalage/widgets/definitions';
import LikeButton from '../../packages/widgets/src/like-button/like-button.js';
import CompareButton from '../../packages/widgets/src/compare-button/compare-button.js';
import WatchButton from '../../packages/widgets/src/watch-button/watch-button.js';
import VoucherCard from '../../packages/widgets/src/voucher-card/voucher-card.js';
import HeaderCompare from '../../packages/widgets/src/header-compare/header-compare.js';
import HeaderFavourites from '../../packages/widgets/src/header-favourites/header-favourites.js';
import enhanceProductCard from '../../packages/widgets/src/product-card/product-card.js';

const components: Record<string, ComponentType<any>> = {
  'like-button': LikeButton,
  'compare-button': CompareButton,
  'watch-button': WatchButton,
  'voucher-card': VoucherCard,
  'header-compare': HeaderCompare,
  'header-favourites': HeaderFavourites,
};
const enhancers: Record<string, Enhancer<any>> = { 'product-card': enhanceProductCard };
const definitions = new Map(widgetDefinitions.map((d) => [d.name, d]));

/** Layout effects run after the children's in the same commit: the root counts as committed here. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, []);
  return children;
}

export interface MountResult {
  ms: number;
  roots: number;
  enhanced: number;
  skipped: string[];
}

async function mountAll(): Promise<MountResult> {
  const start = performance.now();
  getStore().getState().setConfig(readPageConfig(document));
  let expected = 0;
  let committed = 0;
  let enhanced = 0;
  const skipped: string[] = [];
  let resolve!: () => void;
  const allCommitted = new Promise<void>((r) => (resolve = r));
  const onCommit = () => {
    committed += 1;
    if (committed === expected) resolve();
  };
  for (const element of document.querySelectorAll('[data-etl-widget]')) {
    const name = element.getAttribute('data-etl-widget') ?? '';
    const definition = definitions.get(name);
    const parsed = definition ? parseProps(element, definition.props) : undefined;
    if (!parsed?.ok) {
      skipped.push(name);
      continue;
    }
    const enhancer = enhancers[name];
    if (enhancer) {
      enhancer(element, parsed.props);
      enhanced += 1;
      continue;
    }
    const Widget = components[name];
    if (!Widget) {
      skipped.push(name);
      continue;
    }
    expected += 1;
    createRoot(element).render(
      <Committed onCommit={onCommit}>
        <Widget {...parsed.props} />
      </Committed>,
    );
  }
  if (expected === 0) resolve();
  await allCommitted;
  return { ms: performance.now() - start, roots: expected, enhanced, skipped };
}

(window as unknown as { __benchReact: { mountAll: typeof mountAll } }).__benchReact = { mountAll };
