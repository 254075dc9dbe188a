import { propAttributeName, schema } from '@etalage/runtime/schema';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { RESIZE_DEBOUNCE_MS } from '@etalage/core';

/**
 * Where the similar-products row goes (spec §4): directly after the clicked card's grid row, at whatever
 * column count the viewport has, and again after a resize. One row is open at a time.
 */
export interface SimilarRowRequest {
  variantId: number;
  clickSource?: number;
  itemName: string;
}

const SLOT_CLASS = 'etl-similar-slot';

interface OpenRow {
  card: HTMLElement;
  slot: HTMLElement;
  columns: number;
  stop: () => void;
}

let open: OpenRow | null = null;

/** The grid's column count, read from the laid-out tracks (2 on phones, more on larger screens). */
function columnsOf(grid: Element): number {
  const tracks = getComputedStyle(grid).gridTemplateColumns.split(' ').filter((track) => track && track !== 'none');
  return Math.max(1, tracks.length);
}

/** The last item of the card's visual row: the items after it that share its top edge (banners included). */
function rowEnd(card: HTMLElement, skip: Element): Element {
  const top = card.getBoundingClientRect().top;
  let last: Element = card;
  for (let next = card.nextElementSibling; next; next = next.nextElementSibling) {
    if (next === skip) continue;
    if (Math.abs(next.getBoundingClientRect().top - top) > 2) break;
    last = next;
  }
  return last;
}

/** Puts the slot after the card's row; the slot is hidden while measuring, so it does not split the row. */
function place(row: OpenRow): void {
  const grid = row.card.parentElement;
  if (!grid) return;
  row.slot.hidden = true;
  row.columns = columnsOf(grid);
  row.slot.style.setProperty('--etl-similar-columns', String(row.columns));
  const end = rowEnd(row.card, row.slot);
  if (end.nextElementSibling !== row.slot) end.after(row.slot); // a move: the runtime keeps the widget mounted
  row.slot.hidden = false;
  // The row's pointer sits under the middle of its card.
  const card = row.card.getBoundingClientRect();
  row.slot.style.setProperty('--etl-similar-pointer', `${Math.round(card.left + card.width / 2 - row.slot.getBoundingClientRect().left)}px`);
}

function createSlot(doc: Document, request: SimilarRowRequest): HTMLElement {
  const slot = doc.createElement('div');
  slot.className = SLOT_CLASS;
  slot.setAttribute(schema.widgetAttribute, 'similar-row');
  slot.setAttribute(propAttributeName('variantId'), String(request.variantId));
  if (request.clickSource !== undefined) slot.setAttribute(propAttributeName('clickSource'), String(request.clickSource));
  slot.setAttribute(propAttributeName('itemName'), request.itemName);
  return slot;
}

function watch(row: OpenRow): () => void {
  const win = row.card.ownerDocument.defaultView;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const grid = row.card.parentElement;
      if (open === row && grid && (columnsOf(grid) !== row.columns || rowEnd(row.card, row.slot).nextElementSibling !== row.slot)) place(row);
    }, RESIZE_DEBOUNCE_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const target = event.target instanceof Node ? event.target : null;
    const inside = target && (row.slot.contains(target) || row.card.contains(target) || target === row.card.ownerDocument.body);
    if (inside) closeSimilarRow();
  };
  win?.addEventListener('resize', onResize);
  row.card.ownerDocument.addEventListener('keydown', onKeyDown);
  return () => {
    clearTimeout(timer);
    win?.removeEventListener('resize', onResize);
    row.card.ownerDocument.removeEventListener('keydown', onKeyDown);
  };
}

/** The card's 'Vergelijkbare producten' button (server cards in a grid have one), which says whether the row is open. */
const toggleOf = (card: HTMLElement) => card.querySelector('.pc-similar-toggle');

/** Cards that open a row: in a grid, not small, not themselves inside a similar row. */
export function opensSimilarRow(card: Element): boolean {
  const grid = card.parentElement;
  if (!grid || card.closest(`.${SLOT_CLASS}`) || card.classList.contains('product-card--small')) return false;
  return getComputedStyle(grid).display.includes('grid');
}

/** Opens the row for this card, or closes it when it is already open for this card. */
export function toggleSimilarRow(card: HTMLElement, request: SimilarRowRequest): void {
  if (open?.card === card) {
    closeSimilarRow();
    return;
  }
  closeSimilarRow({ returnFocus: false });
  const row: OpenRow = { card, slot: createSlot(card.ownerDocument, request), columns: 0, stop: () => {} };
  open = row;
  place(row);
  row.stop = watch(row);
  card.setAttribute(AttributeName.SimilarOpen, '');
  toggleOf(card)?.setAttribute('aria-expanded', 'true');
}

/** Closes the open row ('Sluiten', Escape, another card); focus goes back to its card unless it is in it. */
export function closeSimilarRow({ returnFocus = true } = {}): void {
  const row = open;
  if (!row) return;
  open = null;
  row.stop();
  row.slot.remove();
  row.card.removeAttribute(AttributeName.SimilarOpen);
  toggleOf(row.card)?.setAttribute('aria-expanded', 'false');
  // Focus in the removed row (or lost with it) goes back to the card; focus on the card's own toggle stays there.
  if (returnFocus && row.card.isConnected && !row.card.contains(row.card.ownerDocument.activeElement)) {
    if (!row.card.hasAttribute('tabindex')) row.card.setAttribute('tabindex', '-1');
    row.card.focus({ preventScroll: false });
  }
}

/** The open row's card (tests and the row itself). */
export function openSimilarCard(): HTMLElement | null {
  return open?.card ?? null;
}
