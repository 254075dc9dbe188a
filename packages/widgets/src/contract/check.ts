import { parseProps } from '@etalage/runtime';
import { schema as runtimeSchema } from '@etalage/runtime/schema';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { MODAL_OPENER_DEF, PROP_KEYWORD, contractWidgets, type AttributeSchema, type MarkupContract, type ModalOpenerSchema, type WidgetSchema } from './schema.js';

/**
 * Checks the widget elements of a page against the markup contract. A prop's text is judged by the runtime's own
 * `parseProps` (its spec rides in the schema), so the checker says exactly what the runtime would; on top it reports
 * what the runtime cannot see: a `data-etl-*` attribute no widget reads (a typo, a prop of another widget) and an
 * unknown widget name (the runtime only logs it).
 */

export interface MarkupProblem {
  /** A short CSS path to the element. */
  path: string;
  tag: string;
  /** The element's `data-etl-widget` (empty for a modal opener that is no widget). */
  widget: string;
  /** The element's `data-etl-modal`, when it is a modal opener. */
  modal?: string;
  attribute: string;
  reason: string;
}

export function checkMarkup(root: ParentNode, contract: MarkupContract): MarkupProblem[] {
  const widgets = contractWidgets(contract);
  const opener = contract.$defs[MODAL_OPENER_DEF] as ModalOpenerSchema | undefined;
  // Widget elements and modal openers in document order (an element may be both); a contract from before the modal
  // openers were in it (--schema of an older version) checks widgets only.
  const selector = opener ? `[${runtimeSchema.widgetAttribute}], [${AttributeName.Modal}]` : `[${runtimeSchema.widgetAttribute}]`;
  const problems: MarkupProblem[] = [];
  for (const element of root.querySelectorAll(selector)) {
    const found = [
      ...(element.hasAttribute(runtimeSchema.widgetAttribute) ? checkElement(element, contract, widgets) : []),
      ...(opener && element.hasAttribute(AttributeName.Modal) ? checkModalOpener(element, opener) : []),
    ];
    if (found.length === 0) continue;
    const modal = element.getAttribute(AttributeName.Modal);
    const where = { path: cssPath(element), tag: element.localName, widget: element.getAttribute(runtimeSchema.widgetAttribute) ?? '', ...(modal !== null && { modal }) };
    for (const problem of found) problems.push({ ...where, ...problem });
  }
  return problems;
}

/** Whether a problem is a modal opener's (its attributes), not a widget's. */
export const isOpenerProblem = (problem: Pick<MarkupProblem, 'attribute'>) => problem.attribute.startsWith(AttributeName.Modal);

/** The problems of a modal opener: a modal the host does not have, props that are no JSON object (the host refuses both: its console says why and a link opener's page opens instead). */
export function checkModalOpener(element: Element, opener: ModalOpenerSchema): { attribute: string; reason: string }[] {
  const problems: { attribute: string; reason: string }[] = [];
  const name = element.getAttribute(AttributeName.Modal) ?? '';
  const names = opener.properties[AttributeName.Modal]?.enum ?? [];
  if (!names.includes(name)) {
    const guess = closest(name, [...names]);
    problems.push({ attribute: AttributeName.Modal, reason: `unknown modal "${name}"${guess ? ` (did you mean "${guess}"?)` : ''}; known: ${names.join(', ')}` });
  }
  const props = element.getAttribute(AttributeName.ModalProps);
  // As the host reads it: an empty attribute means no props.
  if (props) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(props);
    } catch (error) {
      problems.push({ attribute: AttributeName.ModalProps, reason: `must be a JSON object (${(error as Error).message})` });
      return problems;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) problems.push({ attribute: AttributeName.ModalProps, reason: 'must be a JSON object' });
  }
  return problems;
}

