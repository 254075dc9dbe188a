import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FIXED_PATHS } from '@etalage/core';
import { getStore, useStore } from '@etalage/store';
import { likeKey } from '@etalage/store/likes';
import { CompareIcon } from '../shared/icons.js';
import { EDGE_MARGIN, fitInView, visibleBoundary } from '../shared/fit-in-view.js';
import { useDismissableLayer } from '../shared/use-dismissable-layer.js';

export interface CompareButtonProps {
  variantId: number;
  itemName?: string;
}

export const ADDED_TO_COMPARISON = 'Product toegevoegd aan vergelijking';
export const REMOVED_FROM_COMPARISON = 'Product verwijderd uit vergelijking';
export const SHOW_COMPARISON = 'Vergelijking weergeven';
/** How long the tooltip stays when the shopper does nothing with it. */
export const TOOLTIP_MS = 5000;

/** Hides the tooltip on show: one at a time, a compare click on another card replaces it (they could overlap). */
let hideShownTooltip: (() => void) | undefined;

/**
 * Moves the shown tooltip into view: it hangs below the button, right-aligned, and a card near the screen's edge or
 * a carousel row that clips would cut it. Measured as it shows (and on resize): as wide as the room allows
 * (`--etl-tooltip-room`), moved sideways and, when there is no room below, above the button (`--etl-tooltip-x`,
 * `--etl-tooltip-y`).
 */
function placeTooltip(tooltip: HTMLElement, button: HTMLElement): void {
  const { style } = tooltip;
  for (const name of ['--etl-tooltip-room', '--etl-tooltip-x', '--etl-tooltip-y']) style.removeProperty(name);
  const boundary = visibleBoundary(tooltip);
  const room = boundary.right - boundary.left - 2 * EDGE_MARGIN;
  if (room <= 0) return; // not laid out (hidden, or no layout at all)
  style.setProperty('--etl-tooltip-room', `${room}px`);
  const popup = tooltip.getBoundingClientRect();
  const anchor = button.getBoundingClientRect();
  const { x, y } = fitInView(popup, anchor, boundary, popup.top - anchor.bottom);
  style.setProperty('--etl-tooltip-x', `${x}px`);
  style.setProperty('--etl-tooltip-y', `${y}px`);
  // Below the screen's bottom edge with no room above (a carousel row clips above its cards): the page scrolls it up.
  const hidden = popup.bottom + y - (tooltip.ownerDocument.documentElement.clientHeight - EDGE_MARGIN);
  if (hidden > 0) window.scrollBy(0, hidden);
}

/** Spec §4: adds or removes the variant from the comparison list (likes of item type `comparison`). */
export default function CompareButton({ variantId, itemName }: CompareButtonProps) {
  const key = likeKey('comparison', variantId);
  const entry = useStore((state) => state.likes[key]);
  const observeLikeOf = useStore((state) => state.observeLikeOf);
  const toggleLike = useStore((state) => state.toggleLike);
  const siteHost = useStore((state) => state.config.siteHost);
  const [tooltip, setTooltip] = useState<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const linkFocused = useRef(false);
  const expired = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);

  const releaseLikesOf = useStore((state) => state.releaseLikesOf);
  useEffect(() => {
    void observeLikeOf('comparison', variantId);
    return () => void releaseLikesOf('comparison', [variantId]);
  }, [observeLikeOf, releaseLikesOf, variantId]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(hideTimer.current);
    };
  }, []);

  const hide = useRef(() => setTooltip(null)).current;
  useEffect(() => {
    if (!tooltip) return;
    if (hideShownTooltip !== hide) hideShownTooltip?.();
    hideShownTooltip = hide;
    return () => {
      if (hideShownTooltip === hide) hideShownTooltip = undefined;
    };
  }, [tooltip, hide]);

  // A tap or click anywhere else, or Escape, closes it, as a toggletip does (a finger that starts to scroll the page,
  // to read it or after placeTooltip scrolled it into view, keeps it).
  const wrapperRef = useRef<HTMLDivElement>(null);
  useDismissableLayer(wrapperRef, () => setTooltip(null), { enabled: tooltip !== null });

  useLayoutEffect(() => {
    const [element, button] = [tooltipRef.current, buttonRef.current];
    if (!tooltip || !element || !button) return;
    const place = () => placeTooltip(element, button);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [tooltip]);

  const compared = entry?.liked ?? false;
  const pending = entry?.pending ?? false;

  async function onClick() {
    if (pending) return;
    await toggleLike('comparison', variantId);
    if (!mounted.current) return; // removed with its listHtml while the call ran
    // Read after the toggle resolved: this render's `entry` still holds the state before the click.
    const nowCompared = getStore().getState().likes[key]?.liked ?? false;
    setTooltip(nowCompared ? ADDED_TO_COMPARISON : REMOVED_FROM_COMPARISON);
    clearTimeout(hideTimer.current);
    expired.current = false;
    hideTimer.current = setTimeout(() => {
      // A keyboard user on its link keeps it (it would vanish under the focus, which fell to the body): it goes on blur.
      if (linkFocused.current) expired.current = true;
      else setTooltip(null);
    }, TOOLTIP_MS);
  }

  return (
    <div ref={wrapperRef} className="etl-compare-button">
      <button
        ref={buttonRef}
        type="button"
        className="etl-pill etl-compare-button__button"
        aria-pressed={compared}
        aria-busy={pending}
        aria-disabled={pending}
        onClick={() => void onClick()}
      >
        <CompareIcon />
        <span className="etl-compare-button__label">Vergelijk</span>
        {itemName && <span className="etl-visually-hidden">{` ${itemName}`}</span>}
      </button>
      {/* The live region stays in the page (empty when idle) so that screen readers announce its text. */}
      <div ref={tooltipRef} className={tooltip ? 'etl-compare-button__tooltip' : 'etl-compare-button__tooltip etl-compare-button__tooltip--idle'} role="status">
        {tooltip && (
          <>
            <span>{tooltip}</span>{' '}
            <a
              className="etl-compare-button__link"
              href={`${siteHost}${FIXED_PATHS.compareProducts}`}
              onFocus={() => (linkFocused.current = true)}
              onBlur={() => {
                linkFocused.current = false;
                if (expired.current) setTooltip(null);
              }}
            >
              {SHOW_COMPARISON}
            </a>
          </>
        )}
      </div>
    </div>
  );
}
