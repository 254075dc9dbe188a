/**
 * `pnpm new-widget <name> --kind button|modal|list|enhancer`: writes a working widget folder in
 * packages/widgets/src/<name>/ (definition, component or enhancer with Dutch text, CSS, a behaviour test, a story,
 * its example markup, and the server renderer and React entry where the kind has them), then runs the generator so
 * that the registries, the schema, the React entries and docs/widgets.md hold it. Nothing else is edited.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFiles, NOT_A_WIDGET } from './generate-widgets.js';

export const KINDS = ['button', 'modal', 'list', 'enhancer'] as const;
export type WidgetKind = (typeof KINDS)[number];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Folder names a widget cannot take: the package's own folders and the names of its other entry points. */
const RESERVED = [...NOT_A_WIDGET, 'definitions', 'definitions-common', 'definitions-pages', 'definitions-partner', 'modal-triggers', 'isolation', 'react', 'styles.css'];

interface Names {
  /** like-button */
  name: string;
  /** LikeButton */
  pascal: string;
  /** likeButton */
  camel: string;
  /** 'Like button': the story's title. */
  words: string;
}

function namesOf(name: string): Names {
  const pascal = name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return { name, pascal, camel: pascal[0]!.toLowerCase() + pascal.slice(1), words: name[0]!.toUpperCase() + name.slice(1).replace(/-/g, ' ') };
}

/** Why `name` cannot be a new widget's name, or null when it can. */
function nameProblem(name: string, widgetsSrc: string): string | null {
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name)) return `"${name}" is no widget name: lower case words joined by hyphens (demo-badge)`;
  if (RESERVED.includes(name)) return `"${name}" is a folder or entry point of the package itself`;
  if (existsSync(join(widgetsSrc, name))) return `packages/widgets/src/${name} exists already`;
  return null;
}

const testNote = '(the React and the preact/compat projects of vitest both run it)';

