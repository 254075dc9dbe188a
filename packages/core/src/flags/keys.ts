/** Flag keys read by core and the widgets (no GrowthBook here: widgets import the keys without it). The names are ours; the spec does not show them. */
export const FLAG_KEYS = {
  /** Days before 24 December from which 'Levering voor Kerstmis' may show (a number). */
  christmasDeliveryThresholdDays: 'christmas-delivery-threshold-days',
  /** Shop-the-look project: shows the header link 'Inspiratie'. */
  shopTheLook: 'shop-the-look',
  /** How many cards the similar row shows at most (a number; the storefront runs an A/B test on it). */
  similarRowMaxCards: 'similar-row-max-cards',
} as const;

