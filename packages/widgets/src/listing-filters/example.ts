import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderListingFilters } from './server.js';
import type ListingFilters from './listing-filters.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderListingFilters(props) of @etalage/widgets/server',
  markup: renderListingFilters({
    basePath: '/producten/banken',
    answer: {
      totalCount: 98,
      url: '/producten/banken',
      groups: [
        {
          ident: 'kleur',
          type: 'features',
          name: 'Kleur',
          choices: [
            { ident: 'kleur-groen', id: 1, name: 'Groen', url: '/producten/banken?dimensie=kleur-groen', selected: false, disabled: false, followable: true, highlighted: false, count: 20 },
            { ident: 'kleur-grijs', id: 2, name: 'Grijs', url: '/producten/banken?dimensie=kleur-grijs', selected: false, disabled: false, followable: true, highlighted: false, count: 14 },
          ],
        },
      ],
    },
  }),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof ListingFilters>({ basePath: true, answer: true });
