import { aboutPages } from './about.js';
import { commercialPages } from './commercial.js';
import { legalPages } from './legal.js';
import { namedServicePages } from './named-services.js';
import { reviewServicePages } from './review-service.js';
import { themePages } from './themes.js';
import type { InfoPage } from './types.js';

export type { InfoPage } from './types.js';
export { REVIEW_SERVICE_PAGES } from './paths.js';

/** Every information, legal and commercial page, by path (spec §2). */
export const infoPageContent: Record<string, InfoPage> = {
  ...legalPages,
  ...aboutPages,
  ...themePages,
  ...commercialPages,
  ...reviewServicePages,
  ...namedServicePages,
};
