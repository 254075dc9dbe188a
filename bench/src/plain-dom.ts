/**
 * The floor of `npm run bench`: hand-written DOM for every widget element (createElement, textContent,
 * one click listener each), about the DOM the real widgets render, no framework, no store. Bundled as one
 * IIFE by bench/run.mjs and loaded into a page served with `?etalage=off`, before the clock starts.
 */
const SVG = 'http://www.w3.org/2000/svg';
const HEART = 'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3.1 4.5 6.9 4.5c2.1 0 3.6 1.1 4.4 2.4h1.4c.8-1.3 2.3-2.4 4.4-2.4 3.8 0 6 3.9 4.5 7.3C19.5 16.4 12 21 12 21z';
const COMPARE = 'M4 6h10M4 12h16M4 18h7';
const BELL = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function icon(d: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'etl-icon');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  svg.append(path);
  return svg;
}

function button(className: string, onClick: () => void, ...children: Node[]): HTMLButtonElement {
  const node = el('button', className);
  node.type = 'button';
  node.append(...children);
  node.addEventListener('click', onClick);
  return node;
}

const attr = (element: Element, name: string) => element.getAttribute(`data-etl-${name}`) ?? '';
const noop = () => {};

const builders: Record<string, (element: Element) => Node> = {
  'like-button': (e) => {
    const root = el('div', 'etl-like-button');
    const name = attr(e, 'item-name');
    root.append(
      button(
        'etl-pill etl-like-button__button',
        noop,
        icon(HEART),
        el('span', 'etl-visually-hidden', `Bewaar als favoriet${name ? `: ${name}` : ''},`),
        el('span', 'etl-like-button__count', attr(e, 'likes-count') || '0'),
        el('span', 'etl-visually-hidden', ' keer bewaard'),
      ),
      el('span', 'etl-like-button__note'),
    );
    return root;
  },
  'compare-button': (e) => {
    const root = el('div', 'etl-compare-button');
    root.append(
      button('etl-pill etl-compare-button__button', noop, icon(COMPARE), el('span', 'etl-compare-button__label', 'Vergelijk'), el('span', 'etl-visually-hidden', ` ${attr(e, 'item-name')}`)),
      el('div', 'etl-compare-button__tooltip etl-compare-button__tooltip--idle'),
    );
    return root;
  },
  'watch-button': (e) => {
    const root = el('div', 'etl-watch-button');
    root.append(
      button('etl-button etl-watch-button__button', noop, icon(BELL), el('span', undefined, 'Bekijk beschikbaarheid'), el('span', 'etl-visually-hidden', ` ${attr(e, 'item-name')}`)),
      el('span', 'etl-watch-button__status'),
    );
    return root;
  },
  'voucher-card': (e) => {
    const root = el('div', 'etl-voucher-card');
    root.append(
      button('etl-voucher-card__button', noop, el('span', 'etl-voucher-card__value', `${attr(e, 'value')}% korting`), el('span', 'etl-voucher-card__label', 'Vouchercode'), el('span', 'etl-voucher-card__code', attr(e, 'code'))),
      el('p', 'etl-voucher-card__message', 'Klik om de code te kopiëren'),
    );
    return root;
  },
  'header-compare': () => {
    const link = el('a', 'etl-count-badge__button');
    link.href = '/compare-products';
    const iconBox = el('span', 'etl-count-badge__icon');
    iconBox.append(icon(COMPARE), el('span', 'etl-count-badge', '0'));
    link.append(iconBox, el('span', 'etl-count-badge__label', 'Vergelijken'));
    return link;
  },
  'header-favourites': () => {
    const link = el('a', 'etl-count-badge__button');
    link.href = '/login?next=%2Fuser%2Ffavourites';
    const iconBox = el('span', 'etl-count-badge__icon');
    iconBox.append(icon(HEART), el('span', 'etl-count-badge', '0'));
    link.append(iconBox, el('span', 'etl-count-badge__label', 'Favorieten'));
    return link;
  },
};

function mountAll(): { ms: number; built: number; enhanced: number; skipped: string[] } {
  const start = performance.now();
  // One shared observer for the product cards' 60% visibility, as the real enhancer's tracking does.
  const seen = new IntersectionObserver(noop, { threshold: 0.6 });
  let built = 0;
  let enhanced = 0;
  const skipped: string[] = [];
  for (const element of document.querySelectorAll('[data-etl-widget]')) {
    const name = element.getAttribute('data-etl-widget') ?? '';
    if (name === 'product-card') {
      element.addEventListener('click', noop);
      seen.observe(element);
      enhanced += 1;
      continue;
    }
    const build = builders[name];
    if (!build) {
      skipped.push(name);
      continue;
    }
    element.replaceChildren(build(element));
    built += 1;
  }
  return { ms: performance.now() - start, built, enhanced, skipped };
}

(window as unknown as { __benchDom: { mountAll: typeof mountAll } }).__benchDom = { mountAll };
