import type { SearchGroup } from '../api/types.js';
import { SUGGESTION_GROUPS_MAX } from '../constants.js';

/** Suggestions are asked for from this many characters of the trimmed query (spec §5). */
export const SEARCH_MIN_QUERY_LENGTH = 1;

/** Group types whose items share one limit of 10; type 11 gives way (spec §5). */
export const SHARED_LIMIT_GROUP_TYPES = { kept: 6, trimmed: 11 } as const;

export function normalizeSearchQuery(query: string): string {
  return query.trim();
}

export function shouldRequestSuggestions(query: string): boolean {
  return normalizeSearchQuery(query).length >= SEARCH_MIN_QUERY_LENGTH;
}

/** Groups of type 6 and 11 together show at most 10 items; type 11 is trimmed. */
export function limitSuggestionGroups(groups: SearchGroup[]): SearchGroup[] {
  const keptCount = groups
    .filter((group) => group.type === SHARED_LIMIT_GROUP_TYPES.kept)
    .reduce((sum, group) => sum + group.items.length, 0);
  let room = Math.max(0, SUGGESTION_GROUPS_MAX - keptCount);
  return groups.map((group) => {
    if (group.type !== SHARED_LIMIT_GROUP_TYPES.trimmed) return group;
    const items = group.items.slice(0, room);
    room -= items.length;
    return { ...group, items };
  });
}

/** Folds one character for matching: no accents, lower case ('É' → 'e'). */
function fold(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface HighlightSegment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into matching and other segments, accent- and case-insensitively (spec §5),
 * for rendering with `<mark>` elements and text nodes, never as HTML.
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  const needle = [...normalizeSearchQuery(query)].map(fold).join('');
  if (needle === '') return text ? [{ text, match: false }] : [];

  // Fold per character and remember where each folded character came from.
  const chars = [...text];
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    const part = fold(char);
    folded += part;
    for (let i = 0; i < part.length; i += 1) origin.push(index);
  });

  const segments: HighlightSegment[] = [];
  let cursor = 0; // in chars
  let from = folded.indexOf(needle);
  while (from !== -1) {
    const start = origin[from] as number;
    const end = (origin[from + needle.length - 1] as number) + 1;
    if (start > cursor) segments.push({ text: chars.slice(cursor, start).join(''), match: false });
    segments.push({ text: chars.slice(start, end).join(''), match: true });
    cursor = end;
    from = folded.indexOf(needle, from + needle.length);
  }
  if (cursor < chars.length) segments.push({ text: chars.slice(cursor).join(''), match: false });
  return segments;
}
