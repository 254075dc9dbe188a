import type { Variant } from '@etalage/core/api';
import { getStore } from '@etalage/store';

/**
 * The products similar to a variant (spec §4), for the similar-products row and 'Ook iets voor jou?': the similarity
 * cache first (`onlyCache`), the similarity service (`onlyAPI`) only when the cache has none. The variant itself is
 * never one of them, so a cache that holds only it counts as a miss.
 */
export async function similarVariants(variantId: number): Promise<Variant[]> {
  const api = await getStore().getState().api();
  const others = (variants: Variant[]) => variants.filter((variant) => variant.id !== variantId);
  const cached = others(await api.fetchSimilarVariants(variantId, { mode: 'onlyCache' }));
  return cached.length > 0 ? cached : others(await api.fetchSimilarVariants(variantId, { mode: 'onlyAPI' }));
}
