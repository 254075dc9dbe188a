/** The query parameter of 'Alleen {categorie}', the one the page's no-JS form sends. */
export const CATEGORY_PARAM = 'categorie';

/** The page's address with `?categorie={categoryId}`, or without it for `null`; other parameters stay. */
export function withCategory(href: string, categoryId: number | null): string {
  const url = new URL(href);
  if (categoryId === null) url.searchParams.delete(CATEGORY_PARAM);
  else url.searchParams.set(CATEGORY_PARAM, String(categoryId));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Loads another page (its own function, so tests can watch it: a test document cannot navigate). */
export function goTo(path: string): void {
  window.location.assign(path);
}