/** The problems of one widget element, in the order of its attributes. */
export function checkElement(
  element: Element,
  contract: MarkupContract,
  widgets: Map<string, WidgetSchema> = contractWidgets(contract),
): { attribute: string; reason: string }[] {
  const name = element.getAttribute(runtimeSchema.widgetAttribute) ?? '';
  const widget = widgets.get(name);
  if (!widget) {
    const guess = closest(name, [...widgets.keys()]);
    return [{ attribute: runtimeSchema.widgetAttribute, reason: `unknown widget "${name}"${guess ? ` (did you mean "${guess}"?)` : ''}` }];
  }
  const problems: { attribute: string; reason: string }[] = [];
  const known = Object.keys(widget.properties);
  for (const { name: attribute, value } of Array.from(element.attributes)) {
    if (!attribute.startsWith(runtimeSchema.propAttributePrefix)) continue;
    const attributeSchema = widget.properties[attribute];
    // Allowed without being the widget's (a modal opener's attributes): checked as an opener's.
    if (!attributeSchema && widget.propertyNames.anyOf[1].enum.includes(attribute)) continue;
    if (!attributeSchema) {
      const guess = closest(attribute, known);
      problems.push({ attribute, reason: `is no attribute of ${name}${guess ? ` (did you mean ${guess}?)` : ''}` });
      continue;
    }
    const values = resolve(attributeSchema, contract).enum;
    // Props are judged below, by the runtime's rules; this is the runtime's own attributes (data-etl-activate).
    if (!attributeSchema[PROP_KEYWORD] && values && !values.includes(value)) {
      problems.push({ attribute, reason: `must be one of ${values.join(', ')}, got "${value}"` });
    }
  }
  for (const [attribute, attributeSchema] of Object.entries(widget.properties)) {
    const prop = attributeSchema[PROP_KEYWORD];
    if (!prop) continue;
    const parsed = parseProps(element, { [prop.name]: prop.spec });
    if (!parsed.ok) problems.push({ attribute, reason: parsed.error.message.slice(parsed.error.attribute.length).trim() });
  }
  return problems.sort((a, b) => attributeIndex(element, a.attribute) - attributeIndex(element, b.attribute));
}

function resolve(attributeSchema: AttributeSchema, contract: MarkupContract): AttributeSchema {
  const ref = attributeSchema.$ref?.replace('#/$defs/', '');
  return ref ? ({ ...(contract.$defs[ref] as AttributeSchema), ...attributeSchema, $ref: undefined } as AttributeSchema) : attributeSchema;
}

/** Missing attributes (a required prop) sort last. */
function attributeIndex(element: Element, attribute: string): number {
  const index = Array.from(element.attributes).findIndex((a) => a.name === attribute);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/** `main#content > ul.grid > li:nth-of-type(3) > div.pc-like`: up to the nearest id, at most five steps. */
export function cssPath(element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node && steps.length < 5; node = node.parentElement) {
    if (node.id) {
      steps.unshift(`${node.localName}#${node.id}`);
      break;
    }
    const className = node.classList[0];
    let step = node.localName + (className ? `.${className}` : '');
    const parent = node.parentElement;
    if (parent) {
      const sameTag = Array.from(parent.children).filter((child) => child.localName === node!.localName);
      if (sameTag.length > 1) step += `:nth-of-type(${sameTag.indexOf(node) + 1})`;
    }
    steps.unshift(step);
    if (node.localName === 'body') break;
  }
  return steps.join(' > ');
}

/** The known name nearest to a misspelt one (at most a third of its letters differ, the shared prefix aside), if any. */
function closest(name: string, candidates: string[]): string | undefined {
  const bare = (text: string) => text.replace(runtimeSchema.propAttributePrefix, '');
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(bare(name).length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(bare(name), bare(candidate));
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The problems as the command prints them: one block per element, one line per attribute. */
export function formatProblems(problems: readonly MarkupProblem[]): string {
  const lines: string[] = [];
  let last = '';
  for (const problem of problems) {
    const marks = [problem.widget && `${runtimeSchema.widgetAttribute}="${problem.widget}"`, problem.modal !== undefined && `${AttributeName.Modal}="${problem.modal}"`];
    const head = `<${problem.tag} ${marks.filter(Boolean).join(' ')}> at ${problem.path}`;
    if (head !== last) lines.push(head);
    last = head;
    lines.push(`  ${problem.attribute}: ${problem.reason}`);
  }
  return lines.join('\n');
}
