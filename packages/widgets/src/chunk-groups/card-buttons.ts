/**
 * One lazy chunk for the buttons every product card shows together (like, compare, watch): they always
 * load together, so one request and one file instead of three (each widget keeps its own folder).
 */
export { default as LikeButton } from '../like-button/like-button.js';
export { default as CompareButton } from '../compare-button/compare-button.js';
export { default as WatchButton } from '../watch-button/watch-button.js';
