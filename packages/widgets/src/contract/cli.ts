import { readFile } from 'node:fs/promises';
import { schema } from '@etalage/runtime/schema';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { checkMarkup, formatProblems, isOpenerProblem, type MarkupProblem } from './check.js';
import { MODAL_OPENER_DEF, type MarkupContract } from './schema.js';

/**
 * `etalage-check-markup <url-or-file>…`: checks every widget element of each page against the markup contract and
 * lists the bad ones. Exit code 0 when all match, 1 when any element is bad, 2 when a page or the schema could not be
 * read. `--schema <file>` checks against another contract (a pinned version's); `--json` prints the problems as JSON.
 */

const USAGE = 'usage: etalage-check-markup [--schema markup-contract.schema.json] [--json] <url-or-file>…';

export interface CliOptions {
  /** The contract when no --schema is given (the bin passes the build's or the sources'). */
  contract: () => Promise<MarkupContract>;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

export async function main(args: readonly string[], options: CliOptions): Promise<number> {
  const out = options.out ?? ((line) => process.stdout.write(`${line}\n`));
  const err = options.err ?? ((line) => process.stderr.write(`${line}\n`));
  const targets: string[] = [];
  let schemaPath: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--schema') schemaPath = args[++i];
    else if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') {
      out(USAGE);
      return 0;
    } else targets.push(arg);
  }
  if (targets.length === 0 || (args.includes('--schema') && !schemaPath)) {
    err(USAGE);
    return 2;
  }

  let contract: MarkupContract;
  try {
    contract = schemaPath ? (JSON.parse(await readFile(schemaPath, 'utf8')) as MarkupContract) : await options.contract();
  } catch (error) {
    err(`etalage-check-markup: cannot read the schema: ${(error as Error).message}`);
    return 2;
  }

  const results: { target: string; elements: number; openers: number; problems: MarkupProblem[] }[] = [];
  for (const target of targets) {
    try {
      results.push({ target, ...(await checkPage(await load(target), contract)) });
    } catch (error) {
      err(`etalage-check-markup: cannot check ${target}: ${(error as Error).message}`);
      return 2;
    }
  }

  if (json) out(JSON.stringify(results.map(({ target, elements, openers, problems }) => ({ target, elements, openers, problems })), null, 2));
  else {
    for (const { target, elements, openers, problems } of results) {
      const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
      if (problems.length === 0) {
        out(`${target}: ${plural(elements, 'widget element')}${openers > 0 ? ` and ${plural(openers, 'modal opener')}` : ''}, all match the markup contract`);
        continue;
      }
      const bad = (opener: boolean) => new Set(problems.filter((p) => isOpenerProblem(p) === opener).map((p) => p.path)).size;
      out(`${target}: ${bad(false)} of ${plural(elements, 'widget element')}${openers > 0 ? ` and ${bad(true)} of ${plural(openers, 'modal opener')}` : ''} do not match the markup contract`);
      out(formatProblems(problems));
    }
  }
  return results.some((r) => r.problems.length > 0) ? 1 : 0;
}

async function load(target: string): Promise<string> {
  if (/^https?:\/\//i.test(target)) {
    const response = await fetch(target, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  }
  return readFile(target, 'utf8');
}

/** Parses the page with happy-dom (scripts, styles and frames never load) and checks it. */
export async function checkPage(page: string, contract: MarkupContract): Promise<{ elements: number; openers: number; problems: MarkupProblem[] }> {
  const { Window } = await importHappyDom();
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
  });
  try {
    const document = new window.DOMParser().parseFromString(page, 'text/html') as unknown as Document;
    const elements = document.querySelectorAll(`[${schema.widgetAttribute}]`).length;
    const openers = MODAL_OPENER_DEF in contract.$defs ? document.querySelectorAll(`[${AttributeName.Modal}]`).length : 0;
    return { elements, openers, problems: checkMarkup(document, contract) };
  } finally {
    await window.happyDOM.close();
  }
}

async function importHappyDom(): Promise<typeof import('happy-dom')> {
  try {
    return await import('happy-dom');
  } catch {
    throw new Error('parsing HTML needs happy-dom: install it next to @etalage/widgets (npm install --save-dev happy-dom)');
  }
}
