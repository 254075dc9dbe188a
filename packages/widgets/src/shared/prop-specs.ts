import type { PropSpec } from '@etalage/runtime';

/** Prop specs several widget definitions share (one object each keeps the page's entry small). */
export const requiredId: PropSpec = { type: 'number', integer: true, required: true, min: 1 };
export const optionalText: PropSpec = { type: 'string' };
export const count: PropSpec = { type: 'number', integer: true, min: 0, default: 0 };
