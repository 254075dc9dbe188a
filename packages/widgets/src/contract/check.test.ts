import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkPage, main } from './cli.js';
import { checkElement, contractDefinitions, etalageMarkupContract, MODAL_OPENER_DEF } from './index.js';
import { modalDefinitions } from '../modal-host/registry.js';
import { markupExamples } from './examples.js';
import { examplesPage } from './examples-page.js';
import { widgetDoc } from './docs.js';

const here = dirname(fileURLToPath(import.meta.url));
const scratch = () => mkdtempSync(join(tmpdir(), 'etalage-check-markup-'));
const testPage = join(here, 'fixtures/test-page.html');
const contract = etalageMarkupContract();
const names = contract.properties['data-etl-widget'].enum;

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { contract: async () => contract, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('etalage-check-markup', () => {
  it('lists exactly the bad elements of a test page: a wrong attribute, a missing required one, an unknown widget', async () => {
    const { code, out } = await run([testPage, '--json']);
    expect(code).toBe(1);
    const [{ elements, problems }] = JSON.parse(out);
    expect(elements).toBe(15);
    expect(problems).toEqual([
      {
        path: 'ul#product-list > li:nth-of-type(1) > article.pc > div.etl-voucher-slot:nth-of-type(4)',
        tag: 'div',
        widget: 'voucher-card',
        attribute: 'data-etl-value-type',
        reason: 'must be one of percent, money, got "procent"',
      },
      {
        path: 'ul#product-list > li:nth-of-type(2) > article.pc > div.pc-compare:nth-of-type(2)',
        tag: 'div',
        widget: 'compare-button',
        attribute: 'data-etl-variant-id',
        reason: 'is required but missing',
      },
      {
        path: 'ul#product-list > li:nth-of-type(2) > article.pc > div.pc-wish:nth-of-type(3)',
        tag: 'div',
        widget: 'wishlist-button',
        attribute: 'data-etl-widget',
        reason: 'unknown widget "wishlist-button"',
      },
    ]);
  });

  it("checks modal openers: the host's modals by name (with a guess for a typo), props that are a JSON object", async () => {
    expect((contract.$defs[MODAL_OPENER_DEF] as { properties: Record<string, { enum?: string[] }> }).properties['data-etl-modal']!.enum).toEqual(
      modalDefinitions.map((modal) => modal.name).sort(),
    );
    const page = `<!doctype html><body><main id="main">
      <a href="/product/12/reviews" data-etl-modal="reviews" data-etl-modal-props='{"variantId":12}' data-etl-modal-opener="card">12 reviews</a>
      <a href="/product/12/reviews" data-etl-modal="review" data-etl-modal-props='{"variantId":12}'>12 reviews</a>
      <a href="/login" data-etl-modal="auth" data-etl-modal-props='["login"]'>Inloggen</a>
      <a href="/login" data-etl-modal="auth" data-etl-modal-props="{view:'login'}">Inloggen</a>
      <div data-etl-widget="header-compare" data-etl-modal="favourites">Favorieten</div>
    </main></body>`;
    const { problems } = await checkPage(page, contract);
    expect(problems.map(({ modal, attribute, reason }) => ({ modal, attribute, reason: reason.replace(/ \(.*\)$/, ' (…)').replace(/; known: .*/, '') }))).toEqual([
      { modal: 'review', attribute: 'data-etl-modal', reason: 'unknown modal "review" (did you mean "reviews"?)' },
      { modal: 'auth', attribute: 'data-etl-modal-props', reason: 'must be a JSON object' },
      { modal: 'auth', attribute: 'data-etl-modal-props', reason: 'must be a JSON object (…)' },
    ]);
    // A widget element may be an opener too: its data-etl-modal is no unknown attribute of the widget.
    expect(problems.some((problem) => problem.widget === 'header-compare')).toBe(false);

    const folder = scratch();
    try {
      const file = join(folder, 'openers.html');
      writeFileSync(file, page.replace('data-etl-modal="favourites"', 'data-etl-modal="favourits" data-etl-modal-props=""'));
      const { code, out } = await run([file]);
      expect(code).toBe(1);
      expect(out.split('\n')[0]).toBe(`${file}: 0 of 1 widget element and 4 of 5 modal openers do not match the markup contract`);
      // The element that is both: one heading with both names, its problem under it.
      expect(out).toContain('<div data-etl-widget="header-compare" data-etl-modal="favourits"> at main#main > div\n  data-etl-modal: unknown modal "favourits" (did you mean "favourites"?)');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('prints each bad element with its attributes and reasons', async () => {
    const { code, out } = await run([testPage]);
    expect(code).toBe(1);
    expect(out).toBe(
      [
        `${testPage}: 3 of 15 widget elements do not match the markup contract`,
        '<div data-etl-widget="voucher-card"> at ul#product-list > li:nth-of-type(1) > article.pc > div.etl-voucher-slot:nth-of-type(4)',
        '  data-etl-value-type: must be one of percent, money, got "procent"',
        '<div data-etl-widget="compare-button"> at ul#product-list > li:nth-of-type(2) > article.pc > div.pc-compare:nth-of-type(2)',
        '  data-etl-variant-id: is required but missing',
        '<div data-etl-widget="wishlist-button"> at ul#product-list > li:nth-of-type(2) > article.pc > div.pc-wish:nth-of-type(3)',
        '  data-etl-widget: unknown widget "wishlist-button"',
      ].join('\n'),
    );
  });

  it('passes the page once it is fixed, and says why it cannot check', async () => {
    const fixed = readFileSync(testPage, 'utf8')
      .replace('data-etl-value-type="procent"', 'data-etl-value-type="percent"')
      .replace('data-etl-widget="compare-button" data-etl-item-name="Bank Saar"', 'data-etl-widget="compare-button" data-etl-variant-id="43" data-etl-item-name="Bank Saar"')
      .replace('data-etl-widget="wishlist-button"', 'data-etl-widget="watch-button"');
    const dir = scratch();
    const file = join(dir, 'fixed-page.html');
    writeFileSync(file, fixed);
    try {
      expect(await run([file])).toEqual({ code: 0, out: `${file}: 15 widget elements, all match the markup contract`, err: '' });
    } finally {
      rmSync(dir, { recursive: true });
    }
    expect((await run([join(here, 'fixtures/missing.html')])).code).toBe(2);
    expect((await run([])).code).toBe(2);
  });

  it('runs as the command (bin/check-markup.mjs) with exit code 1 on the test page', async () => {
    const bin = join(here, '../../bin/check-markup.mjs');
    const result = await promisify(execFile)(process.execPath, [bin, testPage]).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('data-etl-value-type: must be one of percent, money, got "procent"');
  }, 30_000);
});

describe('the markup examples', () => {
  const examples = markupExamples(names);

  it('cover every widget, each one element of its own name that matches the contract', () => {
    expect(examples.map((e) => e.widget)).toEqual(names);
    for (const { widget, html } of examples) {
      const template = document.createElement('template');
      template.innerHTML = html;
      const root = template.content.firstElementChild!;
      expect(template.content.children, widget).toHaveLength(1);
      // A product card holds its buttons' elements too: the first is the card's own.
      expect(root.getAttribute('data-etl-widget') ?? root.querySelector('[data-etl-widget]')?.getAttribute('data-etl-widget'), widget).toBe(widget);
      for (const element of [root, ...root.querySelectorAll('[data-etl-widget]')].filter((e) => e.hasAttribute('data-etl-widget'))) {
        expect(checkElement(element, contract), `${widget}: ${element.outerHTML.slice(0, 200)}`).toEqual([]);
      }
      // Something to see or use without JavaScript; not the similar row, which the product card's enhancer places.
      if (widget !== 'similar-row') expect(root.textContent?.trim() || root.querySelector('input, button, a'), `${widget} has a fallback`).toBeTruthy();
    }
  });

  it('are the real server renderers’ output where a widget has one', () => {
    const like = examples.find((e) => e.widget === 'like-button')!;
    expect(like.source).toContain('renderLikeButton');
    expect(like.html).toContain('data-etl-prerendered');
    expect(examples.find((e) => e.widget === 'product-card')!.html).toContain('data-etl-widget="like-button"');
  });

  it('make a page the checker passes', async () => {
    const docs = new Map(contractDefinitions.map((d) => [d.name, widgetDoc(d)]));
    const dir = scratch();
    const file = join(dir, 'markup-examples.html');
    writeFileSync(file, examplesPage(examples, docs));
    try {
      const { code, out } = await run([file]);
      expect(out).toMatch(/widget elements( and \d+ modal openers?)?, all match the markup contract$/);
      expect(code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
