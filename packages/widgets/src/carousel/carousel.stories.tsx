import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CarouselFrame } from './carousel-frame.js';

const TILE_COLOURS = ['#c9b79c', '#8fb8a8', '#d9a07b', '#9aa9c9', '#c99ab5', '#b5c99a'];

function tiles(count: number, word: string) {
  return Array.from({ length: count }, (_, i) => (
    <div style={{ display: 'grid', placeItems: 'center', height: 220, background: TILE_COLOURS[i % TILE_COLOURS.length], font: '600 1.1rem system-ui' }}>
      {word} {i + 1}
    </div>
  ));
}

/**
 * Without layout (the stories also run in vitest's happy-dom, where every element is 0 px wide) swiper would
 * see nothing to slide: there the viewport is given the width a browser would lay out.
 */
function layoutWhereMissing(): (() => void) | void {
  if (document.documentElement.clientWidth > 0) return;
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const inherited = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
  const original = (own ?? inherited)!;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('etl-carousel__viewport') ? 320 : original.get!.call(this);
    },
  });
  return () => {
    if (own) Object.defineProperty(HTMLElement.prototype, 'clientWidth', own);
    else delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  };
}

const SERVER_MARKUP = `The server draws the carousel with \`renderCarousel\` of \`@etalage/markup\` (card images from 2 images on,
the product gallery, the home page rows); the widget is its controls element, prerendered, and loads with swiper on the
first hover, focus or touch of the carousel or its card (an autoplaying one: when it comes into view):

\`\`\`html
<section class="etl-carousel etl-carousel--images etl-carousel--card" aria-roledescription="carousel" aria-label="Afbeeldingen van Bank Oslo">
  <div class="etl-carousel__viewport">
    <div class="etl-carousel__track" aria-live="polite">
      <div class="etl-carousel__slide" role="group" aria-roledescription="slide" aria-label="1 van 4">…</div>
      <div class="etl-carousel__slide" role="group" aria-roledescription="slide" aria-label="2 van 4" aria-hidden="true">…</div>
    </div>
  </div>
  <div class="etl-carousel__controls" data-etl-widget="carousel" data-etl-kind="images" data-etl-slide-count="4"
       data-etl-variant-id="42" data-etl-prerendered>…the buttons, as this widget renders them…</div>
</section>
\`\`\``;

const meta = {
  title: 'Widgets/Carousel',
  component: CarouselFrame,
  args: {
    kind: 'images',
    slideCount: 4,
    variantId: 42,
    label: 'Afbeeldingen van Bank Oslo',
    placement: 'gallery',
    slides: tiles(4, 'Afbeelding'),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  parameters: { docs: { description: { component: SERVER_MARKUP } } },
  beforeEach: layoutWhereMissing,
} satisfies Meta<typeof CarouselFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

async function swiperArrived(canvasElement: HTMLElement) {
  const region = canvasElement.querySelector('.etl-carousel')!;
  await waitFor(() => expect(region).toHaveAttribute('data-carousel-ready'));
  return within(canvasElement);
}

/** As the server draws it: the first image, prev disabled, next ready. */
export const AtTheStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Afbeeldingen van Bank Oslo' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('button', { name: 'Vorige afbeelding' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Volgende afbeelding' })).toHaveAttribute('aria-disabled', 'false');
    await expect(canvas.getByRole('group', { name: '1 van 4' })).toBeInTheDocument();
  },
};

/** After a click on next: the second image, both arrows enabled. */
export const AfterNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await swiperArrived(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende afbeelding' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Vorige afbeelding' })).toHaveAttribute('aria-disabled', 'false'));
    await expect(canvas.getByRole('group', { name: '2 van 4' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: '1 van 4' })).toBeNull();
  },
};

/** At the last image: next is disabled (and keeps its focus). */
export const AtTheEnd: Story = {
  args: { slideCount: 2, slides: tiles(2, 'Afbeelding') },
  play: async ({ canvasElement }) => {
    const canvas = await swiperArrived(canvasElement);
    const next = canvas.getByRole('button', { name: 'Volgende afbeelding' });
    await userEvent.click(next);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('group', { name: '2 van 2' })).toBeInTheDocument();
  },
};

/** A home page row of products that autoplays: a pause button first, the slides silent for screen readers. */
export const ProductRowAutoplaying: Story = {
  args: { kind: 'products', autoplay: true, slideCount: 6, label: 'Bestsellers', placement: 'row', slides: tiles(6, 'Product'), variantId: undefined },
  decorators: [(Story) => <div style={{ maxWidth: 720, paddingTop: 48 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = await swiperArrived(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Volgende producten' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('.etl-carousel__track')).toHaveAttribute('aria-live', 'off');
  },
};

/** The row once the mouse entered it: stopped for good, the slides a polite live region; its button plays again. */
export const ProductRowStopped: Story = {
  args: ProductRowAutoplaying.args,
  decorators: ProductRowAutoplaying.decorators,
  play: async ({ canvasElement }) => {
    const canvas = await swiperArrived(canvasElement);
    await userEvent.hover(canvas.getByRole('region', { name: 'Bestsellers' }));
    // swiper's autoplay pauses on the hover's events: the live region follows once it has handled them.
    await waitFor(() => expect(canvasElement.querySelector('.etl-carousel__track')).toHaveAttribute('aria-live', 'polite'));
    await userEvent.click(canvas.getByRole('button', { name: 'Automatisch afspelen starten' }));
    await expect(canvas.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeInTheDocument();
  },
};
