import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import AiSearch from '../ai-search/ai-search.js';
import SearchOverlay from '../search-overlay/search-overlay.js';
import UserBox from '../user-box/user-box.js';

/**
 * Forms the server prerenders and the runtime hydrates on the first touch: the client's first render must be the
 * server's markup, node for node and attribute for attribute, or hydration would keep stale ids and labels.
 * Runs in the React project only (the storefront prerenders with React's server renderer); the end-to-end tests
 * hydrate the same markup with preact.
 */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const element = node as Element;
  const attributes = [...element.attributes].map((a) => `${a.name.toLowerCase()}=${a.value}`).sort();
  return [element.tagName.toLowerCase(), attributes, [...element.childNodes].map(shape)];
}

/** `serverOnly`: an element only the server's markup carries (the first render's), which the live widget drops. */
function expectSameMarkup(element: ReactElement, serverOnly?: string) {
  const parsed = document.createElement('div');
  parsed.innerHTML = renderToStaticMarkup(element);
  if (serverOnly) {
    const extra = parsed.querySelectorAll(serverOnly);
    expect(extra).toHaveLength(1);
    extra[0]!.remove();
  }
  const { container, unmount } = render(element);
  expect(shape(container)).toEqual(shape(parsed));
  unmount();
}

describe('prerendered forms draw what the server drew', () => {
  it('ai-search', () => {
    expectSameMarkup(<AiSearch placeholder="Beschrijf wat je zoekt" categoryId={4} query="bank" action="/ai-search" />);
  });

  it('search-overlay (closed): the server markup also carries the overlay frame the live widget drops', () => {
    expectSameMarkup(<SearchOverlay query="groene bank" popular={[{ title: 'Banken', url: '/producten/banken' }]} />, '.etl-search-overlay__frame');
  });

  it('user-box (visitor and user)', () => {
    expectSameMarkup(<UserBox loginUrl="/login?next=%2Fproducten" />);
    expectSameMarkup(<UserBox user={{ id: 3, name: 'Sanne', initials: 'SV', avatarUrl: '/images/avatar/80x80/3.webp' }} />);
  });
});
