import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One template call: an inline template (it imports the package's macros) and its context. */
export interface TemplateCall {
  source: string;
  context?: Record<string, unknown>;
}

export type Engine = 'twig' | 'jinja';

/** The outcome of one call: its HTML, or the engine's error message (a template error is a result, not a crash). */
export type Rendered = { html: string; error?: undefined } | { html?: undefined; error: string };

const runners: Record<Engine, { command: string; script: string }> = {
  // Debian's php-cli with php-twig, and python3-jinja2 (scripts/bootstrap.sh installs them): the system
  // interpreters, not a version manager's, so that the tests use the engines Debian ships.
  twig: { command: '/usr/bin/php', script: fileURLToPath(new URL('./render-twig.php', import.meta.url)) },
  jinja: { command: '/usr/bin/python3', script: fileURLToPath(new URL('./render-jinja.py', import.meta.url)) },
};

/** Renders a batch of calls in one process of the engine (one start for hundreds of cards). */
export function renderWith(engine: Engine, calls: TemplateCall[]): Rendered[] {
  const { command, script } = runners[engine];
  const result = spawnSync(command, [script], { input: JSON.stringify(calls), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${engine} runner failed (${result.status ?? result.signal}): ${result.stderr || result.error?.message}`);
  const outputs = JSON.parse(result.stdout) as Rendered[];
  if (outputs.length !== calls.length) throw new Error(`${engine} runner answered ${outputs.length} of ${calls.length} calls`);
  return outputs;
}
