import { exampleModules } from './examples-by-widget.js';

/**
 * One example element per widget, as a template copies it: the real output of the server renderers where a widget
 * has one (`@etalage/widgets/server`, `@etalage/markup`), else the element with its props and a fallback that
 * works without JavaScript (what the reference storefront writes). Each widget's folder holds its own (example.ts).
 */
export interface MarkupExample {
  widget: string;
  /** What writes it, for the docs: a renderer's call, or 'hand-written'. */
  source: string;
  html: string;
}

/** The example of every widget with one, in the registries' order. */
export function markupExamples(names: readonly string[]): MarkupExample[] {
  return names.flatMap((widget) => {
    const example = exampleModules[widget]?.example;
    if (!example) return [];
    const { source, markup } = example();
    return [{ widget, source, html: markup.value }];
  });
}

/**
 * The example as the docs show it: the outer element's attributes one per line once its start tag is long. Only
 * the start tag changes (white space between attributes means nothing); the content is left as it is.
 */
export function readableMarkup(markup: string): string {
  const start = /^<([a-z][a-z0-9-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>/i.exec(markup);
  if (!start || start[0].length <= 100) return markup;
  const [whole, tag, attributes] = start as unknown as [string, string, string];
  const list = attributes.match(/[^\s=>]+(?:="[^"]*")?/g) ?? [];
  const indent = ' '.repeat(tag.length + 2);
  return `<${tag} ${list.join(`\n${indent}`)}>${markup.slice(whole.length)}`;
}