function buttonFiles({ name, pascal, camel, words }: Names): Record<string, string> {
  return {
    'index.ts': `import type { WidgetDefinition } from '@etalage/runtime';
import { optionalText, requiredId, resumeUntilTouched } from '@etalage/runtime/schema';
import type { WidgetPlacement } from '../widget-placement.js';
import type { ${pascal}Props } from './${name}.js';

/**
 * \`data-etl-widget="${name}"\`: a toggle button on a product, drawn by its server renderer (server.ts) and resumed:
 * the runtime mounts the server's markup without code, and the code loads on the shopper's first touch (a click
 * before it arrives is held and replayed).
 */
export const ${camel}: WidgetDefinition<${pascal}Props> = {
  name: '${name}',
  activation: 'visible',
  props: { itemId: requiredId, itemName: optionalText },
  resume: resumeUntilTouched,
  load: () => import('./${name}.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
`,
    [`${name}.tsx`]: `import { useState } from 'react';

export interface ${pascal}Props {
  /** The product the button belongs to. */
  itemId: number;
  /** The product's name: the button's name says it, so that a page of cards has buttons a screen reader tells apart. */
  itemName?: string;
}

export const ${camel.toUpperCase()}_TEXT = 'Markeer';

/** A toggle button (WAI-ARIA button with \`aria-pressed\`): its name stays, its pressed state changes. */
export default function ${pascal}({ itemId, itemName }: ${pascal}Props) {
  const [pressed, setPressed] = useState(false);
  return (
    <button
      type="button"
      className="etl-${name}"
      aria-pressed={pressed}
      aria-label={itemName ? \`\${${camel.toUpperCase()}_TEXT} \${itemName}\` : undefined}
      data-item-id={itemId}
      onClick={() => setPressed(!pressed)}
    >
      <span aria-hidden="true" className="etl-${name}__mark">
        {pressed ? '✓' : '+'}
      </span>
      {${camel.toUpperCase()}_TEXT}
    </button>
  );
}
`,
    [`${name}.css`]: `/* ${words}: a toggle button, pressed when marked. */
.etl-${name} {
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  padding: 0 0.875rem;
  border: 1px solid var(--etl-border, #d1d5db);
  border-radius: 9999px;
  background: #fff;
  color: var(--etl-text, #1f2937);
  font: inherit;
  cursor: pointer;
}
.etl-${name}[aria-pressed='true'] {
  border-color: var(--etl-focus, #1d4ed8);
  background: #eff6ff;
}
.etl-${name}:focus-visible {
  outline: 2px solid var(--etl-focus, #1d4ed8);
  outline-offset: 2px;
}
`,
    [`${name}.test.tsx`]: `import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import ${pascal} from './${name}.js';

/** ${words} ${testNote}. */
describe('${name}', () => {
  afterEach(cleanup);

  it('names its product and toggles its pressed state on a click', () => {
    render(<${pascal} itemId={42} itemName="Bank Oslo" />);
    const button = screen.getByRole('button', { name: 'Markeer Bank Oslo' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('Markeer');
  });
});
`,
    [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ${pascal} from './${name}.js';

const serverMarkup = \`Templates write this element with \\\`render${pascal}(props)\\\` of \\\`@etalage/widgets/server\\\` (prerendered: the
runtime resumes it without code). Its element is shown under Server markup below.\`;

const meta = {
  title: 'Widgets/${words}',
  component: ${pascal},
  // No screenshot baselines yet: \`npm run test:visual:update\` takes them, then remove this tag.
  tags: ['no-visual-baseline'],
  args: { itemId: 42, itemName: 'Bank Oslo' },
  parameters: { docs: { description: { component: serverMarkup } } },
} satisfies Meta<typeof ${pascal}>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed after a click. */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Markeer Bank Oslo' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
`,
    'server.ts': `import type { RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { ${camel} } from './index.js';
import ${pascal}, { type ${pascal}Props } from './${name}.js';

/** ${words}, prerendered: the server's markup is the widget's own first render, resumed without code. */
export function render${pascal}(props: ${pascal}Props): RawHtml {
  return prerenderedWidget('etl-${name}-slot', ${camel}.name, ${pascal}, props, resumeAsIn(${camel}));
}
`,
    'example.ts': `import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { render${pascal} } from './server.js';
import type ${pascal} from './${name}.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'render${pascal}(props) of @etalage/widgets/server',
  markup: render${pascal}({ itemId: 42, itemName: 'Bank Oslo 3-zits eikenhout' }),
});

/** The component's required props, spelled out: \`tsc\` fails when they differ from its props type. */
export const requiredProps = requires<typeof ${pascal}>({ itemId: true });
`,
    'react.ts': `/** \`@etalage/widgets/${name}\`: ${words.toLowerCase()}, for hosts that already run React. */
export { default as ${pascal}, type ${pascal}Props } from './${name}.js';
`,
  };
}

function listFiles({ name, pascal, camel, words }: Names): Record<string, string> {
  return {
    'index.ts': `import type { WidgetDefinition } from '@etalage/runtime';
import type { WidgetPlacement } from '../widget-placement.js';
import type { ${pascal}Props } from './${name}.js';

/**
 * \`data-etl-widget="${name}"\`: a list of links the server gives as JSON (\`data-etl-items\`); the element's own
 * content is the list without JavaScript, which the widget renders over when it comes into view.
 */
export const ${camel}: WidgetDefinition<${pascal}Props> = {
  name: '${name}',
  activation: 'visible',
  props: {
    heading: { type: 'string', default: 'Bekijk ook' },
    items: { type: 'json', default: [] },
  },
  load: () => import('./${name}.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
`,
    [`${name}.tsx`]: `import { useId } from 'react';

export interface ${pascal}Item {
  name: string;
  url: string;
}

export interface ${pascal}Props {
  /** The list's heading. */
  heading?: string;
  items?: ${pascal}Item[];
}

export const ${camel.toUpperCase()}_EMPTY = 'Er is hier nog niets te zien.';

/** Only links within the site or over http(s): a server's JSON is data, never a script URL. */
const safeUrl = (url: string) => (/^(https?:)?\\/\\//i.test(url) || url.startsWith('/') ? url : '#');

/** A list of links under a heading, or a Dutch message when it is empty. */
export default function ${pascal}({ heading = 'Bekijk ook', items = [] }: ${pascal}Props) {
  const headingId = useId();
  return (
    <section className="etl-${name}" aria-labelledby={headingId}>
      <h2 id={headingId} className="etl-${name}__heading">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="etl-${name}__empty">{${camel.toUpperCase()}_EMPTY}</p>
      ) : (
        <ul className="etl-${name}__items">
          {items.map((item) => (
            <li key={item.url}>
              <a href={safeUrl(item.url)}>{item.name}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`,
    [`${name}.css`]: `/* ${words}: links under a heading. */
.etl-${name}__heading {
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
}
.etl-${name}__items {
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
.etl-${name}__empty {
  color: var(--etl-muted, #4b5563);
}
`,
    [`${name}.test.tsx`]: `import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import ${pascal} from './${name}.js';

/** ${words} ${testNote}. */
describe('${name}', () => {
  afterEach(cleanup);

  it('shows each item as a link under its heading', () => {
    render(<${pascal} heading="Populair" items={[{ name: 'Banken', url: '/producten/banken' }, { name: 'Stoelen', url: 'javascript:alert(1)' }]} />);
    expect(screen.getByRole('region', { name: 'Populair' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Banken' }).getAttribute('href')).toBe('/producten/banken');
    expect(screen.getByRole('link', { name: 'Stoelen' }).getAttribute('href')).toBe('#');
  });

  it('says so in Dutch when the list is empty', () => {
    render(<${pascal} />);
    expect(screen.getByText('Er is hier nog niets te zien.')).toBeTruthy();
  });
});
`,
    [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ${pascal} from './${name}.js';

const serverMarkup = \`Templates write the element with its items as JSON and the plain list inside it (the list without
JavaScript). Its element is shown under Server markup below.\`;

const meta = {
  title: 'Widgets/${words}',
  component: ${pascal},
  // No screenshot baselines yet: \`npm run test:visual:update\` takes them, then remove this tag.
  tags: ['no-visual-baseline'],
  args: { heading: 'Bekijk ook', items: [{ name: 'Banken', url: '/producten/banken' }, { name: 'Eettafels', url: '/producten/eettafels' }] },
  parameters: { docs: { description: { component: serverMarkup } } },
} satisfies Meta<typeof ${pascal}>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two links. */
export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** Nothing to show: the Dutch message. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Er is hier nog niets te zien.')).toBeInTheDocument();
  },
};
`,
    'example.ts': `import { html } from '@etalage/markup';
import { element, requires, type MarkupExampleSource } from '../contract/example-support.js';
import type ${pascal} from './${name}.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'hand-written (the list without JavaScript inside the element)',
  markup: element(
    '${name}',
    { heading: 'Bekijk ook', items: [{ name: 'Banken', url: '/producten/banken' }] },
    html\`<h2>Bekijk ook</h2><ul><li><a href="/producten/banken">Banken</a></li></ul>\`,
  ),
});

/** The component's required props, spelled out: \`tsc\` fails when they differ from its props type. */
export const requiredProps = requires<typeof ${pascal}>({});
`,
    'react.ts': `/** \`@etalage/widgets/${name}\`: ${words.toLowerCase()}, for hosts that already run React. */
export { default as ${pascal}, type ${pascal}Props, type ${pascal}Item } from './${name}.js';
`,
  };
}

function enhancerFiles({ name, pascal, camel, words }: Names): Record<string, string> {
  return {
    'index.ts': `import type { WidgetDefinition } from '@etalage/runtime';
import type { WidgetPlacement } from '../widget-placement.js';
import type { ${pascal}Props } from './${name}.js';

/**
 * \`data-etl-widget="${name}"\`: an enhancer on server HTML (it keeps the element's content and adds behaviour): a
 * \`<details>\` that Escape closes, putting the focus back on its summary. Code on the first touch.
 */
export const ${camel}: WidgetDefinition<${pascal}Props> = {
  name: '${name}',
  activation: 'interaction',
  enhance: true,
  props: {},
  load: () => import('./${name}.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
`,
    [`${name}.ts`]: `import type { Enhancer } from '@etalage/runtime';

export type ${pascal}Props = Record<string, never>;

/** Escape closes the open \`<details>\` and puts the focus back on its summary; the cleanup removes the listener. */
const enhance${pascal}: Enhancer<${pascal}Props> = (element) => {
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || !(element instanceof HTMLDetailsElement) || !element.open) return;
    element.open = false;
    element.querySelector<HTMLElement>('summary')?.focus();
  };
  element.addEventListener('keydown', onKeyDown);
  return () => element.removeEventListener('keydown', onKeyDown);
};

export default enhance${pascal};
`,
    [`${name}.css`]: `/* ${words}: a toggletip on a <details>. */
.etl-${name} > summary {
  cursor: pointer;
}
`,
    [`${name}.test.ts`]: `import { afterEach, describe, expect, it } from 'vitest';
import enhance${pascal} from './${name}.js';

/** ${words} ${testNote}. */
describe('${name}', () => {
  afterEach(() => document.body.replaceChildren());

  function details(): HTMLDetailsElement {
    document.body.innerHTML = '<details open class="etl-${name}"><summary>Meer informatie</summary><p>Uitleg</p></details>';
    return document.querySelector('details')!;
  }

  it('closes on Escape and puts the focus on its summary', () => {
    const element = details();
    enhance${pascal}(element, {});
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(element.open).toBe(false);
    expect(document.activeElement).toBe(element.querySelector('summary'));
  });

  it('does nothing once cleaned up', () => {
    const element = details();
    const cleanup = enhance${pascal}(element, {});
    if (cleanup) cleanup();
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(element.open).toBe(true);
  });
});
`,
    [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import enhance${pascal} from './${name}.js';

/** The server's markup with the enhancer on it, as the runtime wires it. */
function ${pascal}Demo() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const cleanup = ref.current ? enhance${pascal}(ref.current, {}) : undefined;
    return () => {
      if (cleanup) cleanup();
    };
  }, []);
  return (
    <details ref={ref} className="etl-${name}">
      <summary>Meer informatie</summary>
      <p>Zo werkt het: de uitleg staat hier.</p>
    </details>
  );
}

const meta = {
  title: 'Widgets/${words}',
  component: ${pascal}Demo,
  // No screenshot baselines yet: \`npm run test:visual:update\` takes them, then remove this tag.
  tags: ['no-visual-baseline'],
  parameters: { docs: { description: { component: 'An enhancer: the server writes the \`<details>\`; its element is shown under Server markup below.' } } },
} satisfies Meta<typeof ${pascal}Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened, then closed with Escape. */
export const ClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText('Meer informatie');
    await userEvent.click(summary);
    await userEvent.keyboard('{Escape}');
    await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open');
  },
};
`,
    'example.ts': `import { html } from '@etalage/markup';
