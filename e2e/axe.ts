import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The one way the end-to-end tests run axe-core, so every scan is scoped alike.
 *
 * - Rules: WCAG 2 A and AA (`wcag2a`, `wcag2aa`); `rules: 'all'` adds axe's best practices where a page is small.
 * - Scope: the whole page, or one part of it (a CSS selector, or a locator such as an open dialog).
 * - Repeated cards are left out: a card grid's cards share one template, so axe checks the first 12 of every grid
 *   (a listing of 60 cards took 20–50 s with all of them on this machine, one of 240 longer than a test may run).
 */
const REPEATED_CARDS = '.product-grid > article:nth-of-type(n+13)';
const WCAG_TAGS = ['wcag2a', 'wcag2aa'];

export interface AxeScope {
  /** The part to check; the whole page by default. */
  include?: string | Locator;
  /** `all`: every rule of axe (best practices too), for small pages. */
  rules?: 'wcag2' | 'all';
}

async function selectorOf(target: string | Locator): Promise<string> {
  if (typeof target === 'string') return target;
  const id = await target.evaluate((element) => (element.id ||= `axe-${Math.random().toString(36).slice(2)}`));
  return `[id=${JSON.stringify(id)}]`;
}

/** The violations as readable lines: rule, help and the first three nodes. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).exclude(REPEATED_CARDS);
  if (scope.rules !== 'all') builder = builder.withTags(WCAG_TAGS);
  if (scope.include) builder = builder.include(await selectorOf(scope.include));
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope), 'axe-core violations').toEqual([]);
}
