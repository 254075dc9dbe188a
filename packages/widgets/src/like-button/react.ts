/** `@etalage/widgets/like-button`: the heart with its like count (cards, product pages). */
export { default as LikeButton, type LikeButtonProps } from './like-button.js';
