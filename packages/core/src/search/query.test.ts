import { describe, expect, it } from 'vitest';
import type { SearchGroup } from '../api/types.js';
import { highlightSegments, limitSuggestionGroups, normalizeSearchQuery, shouldRequestSuggestions } from './query.js';

const group = (type: number, count: number): SearchGroup => ({
  type,
  typeName: `type ${type}`,
  items: Array.from({ length: count }, (_, index) => ({ id: index, title: `item ${index}`, url: `/x/${index}` })),
});

describe('search query rules (spec §5)', () => {
  it('trims the query and asks for suggestions from 1 character', () => {
    expect(normalizeSearchQuery('  bank ')).toBe('bank');
    expect(shouldRequestSuggestions('   ')).toBe(false);
    expect(shouldRequestSuggestions(' b ')).toBe(true);
  });

  it('shows at most 10 items of groups 6 and 11 together, trimming type 11', () => {
    const limited = limitSuggestionGroups([group(6, 4), group(3, 12), group(11, 9)]);
    expect(limited.map((g) => g.items.length)).toEqual([4, 12, 6]);
    expect(limitSuggestionGroups([group(6, 12), group(11, 3)]).map((g) => g.items.length)).toEqual([12, 0]);
    expect(limitSuggestionGroups([group(11, 15)]).map((g) => g.items.length)).toEqual([10]);
  });

  it('highlights matches accent- and case-insensitively', () => {
    expect(highlightSegments('Crème Brûlée bank', 'BRULEE')).toEqual([
      { text: 'Crème ', match: false },
      { text: 'Brûlée', match: true },
      { text: ' bank', match: false },
    ]);
    expect(highlightSegments('Eettafel eEt', 'ee')).toEqual([
      { text: 'Ee', match: true },
      { text: 'ttafel ', match: false },
      { text: 'eE', match: true },
      { text: 't', match: false },
    ]);
    expect(highlightSegments('Café', 'cafe')).toEqual([{ text: 'Café', match: true }]);
    expect(highlightSegments('Bank', '  ')).toEqual([{ text: 'Bank', match: false }]);
  });
});
