// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-import-cycles.mjs', import.meta.url));
const trees: string[] = [];

/** Runs the check on a tree of the given files (paths as in this repository), answering its exit code and output. */
function checkTree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  try {
    return { code: 0, output: execFileSync(process.execPath, [script, '--root', root], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { code: status, output: stdout + stderr };
  }
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A slice whose lazy actions import back from it: the shape the check exists for. */
const slice = "export interface Slice { n: number }\nexport const load = () => import('./actions.js');\n";

// Each case starts the script (and TypeScript) once: a second or two on a busy machine.
describe('check-import-cycles', { timeout: 30_000 }, () => {
  it('passes a tree without a circle, the slice and its lazy actions sharing a model', () => {
    const { code, output } = checkTree({
      'packages/a/src/model.ts': 'export interface Slice { n: number }\n',
      'packages/a/src/slice.ts': "import type { Slice } from './model.js';\nexport const load = () => import('./actions.js');\nexport type { Slice };\n",
      'packages/a/src/actions.ts': "import type { Slice } from './model.js';\nexport const act = (slice: Slice) => slice.n;\n",
    });
    expect(output).toContain('import cycles: none in 3 files');
    expect(code).toBe(0);
  });

  it('fails on circles of type imports alone: import type, export type … from, import { type X }, an import type', () => {
    const backs = {
      a: "import type { Slice } from './slice.js';",
      b: "export type { Slice } from './slice.js';",
      c: "import { type Slice } from './slice.js';",
      d: "export type Back = import('./slice.js').Slice;",
    };
    const files: Record<string, string> = {};
    for (const [folder, back] of Object.entries(backs)) {
      files[`packages/${folder}/src/slice.ts`] = "import type { Actions } from './actions.js';\nexport interface Slice { actions: Actions }\n";
      files[`packages/${folder}/src/actions.ts`] = `${back}\nexport interface Actions { n: number }\n`;
    }
    const { code, output } = checkTree(files);
    expect(code).toBe(1);
    expect(output).toContain('import cycles: 4 circle(s) in 8 files');
    for (const folder of Object.keys(backs)) expect(output).toContain(`packages/${folder}/src/actions.ts → packages/${folder}/src/slice.ts`);
  });

  it("fails on a circle through an import('…'): lazy actions that import types back from their slice", () => {
    const { code, output } = checkTree({
      'packages/a/src/slice.ts': slice,
      'packages/a/src/actions.ts': "import type { Slice } from './slice.js';\nexport const act = (slice: Slice) => slice.n;\n",
    });
    expect(code).toBe(1);
    expect(output).toContain('1 circle(s) through a type import');
    expect(output).toContain('packages/a/src/actions.ts → packages/a/src/slice.ts → packages/a/src/actions.ts');
  });

  it("fails on a circle of static imports and an import('…'), across packages by their exports", () => {
    const { code, output } = checkTree({
      'packages/a/package.json': JSON.stringify({ name: '@etalage/a', exports: { '.': './src/slice.ts' } }),
      'packages/a/src/slice.ts': slice,
      'packages/b/src/actions.ts': "import { load } from '@etalage/a';\nexport const again = load;\n",
      'packages/a/src/actions.ts': "export { again } from '../../b/src/actions.js';\n",
    });
    expect(code).toBe(1);
    expect(output).toContain("1 circle(s) through an import('…')");
    expect(output).toContain('packages/b/src/actions.ts');
  });
});
