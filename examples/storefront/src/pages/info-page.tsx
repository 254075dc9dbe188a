/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { AttributeName } from '@etalage/markup';
import type { AppEnv } from '../context.js';
import { slugify } from '../seed/random.js';
import type { Block, InfoPage, InfoSection, Paragraph } from './info-content/types.js';
import { Breadcrumbs, renderPage } from './render.js';

/** Pages with this many sections or more get a table of contents. */
const TOC_FROM = 5;

/** Text and links of a paragraph; JSX escapes every string. */
function Text({ value }: { value: Paragraph }) {
  if (typeof value === 'string') return <>{value}</>;
  return <>{value.map((part) => (typeof part === 'string' ? part : <a href={part.href}>{part.text}</a>))}</>;
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string' || Array.isArray(block)) {
    return (
      <p>
        <Text value={block} />
      </p>
    );
  }
  if ('list' in block) {
    const items = block.list.map((item) => (
      <li>
        <Text value={item} />
      </li>
    ));
    return block.ordered ? <ol class="info-list">{items}</ol> : <ul class="info-list">{items}</ul>;
  }
  if ('qa' in block) {
    return (
      <div class="info-qa">
        {block.qa.map((entry) => (
          <div class="info-qa-item">
            <h3>{entry.question}</h3>
            {entry.answer.map((answer) => (
              <p>
                <Text value={answer} />
              </p>
            ))}
          </div>
        ))}
      </div>
    );
  }
  if ('table' in block) {
    const { caption, head, rows } = block.table;
    const cueId = `cue-${slugify(caption)}`;
    return (
      <>
      {/* The cue shows below the width a table of text needs (site.css, `table-scroll-cue--md`): no script needed. */}
      <p class="table-scroll-cue table-scroll-cue--md" id={cueId} {...{ [AttributeName.ScrollCue]: '' }}>
        Schuif opzij voor meer <span aria-hidden="true">→</span>
      </p>
      <div class="table-scroll" tabindex={0} role="region" aria-label={caption} aria-describedby={cueId}>
        <table class="table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th scope="col">{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr>
                {row.map((cell, i) => (i === 0 ? <th scope="row">{cell}</th> : <td>{cell}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      </>
    );
  }
  return (
    <p class="notice">
      <Text value={block.note} />
    </p>
  );
}

const sectionId = (section: InfoSection) => `sectie-${slugify(section.heading)}`;

/** One information page: title, intro, its sections (with a table of contents when long) and related pages. */
export function renderInfoPage(c: Context<AppEnv>, page: InfoPage) {
  const crumbs = [{ name: 'Home', url: '/' }, ...(page.parent ? [page.parent] : []), { name: page.title }];
  return renderPage(
    c,
    { title: page.title, description: page.description },
    <div class="container narrow prose info-page">
      <Breadcrumbs items={crumbs} />
      <h1>{page.title}</h1>
      {page.updated ? <p class="muted">Laatst bijgewerkt op {page.updated}</p> : null}
      {page.intro.map((p) => (
        <p class="lead">
          <Text value={p} />
        </p>
      ))}
      {page.sections.length >= TOC_FROM ? (
        <nav class="info-toc" aria-labelledby="info-toc-title">
          <h2 id="info-toc-title">Op deze pagina</h2>
          <ol>
            {page.sections.map((section) => (
              <li>
                <a href={`#${sectionId(section)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {page.sections.map((section) => (
        <section aria-labelledby={sectionId(section)}>
          <h2 id={sectionId(section)}>{section.heading}</h2>
          {section.blocks.map((block) => (
            <BlockView block={block} />
          ))}
        </section>
      ))}
      {page.related.length ? (
        <nav class="info-related" aria-labelledby="info-related-title">
          <h2 id="info-related-title">Zie ook</h2>
          <ul class="link-list">
            {page.related.map((link) => (
              <li>
                <a href={link.url}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>,
  );
}
