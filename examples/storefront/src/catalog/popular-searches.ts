import type { PopularSearch } from '@etalage/widgets/server';
import type { Db } from '../db/connection.js';
import { features } from './features.js';
import { promotedCategories } from './scopes.js';

/**
 * 'Populaire zoekopdrachten' of the search overlay (spec §2): the promoted categories, plus the Black Friday tag
 * while that campaign's flag is on.
 */
export function popularSearches(db: Db): PopularSearch[] {
  // At most 10 (spec §9), promotedCategories' default.
  const searches: PopularSearch[] = promotedCategories(db).map((category) => ({ title: category.name, url: `/producten/${category.slug}` }));
  if (features['black-friday-campaign'].defaultValue) searches.unshift({ title: 'Black Friday', url: '/producten/black-friday', campaign: true });
  return searches;
}
