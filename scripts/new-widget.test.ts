// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scaffoldWidget } from './new-widget.js';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('new-widget', () => {
  it('removes the folder it wrote when the generator fails, so that the next run does not find it there', async () => {
    root = mkdtempSync(join(tmpdir(), 'new-widget-'));
    // Outside the workspace the new folder's imports do not resolve, and a folder defines no widget: the generator
    // throws after the new folder is written.
    const widgetsSrc = join(root, 'packages/widgets/src');
    mkdirSync(join(widgetsSrc, 'broken'), { recursive: true });
    writeFileSync(join(widgetsSrc, 'broken/index.ts'), 'export const nothing = 1;\n');
    await expect(scaffoldWidget('demo-badge', 'button', root)).rejects.toThrow();
    expect(existsSync(join(widgetsSrc, 'demo-badge'))).toBe(false);
    await expect(scaffoldWidget('demo-badge', 'button', root)).rejects.not.toThrow(/exists already/);
  });
});
