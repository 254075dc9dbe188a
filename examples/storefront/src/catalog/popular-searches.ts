import type { PopularSearch } from '@etalage/widgets/server';
import type { Db } from '../db/connection.js';
import { isFeatureOn, type FeatureCatalog } from './feature-eval.js';
import { promotedCategories } from './scopes.js';

/**
 * 'Populaire zoekopdrachten' of the search overlay (spec §2): the promoted categories, plus the Black Friday tag
 * while that campaign's flag is on for this visitor.
 */
export function popularSearches(db: Db, userId: number | undefined, catalog?: FeatureCatalog): PopularSearch[] {
  // At most 10 (spec §9), promotedCategories' default.
  const searches: PopularSearch[] = promotedCategories(db).map((category) => ({ title: category.name, url: `/producten/${category.slug}` }));
  if (isFeatureOn('black-friday-campaign', userId, catalog)) searches.unshift({ title: 'Black Friday', url: '/producten/black-friday', campaign: true });
  return searches;
}
