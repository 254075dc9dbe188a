import type { WidgetDefinition } from '@etalage/runtime';
import { widgetDefinitions } from '../definitions.js';
import { partnerWidgetDefinitions } from '../definitions-partner.js';
import { modalDefinitions } from '../modal-host/registry.js';
import { markupContract, type MarkupContract } from './schema.js';
import { widgetDoc, type WidgetDoc } from './docs.js';

export { markupContract, contractWidgets, modalOpenerSchema, MODAL_OPENER_DEF, type MarkupContract, type WidgetSchema, type AttributeSchema, type ModalOpenerSchema } from './schema.js';
export { widgetDoc, type WidgetDoc, type PropDoc } from './docs.js';
export { checkMarkup, checkElement, formatProblems, type MarkupProblem } from './check.js';

/** Every widget a page may hold: the storefront's registries and the partner bundle's (same names, same props). */
export const contractDefinitions: readonly WidgetDefinition[] = [...widgetDefinitions, ...partnerWidgetDefinitions];

/** The markup contract of every widget there is, and of the openers of every modal. */
export const etalageMarkupContract = (): MarkupContract =>
  markupContract(
    contractDefinitions,
    modalDefinitions.map((modal) => modal.name),
  );

/** The docs data of one widget (its props table), or undefined for a name no registry has. */
export function docsOf(name: string): WidgetDoc | undefined {
  const definition = contractDefinitions.find((d) => d.name === name);
  return definition && widgetDoc(definition);
}
