/** `@etalage/core/flags`: GrowthBook (14 KB gzip), loaded lazily, never in the entry. */
export * from './flags.js';
