import type { FilterGroup } from '@etalage/core/api';
import type { FiltersAnswer, FilteringSnapshot } from './filters-data.js';

const choice = (ident: string, name: string, url: string, count: number, extra: Record<string, unknown> = {}) => ({
  ident, id: ident, name, url, selected: false, disabled: false, followable: false, highlighted: false, count, ...extra,
});

const colours = ['Groen', 'Grijs', 'Zwart', 'Wit', 'Beige', 'Blauw', 'Roze', 'Geel'];

/** A listing's filtering answer as the storefront gives it (woonkamer, no filters chosen). */
export function filtersAnswer(options: { colour?: string; totalCount?: number } = {}): FiltersAnswer {
  const base = '/producten/woonkamer';
  const chosen = options.colour ? `kleur-${options.colour.toLowerCase()}` : null;
  const groups: FilterGroup[] = [
    { ident: 'category', type: 'category', name: 'Categorie', choices: [choice('banken', 'Banken', '/producten/banken', 40, { followable: true }), choice('stoelen', 'Stoelen', '/producten/stoelen', 35, { followable: true })] },
    {
      ident: 'price', type: 'price', name: 'Prijs',
      range: { min: 20, max: 1200, selectedMin: null, selectedMax: null },
      histogram: Array.from({ length: 10 }, (_, i) => ({ from: 20 + i * 118, to: 20 + (i + 1) * 118, count: [12, 30, 22, 14, 9, 5, 3, 2, 0, 1][i]! })),
      choices: [choice('0-100', 'Tot € 100', `${base}?prijsTot=100`, 20), choice('100-250', '€ 100 - € 250', `${base}?prijsVanaf=100&prijsTot=250`, 30), choice('1000-max', 'Vanaf € 1.000', `${base}?prijsVanaf=1000`, 0, { disabled: true })],
    },
    { ident: 'sort', type: 'sort', name: 'Sorteren', choices: [choice('populair', 'Populair', base, 98, { selected: true }), choice('prijs-laag', 'Laagste prijs', `${base}?sort=prijs-laag`, 98)] },
    {
      ident: 'kleur', type: 'features', name: 'Kleur',
      choices: colours.map((name, i) => {
        const ident = `kleur-${name.toLowerCase()}`;
        return choice(ident, name, ident === chosen ? base : `${base}?dimensie=${ident}`, 20 - i, { selected: ident === chosen, followable: !chosen });
      }),
    },
    { ident: 'merk', type: 'manufacturers', name: 'Merk', choices: [choice('merk-hay', 'Hay', `${base}?dimensie=merk-hay`, 12), choice('merk-muuto', 'Muuto', `${base}?dimensie=merk-muuto`, 0, { disabled: true })] },
    { ident: 'smart', type: 'smartPrompt', name: 'Snel filteren', choices: [choice('onder-mediaan', 'Onder € 250', `${base}?prijsTot=250`, 50, { highlighted: true, promo: true })] },
  ];
  return { totalCount: options.totalCount ?? 98, url: chosen ? `${base}?dimensie=${chosen}` : base, groups };
}

/** The answer of a filtering call for the fixtures above, with the server's regions. */
export function filteringSnapshot(options: { colour?: string; totalCount?: number } = {}): FilteringSnapshot & Record<string, unknown> {
  const answer = filtersAnswer(options);
  return {
    ...answer,
    title: 'Woonkamer',
    categoryUrl: '/producten/woonkamer',
    showAiSearch: false,
    aiSearchPlaceholder: null,
    topHtml: '',
    listHtml: `<article class="card" data-testid="card">${options.colour ?? 'Alle'} (${answer.totalCount})</article>`,
    bottomHtml: '',
    paginatorHtml: '',
    nextPageUrl: null,
  };
}
