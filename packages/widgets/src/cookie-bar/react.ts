/** `@etalage/widgets/cookie-bar`: the cookie consent bar. */
export { default as CookieBar, type CookieBarProps } from './cookie-bar.js';
