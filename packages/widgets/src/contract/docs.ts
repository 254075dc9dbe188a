import type { WidgetDefinition } from '@etalage/runtime';
import { propAttributeName } from '@etalage/runtime/schema';
import { defaultText, propTypeWords } from './schema.js';

/** One row of a widget's props table (Storybook, the examples page): from the definition, like the schema. */
export interface PropDoc {
  prop: string;
  attribute: string;
  type: string;
  required: boolean;
  /** The default as the attribute's text; undefined when there is none. */
  default: string | undefined;
}

export interface WidgetDoc {
  name: string;
  activation: WidgetDefinition['activation'];
  /** An enhancer keeps the element's own HTML and adds behaviour to it. */
  enhance: boolean;
  /** Prerendered markup is resumed (mounted without rendering) rather than rendered over. */
  resumable: boolean;
  props: PropDoc[];
}

export function widgetDoc(definition: WidgetDefinition): WidgetDoc {
  return {
    name: definition.name,
    activation: definition.activation,
    enhance: definition.enhance === true,
    resumable: definition.resume !== undefined,
    props: Object.entries(definition.props).map(([prop, spec]) => ({
      prop,
      attribute: propAttributeName(prop),
      type: propTypeWords(spec),
      required: spec.type !== 'boolean' && spec.required === true,
      default: defaultText(spec),
    })),
  };
}
