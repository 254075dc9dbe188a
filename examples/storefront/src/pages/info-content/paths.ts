/**
 * The pages whose paths carry the product's name (spec §2 leaves their slugs open; the choice is in
 * docs/decisions.md). The review service is "Etalage Star", as its pages under /star/ and /commercial/star say.
 */
export const NAMED_PAGES = {
  /** For shoppers: what the pixel on a web shop's thank-you page measures. */
  pixel: '/etalage-pixel',
  /** For shoppers: where the reviews come from and how an invitation works. */
  reviewService: '/etalage-star',
  /** What the product does, under 'Over ons'. */
  aboutProduct: '/over-ons/hoe-werkt-etalage',
} as const;

/** The review service's terms pages, under /voorwaarden/ with the other terms (spec §2). */
export const REVIEW_SERVICE_PAGES = {
  policy: '/voorwaarden/etalage-star-reviewbeleid',
  privacy: '/voorwaarden/etalage-star-privacy',
  terms: '/voorwaarden/etalage-star-voorwaarden',
} as const;

/** Their earlier paths, answered with a 301 so that old links and invitation e-mails still arrive. */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/star/beleid': REVIEW_SERVICE_PAGES.policy,
  '/star/privacy': REVIEW_SERVICE_PAGES.privacy,
  '/star/voorwaarden': REVIEW_SERVICE_PAGES.terms,
};
