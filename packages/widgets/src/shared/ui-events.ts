/**
 * The UI events widgets send after a shopper's action, as a lazy chunk boundary: importing this module
 * with `import()` loads the event helpers with the first event instead of with every page.
 */
export { trackVoucherCopy } from '@etalage/core/tracking';
