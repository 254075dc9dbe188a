/** Feature flags served GrowthBook-compatibly at `/api/features/{clientKey}` and read by the server's own cards. */
export const features = {
  /** 'Levering voor Kerstmis' shows when the days until 24 December are within this many days. */
  'christmas-delivery-threshold-days': { defaultValue: 30 },
  /** Header link 'Inspiratie' (shop-the-look project flag). */
  'shop-the-look': { defaultValue: true },
  'black-friday-campaign': { defaultValue: true },
  'ai-search': { defaultValue: true },
} as const;

export const featuresUpdatedAt = '2026-11-01T00:00:00.000Z';

export function christmasOption(now = new Date()) {
  return { thresholdDays: features['christmas-delivery-threshold-days'].defaultValue, now };
}
