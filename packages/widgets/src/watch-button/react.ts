/** `@etalage/widgets/watch-button`: watches a product's price or availability (opens the watchdog form). */
export { default as WatchButton, type WatchButtonProps } from './watch-button.js';
