import { AttributeName, escapeHtml } from '@etalage/markup';
import type { WidgetDoc } from './docs.js';
import { readableMarkup, type MarkupExample } from './examples.js';

/**
 * `dist/markup-examples.html`: every widget's element to copy into a template of any language, with its props table.
 * Each example is on the page twice, as code to copy and as live markup, so the checker can run over this page too.
 */
export function examplesPage(examples: readonly MarkupExample[], docs: ReadonlyMap<string, WidgetDoc>): string {
  const sections = examples.map(({ widget, source, html }) => {
    const doc = docs.get(widget);
    const rows = (doc?.props ?? [])
      .map((p) => `<tr><td><code>${p.attribute}</code></td><td>${escapeHtml(p.type)}</td><td>${p.required ? 'yes' : ''}</td><td>${p.default === undefined ? '' : `<code>${escapeHtml(p.default)}</code>`}</td></tr>`)
      .join('\n');
    const table = rows
      ? `<table><thead><tr><th scope="col">Attribute</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Default</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
      : '<p>No props.</p>';
    const about = doc ? `Activation: <code>${doc.activation}</code>${doc.enhance ? '; an enhancer of its own HTML' : ''}${doc.resumable ? '; prerendered markup is resumed without rendering' : ''}.` : '';
    return `<section id="${widget}">
<h2><code>${widget}</code></h2>
<p>${about} Written by ${escapeHtml(source)}.</p>
${table}
<pre><code>${escapeHtml(readableMarkup(html))}</code></pre>
<div class="live">${html}</div>
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Etalage widget markup: examples</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}pre{background:#f3f4f6;padding:1rem;overflow:auto;white-space:pre-wrap}table{border-collapse:collapse}td,th{border:1px solid #d1d5db;padding:.25rem .5rem;text-align:left}.live{border:1px dashed #9ca3af;padding:.5rem;margin-bottom:2rem}</style>
</head>
<body>
<h1>Etalage widget markup</h1>
<p>Each widget is an element with <code>${AttributeName.Widget}="name"</code> and one <code>${AttributeName.PropPrefix}*</code> attribute per prop; its content is what a shopper sees without JavaScript. Copy an element into a template and fill in the values. <code>markup-contract.schema.json</code> (beside this file, <code>@etalage/widgets/markup-contract.schema.json</code>) describes every element's attributes as JSON Schema; <code>etalage-check-markup &lt;url-or-file&gt;</code> checks a page against it. The dashed boxes show each element as it is, without the embed's script or styles.</p>
<nav aria-label="Widgets"><ul>${examples.map(({ widget }) => `<li><a href="#${widget}">${widget}</a></li>`).join('')}</ul></nav>
<main>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
