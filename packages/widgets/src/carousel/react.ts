/** `@etalage/widgets/carousel`: the controls of a carousel drawn by `@etalage/markup` (swiper loads on the first touch). */
export { default as Carousel, type CarouselProps } from './carousel.js';
export * from './labels.js';
