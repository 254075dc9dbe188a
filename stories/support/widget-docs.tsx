import { useMemo, useState } from 'react';
import { contractDefinitions, docsOf } from '../../packages/widgets/src/contract/index.js';
import { markupExamples, readableMarkup } from '../../packages/widgets/src/contract/examples.js';
import { templateCalls } from '../../packages/widgets/src/contract/template-calls.js';

/**
 * A widget's server markup and props, from the markup contract (the definitions and the real server renderers, so
 * the docs cannot drift from the code): the element a template writes, to copy, and every `data-etl-*` prop with its
 * type, whether it is required and its default, and the Twig and Jinja calls of @etalage/templates that write the
 * same attributes. Each widget's Storybook docs page shows it (widget-docs-page.tsx).
 */
export function WidgetDocs({ widget }: { widget: string }) {
  const doc = docsOf(widget);
  const example = useMemo(() => markupExamples([widget])[0], [widget]);
  const calls = useMemo(() => {
    const definition = contractDefinitions.find((candidate) => candidate.name === widget);
    return definition && example ? templateCalls(definition, example.html) : undefined;
  }, [widget, example]);
  if (!doc) return null;
  return (
    <section className="etl-widget-docs" aria-labelledby={`${widget}-markup`}>
      <h2 id={`${widget}-markup`}>Server markup</h2>
      <p>
        <code>data-etl-widget=&quot;{widget}&quot;</code>, activation <code>{doc.activation}</code>
        {doc.enhance ? ', an enhancer of its own HTML' : ''}
        {doc.resumable ? '; prerendered markup is resumed without rendering' : ''}.{example ? ` Written by ${example.source}:` : ''}
      </p>
      {example ? <CopyableCode code={readableMarkup(example.html)} label={`Server markup of ${widget}`} /> : null}
      {calls ? (
        <>
          <h3>In Twig and Jinja2</h3>
          <p>
            The macros of <code>@etalage/templates</code> write the same attributes, byte for byte (docs/templates-twig.md, docs/templates-jinja.md):
          </p>
          <CopyableCode code={`{% import 'etalage/widgets.twig' as etalage %}\n${calls.twig}`} label={`Twig call of ${widget}`} copyText="Copy Twig" />
          <CopyableCode code={`{% import 'etalage/widgets.jinja' as etalage %}\n${calls.jinja}`} label={`Jinja call of ${widget}`} copyText="Copy Jinja" />
        </>
      ) : null}
      <WidgetProps widget={widget} />
    </section>
  );
}

/** The props table: attribute, prop, type, required, default (as the attribute's text). */
export function WidgetProps({ widget }: { widget: string }) {
  const doc = docsOf(widget);
  if (!doc) return null;
  if (doc.props.length === 0) return <p>No props: the element alone mounts it.</p>;
  return (
    <table className="etl-widget-docs__props">
      <caption>Props of {widget}</caption>
      <thead>
        <tr>
          <th scope="col">Attribute</th>
          <th scope="col">Prop</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Default</th>
        </tr>
      </thead>
      <tbody>
        {doc.props.map((p) => (
          <tr key={p.prop}>
            <td>
              <code>{p.attribute}</code>
            </td>
            <td>
              <code>{p.prop}</code>
            </td>
            <td>{p.type}</td>
            <td>{p.required ? 'yes' : 'no'}</td>
            <td>{p.default === undefined ? '—' : <code>{p.default === '' ? '""' : p.default}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CopyableCode({ code, label, copyText = 'Copy markup' }: { code: string; label: string; copyText?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="etl-widget-docs__code">
      {/* Inline: the docs page's own styles for pre win over a class. */}
      <pre aria-label={label} tabIndex={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '24rem', overflow: 'auto' }}>
        <code style={{ whiteSpace: 'inherit' }}>{code}</code>
      </pre>
      <button type="button" onClick={copy}>
        {copyText}
      </button>
      <span role="status">{copied === null ? '' : copied ? 'Copied' : 'Copying failed: select the code instead'}</span>
    </div>
  );
}
