/** What shoppers read in the search overlay (spec §2). */
export const SEARCH_LABELS = {
  field: 'Zoeken',
  placeholder: 'Wat zoekt u vandaag?',
  submit: 'Zoeken',
  close: 'Sluiten',
  dialog: 'Zoeken in alle producten',
  suggestions: 'Zoeksuggesties',
  popular: 'Populaire zoekopdrachten',
  recent: 'Ga verder waar je gebleven was',
  loading: 'Suggesties laden…',
  failed: 'De zoeksuggesties zijn nu niet beschikbaar. U kunt wel in alle producten zoeken.',
} as const;

/** The final entry of a query's suggestions (spec §2). */
export const allProductsLabel = (query: string) => `Zoek "${query}" in alle producten`;

/** The polite status line for screen readers once suggestions arrived. */
export const suggestionCountLabel = (count: number) =>
  count === 1 ? '1 suggestie. Gebruik pijl omhoog en omlaag om te kiezen.' : `${count} suggesties. Gebruik pijl omhoog en omlaag om te kiezen.`;

/** A suggestion's product count, read out after its title. */
export const productCountLabel = (count: number) => (count === 1 ? '1 product' : `${count} producten`);
