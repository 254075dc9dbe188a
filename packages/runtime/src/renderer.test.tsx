import { expect, it } from 'vitest';
import { version } from 'react';
import { render, screen } from '@testing-library/react';

/** Guards the two-runtime setup: the `preact` project must really run preact/compat, the `react` project React 19. */
it(`renders with ${process.env.ETALAGE_RENDERER}`, () => {
  const renderer = process.env.ETALAGE_RENDERER;
  expect(['react', 'preact']).toContain(renderer);
  // preact/compat reports React 18's version; React itself is 19.
  expect(version.startsWith('19.')).toBe(renderer === 'react');
  const { container } = render(<p>Hallo</p>);
  const paragraph = screen.getByText('Hallo');
  // React tags DOM nodes with its fiber; preact keeps its vnode tree on the container (`__k`).
  expect(Object.keys(paragraph).some((key) => key.startsWith('__reactFiber'))).toBe(renderer === 'react');
  expect('__k' in container).toBe(renderer === 'preact');
});
