/**
 * A stand-in for swiper's core in unit tests (happy-dom has no layout, so the real one measures nothing):
 * one slide per step, with the state and events the carousel driver reads. The real swiper runs in the e2e tests.
 */
type Handler = () => void;

export class Swiper {
  static instances: Swiper[] = [];
  params: Record<string, unknown> & { speed: number };
  slides: HTMLElement[];
  activeIndex = 0;
  isLocked = false;
  destroyed = false;
  translate = 0;
  size = 400;
  slidesGrid: number[];
  slidesSizesGrid: number[];
  updates = 0;
  private handlers = new Map<string, Handler[]>();

  constructor(public el: HTMLElement, params: Record<string, unknown> & { speed: number }) {
    this.params = { ...params };
    const track = el.querySelector(`:scope > .${String(params.wrapperClass)}`)!;
    this.slides = [...track.children] as HTMLElement[];
    this.slidesGrid = this.slides.map((_, i) => i * 408);
    this.slidesSizesGrid = this.slides.map(() => 400);
    this.activeIndex = Math.min(Number(params.initialSlide ?? 0), this.slides.length - 1);
    this.translate = -this.slidesGrid[this.activeIndex]!;
    el.classList.add(`${String(params.containerModifierClass)}initialized`);
    Swiper.instances.push(this);
  }
  get isBeginning() {
    return this.activeIndex === 0;
  }
  get isEnd() {
    return this.activeIndex === this.slides.length - 1;
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  emit(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
  slideTo(index: number) {
    this.activeIndex = Math.max(0, Math.min(index, this.slides.length - 1));
    this.translate = -this.slidesGrid[this.activeIndex]!;
    this.emit('slideChange');
  }
  slideNext() {
    this.slideTo(this.activeIndex + 1);
  }
  slidePrev() {
    this.slideTo(this.activeIndex - 1);
  }
  update() {
    this.updates += 1;
  }
  destroy() {
    this.destroyed = true;
  }
}
