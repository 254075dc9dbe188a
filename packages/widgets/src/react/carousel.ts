/** `@etalage/widgets/carousel`: the controls of a carousel drawn by `@etalage/markup` (swiper loads on the first touch). */
export { default as Carousel, type CarouselProps } from '../carousel/carousel.js';
export * from '../carousel/labels.js';
