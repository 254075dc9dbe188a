import { http, HttpResponse } from 'msw';

/**
 * Story support shared by the list widgets: product images drawn as SVG (the stories have no image host), so the
 * tiles look like a shop in Storybook. In vitest happy-dom does not load images and this handler is not reached.
 */
const colours = ['#e7d8c9', '#d9e4dd', '#f2e2e9', '#dfe3ee', '#efe6d2', '#e4e0f0'];

export const productImages = http.get('*/images/product/:size/:file', ({ params }) => {
  const id = Number.parseInt(String(params.file), 10) || 0;
  const colour = colours[id % colours.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320"><rect width="320" height="320" fill="${colour}"/><rect x="60" y="150" width="200" height="70" rx="14" fill="#8b7d6b"/><rect x="60" y="120" width="200" height="45" rx="14" fill="#a39482"/><rect x="70" y="220" width="12" height="30" fill="#5b5146"/><rect x="238" y="220" width="12" height="30" fill="#5b5146"/></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});
