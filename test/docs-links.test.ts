// The README is the newcomer's door and docs/ the rooms behind it: every relative link between them must lead
// somewhere, and the README must stay short enough to read in one go.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 250;

/** The pages whose links are checked: the README, every page of docs/ and the READMEs next to the code. */
function checkedPages(): string[] {
  const docs = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
  const packages = readdirSync(join(root, 'packages')).map((name) => `packages/${name}/README.md`);
  return ['README.md', ...docs, ...packages, 'bench/README.md', 'examples/storefront/README.md'].filter((path) =>
    existsSync(join(root, path)),
  );
}

/** Markdown without fenced code blocks, where a `#` is no heading and a bracket no link. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, '');
}

/** Every link target of the page: `[text](target)`, with an optional title after the target. */
function linkTargets(markdown: string): string[] {
  return [...withoutFences(markdown).replace(/`[^`\n]*`/g, '').matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = match[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with one relative link of `page`, or undefined when it resolves. */
function brokenLink(page: string, target: string): string | undefined {
  const [path = '', anchor] = target.split('#', 2);
  const file = path === '' ? join(root, page) : resolve(dirname(join(root, page)), decodeURI(path));
  if (!existsSync(file)) return `${target}: no file ${relative(root, file)}`;
  if (anchor === undefined || anchor === '' || !file.endsWith('.md') || statSync(file).isDirectory()) return undefined;
  if (!headingAnchors(readFileSync(file, 'utf8')).has(anchor)) return `${target}: no heading #${anchor} in ${relative(root, file)}`;
  return undefined;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

describe('the docs', () => {
  it(`keep README.md at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it.each(checkedPages())('%s links only to files and headings that exist', (page) => {
    const targets = linkTargets(readFileSync(join(root, page), 'utf8')).filter((target) => !isExternal(target));
    const broken = targets.map((target) => brokenLink(page, target)).filter((problem) => problem !== undefined);
    expect(broken).toEqual([]);
  });

  it('finds a broken file link and a broken anchor (the checker checks)', () => {
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toMatch(/no file docs\/no-such-page\.md/);
    expect(brokenLink('README.md', 'docs/testing.md#no-such-heading')).toMatch(/no heading #no-such-heading/);
    expect(brokenLink('docs/testing.md', '#running-one-test')).toBeUndefined();
  });

  it('reads links and headings as GitHub does', () => {
    expect(linkTargets('[a](x.md) `[b](y.md)` [c](<z.md> "title")\n```\n[d](w.md)\n```')).toEqual(['x.md', 'z.md']);
    expect([...headingAnchors('# The checker: `etalage-check-markup`\n## Every width\n## Every width')]).toEqual([
      'the-checker-etalage-check-markup',
      'every-width',
      'every-width-1',
    ]);
  });
});
