import { describe, expect, it } from 'vitest';
import { hasAttributionWork } from './landing-attribution.js';

describe('attribution work (spec §9)', () => {
  const page = new URL('https://www.etalage.nl/producten');
  it('is there for campaign parameters or a referrer from another site', () => {
    expect(hasAttributionWork(new URL('https://www.etalage.nl/?utm_source=nieuwsbrief'), '')).toBe(true);
    expect(hasAttributionWork(new URL('https://www.etalage.nl/?a=1&gclid=G1'), '')).toBe(true);
    expect(hasAttributionWork(page, 'https://www.google.nl/')).toBe(true);
    expect(hasAttributionWork(page, 'https://blog.example.nl/post')).toBe(true);
  });
  it('is not there for a direct visit (direct/none is the default) or navigation inside the site', () => {
    expect(hasAttributionWork(page, '')).toBe(false);
    expect(hasAttributionWork(page, 'https://www.etalage.nl/')).toBe(false);
    expect(hasAttributionWork(page, 'https://etalage.nl/')).toBe(false);
    expect(hasAttributionWork(new URL('https://www.etalage.nl/?utm=x&notgclid=1'), '')).toBe(false);
  });
});
