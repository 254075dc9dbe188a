import type { PopularSearch } from '@etalage/widgets/server';
import type { Db } from '../db/connection.js';
import { features } from './features.js';

/** Spec §9: promoted categories max 10. */
const PROMOTED_MAX = 10;

/**
 * 'Populaire zoekopdrachten' of the search overlay (spec §2): the promoted categories, plus the Black Friday tag
 * while that campaign's flag is on.
 */
export function popularSearches(db: Db): PopularSearch[] {
  const promoted = db
    .prepare('SELECT name, slug FROM categories WHERE promoted = 1 ORDER BY position LIMIT ?')
    .all(PROMOTED_MAX) as { name: string; slug: string }[];
  const searches: PopularSearch[] = promoted.map((category) => ({ title: category.name, url: `/producten/${category.slug}` }));
  if (features['black-friday-campaign'].defaultValue) searches.unshift({ title: 'Black Friday', url: '/producten/black-friday', campaign: true });
  return searches;
}
