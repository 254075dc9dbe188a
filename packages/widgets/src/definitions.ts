import type { WidgetDefinition } from '@etalage/runtime';
import { voucherCard } from './voucher-card/index.js';
import { listWidgetDefinitions } from './definitions-lists.js';

/** Every widget the embed script knows: name, props, activation and lazy loader (no component code). */
export const widgetDefinitions: WidgetDefinition[] = [voucherCard, ...listWidgetDefinitions];
