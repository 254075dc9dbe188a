import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushUiEvent } from './data-layer.js';
import {
  trackComparisonToggle,
  trackModalOpen,
  trackPurchaseClick,
  trackSearchModalSubmit,
  trackSearchStartSuggesting,
  trackUiEvent,
  trackVoucherCopy,
  UI_EVENTS,
} from './index.js';
import { CUSTOM_PAGE_VIEW_EVENT, trackBackForwardRestores } from './page-view.js';
import { observeSeen, resetSeenObserver, SEEN_THRESHOLD } from './seen.js';

beforeEach(() => {
  window.dataLayer = [];
});

describe('analytics and UI events (spec §7)', () => {
  it('pushes the exact event names and fields', () => {
    trackSearchStartSuggesting();
    trackSearchModalSubmit({ original_query: 'bank', search_suggest_type: 6, search_suggest_value: 'Banken' });
    trackModalOpen({ modal_name: 'favourites', modal_opener: 'header' });
    trackComparisonToggle(true, 5);
    trackComparisonToggle(false, 5);
    trackVoucherCopy({ variant_id: 5, voucher_code: 'KORTING10' });
    trackPurchaseClick({ variant_id: 5, click_source: 6, position: 2 });
    expect(window.dataLayer).toEqual([
      { event: 'search_start_suggesting' },
      { event: 'search_modal_submit', original_query: 'bank', search_suggest_type: 6, search_suggest_value: 'Banken' },
      { event: 'modal_open', modal_name: 'favourites', modal_opener: 'header' },
      { event: 'comparison_add', variant_id: 5 },
      { event: 'comparison_removed', variant_id: 5 },
      { event: 'voucher_copy', variant_id: 5, voucher_code: 'KORTING10' },
      { event: 'purchase_click', variant_id: 5, click_source: 6, position: 2 },
    ]);
  });

  it('names every other event of §7 exactly', () => {
    for (const name of [
      UI_EVENTS.promoFilterClick,
      UI_EVENTS.salesInfoBoxLinkClick,
      UI_EVENTS.salesInfoTooltipLinkClick,
      UI_EVENTS.variantCardSwiperInteraction,
      UI_EVENTS.bannerStripCloseClick,
      UI_EVENTS.bannerStripLinkClick,
    ]) {
      trackUiEvent(name);
    }
    expect((window.dataLayer ?? []).map((entry) => (entry as { event: string }).event)).toEqual([
      'promo_filter_click',
      'sales_info_box_link_click',
      'sales_info_tooltip_link_click',
      'variant_card_swiper_interaction',
      'banner_strip_close_click',
      'banner_strip_link_click',
    ]);
  });

  it('never throws when the host page froze dataLayer', () => {
    window.dataLayer = Object.freeze([]) as unknown as unknown[];
    expect(() => pushUiEvent('comparison_add', {})).not.toThrow();
    expect(window.dataLayer).toHaveLength(0);
  });
});

describe('customPageView on back-forward restore (spec §4)', () => {
  it('uses the event name of the UI event table', () => {
    expect(CUSTOM_PAGE_VIEW_EVENT).toBe(UI_EVENTS.customPageView);
  });

  it('is pushed only for a persisted pageshow', () => {
    const stop = trackBackForwardRestores(window);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(window.dataLayer).toEqual([]);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(window.dataLayer).toHaveLength(1);
    expect((window.dataLayer?.[0] as { event: string }).event).toBe('customPageView');
    stop();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(window.dataLayer).toHaveLength(1);
  });
});

describe('seen at 60% visibility (spec §4, §9)', () => {
  type Entry = { target: Element; isIntersecting: boolean; intersectionRatio: number };
  const instances: FakeObserver[] = [];
  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(
      readonly callback: (entries: Entry[]) => void,
      readonly options: IntersectionObserverInit,
    ) {
      instances.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
  }

  beforeEach(() => {
    instances.length = 0;
    resetSeenObserver();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    resetSeenObserver();
    vi.unstubAllGlobals();
  });

  it('shares one observer with threshold 0.6 and reports each card once', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    const seen: string[] = [];
    observeSeen(first, () => seen.push('first'));
    observeSeen(second, () => seen.push('second'));
    expect(instances).toHaveLength(1);
    expect(SEEN_THRESHOLD).toBe(0.6);
    expect(instances[0]?.options.threshold).toBe(0.6);

    const observer = instances[0] as FakeObserver;
    observer.callback([{ target: first, isIntersecting: true, intersectionRatio: 0.59 }]);
    expect(seen).toEqual([]);
    observer.callback([{ target: first, isIntersecting: true, intersectionRatio: 0.6 }]);
    observer.callback([{ target: first, isIntersecting: true, intersectionRatio: 1 }]);
    expect(seen).toEqual(['first']);
    expect(observer.targets.has(first)).toBe(false);
    expect(observer.targets.has(second)).toBe(true);
  });

  it('stops observing an element removed before it was seen', () => {
    const card = document.createElement('div');
    const onSeen = vi.fn();
    const cleanup = observeSeen(card, onSeen);
    cleanup();
    instances[0]?.callback([{ target: card, isIntersecting: true, intersectionRatio: 1 }]);
    expect(onSeen).not.toHaveBeenCalled();
    expect(instances[0]?.targets.size).toBe(0);
  });
});
