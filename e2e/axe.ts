import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The one way the end-to-end tests run axe-core, so every scan is scoped alike.
 *
 * - Rules: WCAG 2 A and AA (`wcag2a`, `wcag2aa`); `rules: 'all'` adds axe's best practices where a page is small.
 * - Scope: the whole page, or one part of it (a CSS selector, or a locator such as an open dialog).
 * - Repeated cards are left out: a card grid's cards share one template, so axe checks the first 12 of every grid
 *   (a listing of 60 cards took 20–50 s with all of them on this machine, one of 240 longer than a test may run).
 * - axe runs in the page itself and reports violations only: `@axe-core/playwright`'s `analyze()` took 4.8–7.2 s a
 *   listing (it collects every passing node and finishes the run in a second page), this 1.5–2.5 s. The storefront
 *   has no frames, so the top document is the whole page.
 */
const REPEATED_CARDS = '.product-grid > article:nth-of-type(n+13)';
const WCAG_TAGS = ['wcag2a', 'wcag2aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** The part to check; the whole page by default. */
  include?: string | Locator;
  /** `all`: every rule of axe (best practices too), for small pages. */
  rules?: 'wcag2' | 'all';
}

interface Violation {
  id: string;
  help: string;
  targets: string[];
}

async function selectorOf(target: string | Locator): Promise<string> {
  if (typeof target === 'string') return target;
  const id = await target.evaluate((element) => (element.id ||= `axe-${Math.random().toString(36).slice(2)}`));
  return `[id=${JSON.stringify(id)}]`;
}

/** The violations as readable lines: rule, help and the first three nodes. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP and Trusted Types do not apply to the injection.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const include = scope.include ? await selectorOf(scope.include) : null;
  const violations = await page.evaluate(
    async ({ include, exclude, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = { ...(include ? { include: [[include]] } : {}), exclude: [[exclude]] } as import('axe-core').ElementContext;
      const results = await axe.run(context, {
        ...(tags ? { runOnly: { type: 'tag' as const, values: tags } } : {}),
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { include, exclude: REPEATED_CARDS, tags: scope.rules === 'all' ? null : WCAG_TAGS },
  );
  return violations.map((v: Violation) => `${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`);
}

export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope), 'axe-core violations').toEqual([]);
}
