import type { EtalageSlice } from '../types.js';

export interface Announcement {
  /** Increases with every message, so repeating the same text is announced again. */
  id: number;
  text: string;
  politeness: 'polite' | 'assertive';
}

/** Messages for the page's one live region (screen readers hear what widgets report). */
export interface AnnouncerSlice {
  announcement: Announcement | null;
  announce: (text: string, politeness?: Announcement['politeness']) => void;
}

export const createAnnouncerSlice: EtalageSlice<AnnouncerSlice> = (set, get) => ({
  announcement: null,
  announce: (text, politeness = 'polite') =>
    set({ announcement: { id: (get().announcement?.id ?? 0) + 1, text, politeness } }),
});