import { element, type MarkupExampleSource } from '../contract/example-support.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'hand-written (a <details> toggletip)',
  markup: element('${name}', {}, html\`<summary>Meer informatie</summary><p>Zo werkt het.</p>\`, { tag: 'details', className: 'etl-${name}' }),
});
`,
  };
}

function modalFiles({ name, pascal, camel, words }: Names): Record<string, string> {
  return {
    'index.ts': `import type { ModalDefinition } from '../modal-host/modal-definition.js';

/** A modal (\`data-etl-modal="${name}"\` on an opener): the host loads its chunk on its first open. */
export const ${camel}Modal: ModalDefinition = {
  name: '${name}',
  modal: true,
  load: () => import('./${name}-modal.js'),
};
`,
    [`${name}-modal.tsx`]: `import { ModalDialog } from '../modal-host/modal-context.js';

export interface ${pascal}ModalProps {
  /** What the opener's \`data-etl-modal-props\` says the modal is about. */
  productName?: string;
}

export const ${camel.toUpperCase()}_TITLE = 'Meer informatie';

/** A dialog (the host gives it focus, inert background and Escape) with a title and a Dutch text. */
export default function ${pascal}Modal({ productName }: ${pascal}ModalProps) {
  return (
    <ModalDialog title={${camel.toUpperCase()}_TITLE}>
      <p className="etl-${name}__text">{productName ? \`Alles over \${productName}.\` : 'Hier staat de uitleg.'}</p>
    </ModalDialog>
  );
}
`,
    [`${name}.css`]: `/* ${words}: the modal's text. */
.etl-${name}__text {
  margin: 0;
  line-height: 1.5;
}
`,
    [`${name}-modal.test.tsx`]: `import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import ${pascal}Modal from './${name}-modal.js';

/** ${words} ${testNote}. */
describe('${name} modal', () => {
  afterEach(cleanup);

  it('shows its title and names the product', () => {
    render(<${pascal}Modal productName="Bank Oslo" />);
    expect(screen.getByText('Meer informatie')).toBeTruthy();
    expect(screen.getByText('Alles over Bank Oslo.')).toBeTruthy();
  });
});
`,
    [`${name}-modal.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ${pascal}Modal from './${name}-modal.js';

const meta = {
  title: 'Modals/${words}',
  component: ${pascal}Modal,
  // No screenshot baselines yet: \`npm run test:visual:update\` takes them, then remove this tag.
  tags: ['no-visual-baseline'],
  args: { productName: 'Bank Oslo' },
  parameters: { docs: { description: { component: 'Opened by any element with \`data-etl-modal="${name}"\` and its props as JSON in \`data-etl-modal-props\`.' } } },
} satisfies Meta<typeof ${pascal}Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About one product. */
export const AboutAProduct: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByText('Alles over Bank Oslo.')).toBeInTheDocument();
  },
};
`,
  };
}

const FILES: Record<WidgetKind, (names: Names) => Record<string, string>> = {
  button: buttonFiles,
  list: listFiles,
  enhancer: enhancerFiles,
  modal: modalFiles,
};

/** Writes the folder of a new widget and the generated files that list it; returns the paths written. */
export async function scaffoldWidget(name: string, kind: WidgetKind, root = ROOT): Promise<string[]> {
  const widgetsSrc = join(root, 'packages/widgets/src');
  const problem = nameProblem(name, widgetsSrc);
  if (problem) throw new Error(problem);
  const folder = join(widgetsSrc, name);
  mkdirSync(folder);
  try {
    const written: string[] = [];
    for (const [file, content] of Object.entries(FILES[kind](namesOf(name)))) {
      writeFileSync(join(folder, file), content);
      written.push(`packages/widgets/src/${name}/${file}`);
    }
    for (const [path, content] of await generatedFiles(widgetsSrc)) {
      const file = join(root, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
    return written;
  } catch (error) {
    // A half-made folder would make the next run refuse the name ("exists already").
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

async function main(): Promise<void> {
  const [name, ...rest] = process.argv.slice(2);
  const kindAt = rest.indexOf('--kind');
  const kind = (kindAt >= 0 ? rest[kindAt + 1] : rest.find((arg) => arg.startsWith('--kind='))?.slice('--kind='.length)) as WidgetKind | undefined;
  if (!name || !kind || !KINDS.includes(kind)) {
    console.error(`usage: pnpm new-widget <name> --kind ${KINDS.join('|')}`);
    process.exit(2);
  }
  try {
    const written = await scaffoldWidget(name, kind);
    console.log(`wrote ${written.join('\n      ')}\nand the generated lists (pnpm generate). Next: npm test, then npm run test:visual:update for its screenshots.`);
  } catch (error) {
    console.error(`new-widget: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
