/**
 * The packages as a consumer gets them: each public package packed (`pnpm pack`, which applies `publishConfig` and
 * turns `workspace:*` into versions), then installed from those tarballs into a copy of an app outside the workspace.
 * Third-party packages come from pnpm's store (the workspace's install put them there) at the workspace's versions.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
const packagesDir = join(root, 'packages');

/** Runs a command and answers its output; a failure throws with what the command printed. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  try {
    return execFileSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${stdout}\n${stderr}`.trim());
  }
}

/** The workspace's own version of a third-party package (so the consumer installs what the tests ran against). */
export function workspaceVersion(name: string): string {
  const require = createRequire(join(root, 'package.json'));
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

/** Packs every public package into `destination`; answers package name → tarball path. */
export function packPackages(destination: string): Map<string, string> {
  const tarballs = new Map<string, string>();
  for (const dir of readdirSync(packagesDir)) {
    const manifest = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')) as { name: string; private?: boolean };
    if (manifest.private) continue;
    const before = new Set(readdirSync(destination));
    run('pnpm', ['pack', '--pack-destination', destination], join(packagesDir, dir));
    const made = readdirSync(destination).find((file) => file.endsWith('.tgz') && !before.has(file));
    if (!made) throw new Error(`pnpm pack made no tarball for ${manifest.name}`);
    tarballs.set(manifest.name, join(destination, made));
  }
  return tarballs;
}

/**
 * Copies `template` to `target` and installs the given Etalage packages from their tarballs plus `thirdParty` at the
 * workspace's versions, and `pinned` (name → version or `npm:` alias) for what the workspace does not hold.
 * Overrides point every Etalage package, also those the tarballs depend on, at its tarball: one copy of each (one
 * store) and no lookup of versions that exist only here.
 */
export function installApp(
  template: string,
  target: string,
  tarballs: Map<string, string>,
  etalage: string[],
  thirdParty: string[],
  pinned: Record<string, string> = {},
): void {
  cpSync(template, target, { recursive: true });
  const file = (name: string) => `file:${tarballs.get(name)!}`;
  const manifest = {
    name: 'etalage-consumer',
    private: true,
    type: 'module',
    dependencies: Object.fromEntries([
      ...etalage.map((name) => [name, file(name)]),
      ...thirdParty.map((name) => [name, workspaceVersion(name)]),
      ...Object.entries(pinned),
    ]),
    pnpm: { overrides: Object.fromEntries([...tarballs.keys()].map((name) => [name, file(name)])) },
  };
  writeFileSync(join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--config.auto-install-peers=true', '--config.strict-peer-dependencies=false'], target);
}

export { run };
