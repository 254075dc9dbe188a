/**
 * Builders for every path of spec §2. Pages whose slugs carry the product's name (pixel and
 * review-service info, about-the-product, review-service terms) take the slug as an argument.
 */
import { FIXED_PATHS } from './fixed-paths.js';

const segment = (value: string | number) => encodeURIComponent(String(value));
const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** Listing filter parameters are renamed in URLs (spec §2). */
export const LISTING_QUERY_NAMES = { dimensions: 'dimensie', priceFrom: 'prijsVanaf', priceTo: 'prijsTot' } as const;

export const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;

export const routes = {
  // Main-site pages
  home: (query?: string) => withQuery('/', { q: query?.trim() }),
  marketplace: () => '/producten',
  sale: (slug?: string) => (slug ? `/producten/sale/${segment(slug)}` : '/producten/sale'),
  christmasDelivery: () => '/producten/levering-voor-kerstmis',
  vouchers: () => '/producten/vouchers',
  rooms: () => '/producten/ruimtes',
  blackFriday: () => '/producten/black-friday',
  gardenSeason: () => '/products/garden-season',
  eshop: (slug: string) => `/producten/shop/${segment(slug)}`,
  category: (slug: string) => `/producten/${segment(slug)}`,
  eshopByMerchant: (merchantId: string | number) => `/eshop/${segment(merchantId)}`,
  eshopVoucher: (slug: string, code: string) => `/products/eshop/${segment(slug)}/voucher/${segment(code)}`,
  search: () => '/search',
  visuallySimilar: (requestId: string, slug: string) => `/products/visually-similar/${segment(requestId)}/${segment(slug)}`,
  categoryRedirect: (categoryId: number) => `/category/${segment(categoryId)}`,
  priceDrops: (categorySlug: string) => `/price-drops/${segment(categorySlug)}`,
  compareProducts: () => FIXED_PATHS.compareProducts,
  furnitureBank: () => '/furniture-bank',
  sustainability: () => '/duurzaam',
  inspirations: () => '/inspirations',
  shopTheLook: (id: number | string) => `/inspirations/stl/${segment(id)}`,
  magazine: (categorySlug?: string) => (categorySlug ? `/magazine/category/${segment(categorySlug)}` : '/magazine'),
  article: (slug: string) => `/artikel/${segment(slug)}`,
  articlePreview: (id: number | string) => `/article/preview/${segment(id)}`,

  // Product pages
  product: (productId: number, slug?: string) => `/product/${segment(productId)}${slug ? `-${segment(slug)}` : ''}`,
  variant: (variantId: number, slug?: string) => `/product/v/${segment(variantId)}${slug ? `-${segment(slug)}` : ''}`,
  variantReviews: (variantId: number) => `/product/${segment(variantId)}/reviews`,
  variantQuestions: (variantId: number) => `/product/${segment(variantId)}/questions`,
  questionAnswer: (questionId: number) => `/pqa/answer/${segment(questionId)}`,

  // User pages
  user: () => '/user',
  favourites: (encryptedShare?: string) =>
    encryptedShare ? `${FIXED_PATHS.favourites}/${segment(encryptedShare)}` : FIXED_PATHS.favourites,
  userWatchdog: () => '/user/watchdog',
  userProfile: (userId: number | string) => `/user/${segment(userId)}`,
  register: () => '/registeren',
  registerConfirmation: (userId: number | string, confirmationCode: string) =>
    `/register/confirmation/${segment(userId)}/${segment(confirmationCode)}`,
  login: () => FIXED_PATHS.login,
  logout: () => '/logout',
  passwordReset: () => '/wachtwoord/vernieuwen',
  passwordConfirm: (code: string) => `/wachtwoord/bevestiging/${segment(code)}`,
  watchdogUnsubscribe: (hash: string) => `/watchdog/unsubscribe/${segment(hash)}`,
  salesExplanation: () => '/sales',

  // Review-service pages
  star: (ident: string) => `/star/${segment(ident)}`,
  starThankYou: (ident: string) => `/star/${segment(ident)}/thank-you`,
  starDelayed: (ident: string) => `/star/${segment(ident)}/delayed`,
  starUnsubscribe: (ident: string) => `/star/${segment(ident)}/unsubscribe`,
  starEshop: (slug: string) => `/star/eshop/${segment(slug)}`,

  // Commercial and information pages
  commercial: (page: 'SaaS' | 'e-shop' | 'pixel' | 'star') => `/commercial/${page}`,
  aboutUs: (slug: 'over-ons' | 'vacatures' | 'adverteren' | 'contact' | (string & {})) => `/over-ons/${segment(slug)}`,
  advertisingFaq: () => '/over-ons/adverteren/faq',
  pressInfo: () => '/press-info',
  webshops: () => '/webshops',
  brands: (slug?: string) => (slug ? `/merken/${segment(slug)}` : '/merken'),

  // Terms pages
  terms: (slug?: 'webshops' | 'algemene-voorwaarden' | 'algemene-voorwaarden-cookies' | 'privacy' | (string & {})) =>
    slug ? `/voorwaarden/${segment(slug)}` : '/voorwaarden',
} as const;

/** Pages on a web shop's subdomain (spec §2). */
export const eshopSubdomainRoutes = {
  home: () => '/',
  contactForm: () => '/contact-form',
  wiki: (slug: string) => `/wiki/${segment(slug)}`,
  register: () => '/register',
  page: (req: string) => `/${segment(req)}`,
} as const;

/** Admin links open in a new tab on the admin host, keyed by variant id (spec §2). The paths are ours. */
export const adminRoutes = {
  variantEdit: (adminHost: string, variantId: number) => `${adminHost}/variant/${segment(variantId)}/edit`,
  variantInfo: (adminHost: string, variantId: number) => `${adminHost}/variant/${segment(variantId)}`,
} as const;

export interface ListingFilterQuery {
  dimensions?: string;
  priceFrom?: number;
  priceTo?: number;
}

/** Appends listing filters under their Dutch URL names: dimensie, prijsVanaf, prijsTot. */
export function listingUrl(path: string, filters: ListingFilterQuery): string {
  const url = new URL(path, 'https://placeholder.invalid');
  for (const [key, name] of Object.entries(LISTING_QUERY_NAMES) as [keyof ListingFilterQuery, string][]) {
    const value = filters[key];
    if (value === undefined || value === '') url.searchParams.delete(name);
    else url.searchParams.set(name, String(value));
  }
  return `${url.pathname}${url.search}`;
}

/** Adds original_query to a suggestion link that has no query of its own (spec §4). */
export function withOriginalQuery(link: string, originalQuery: string): string {
  const url = new URL(link, 'https://placeholder.invalid');
  if (url.search !== '') return link;
  url.searchParams.set('original_query', originalQuery);
  return url.origin === 'https://placeholder.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
