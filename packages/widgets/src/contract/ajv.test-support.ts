import { Ajv2020 } from 'ajv/dist/2020.js';
import { PROP_KEYWORD, WIDGET_KEYWORD } from './schema.js';

/**
 * A stock JSON Schema validator, as a template in another language would use one: Ajv in strict mode, told of our
 * two annotation keywords (other validators ignore unknown keywords). `assertJson` makes it check
 * `contentMediaType: application/json` too, which draft 2020-12 leaves to the validator (many only annotate).
 */
export function contractAjv({ assertJson = false } = {}) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addKeyword({ keyword: PROP_KEYWORD, schemaType: 'object' });
  ajv.addKeyword({ keyword: WIDGET_KEYWORD, schemaType: 'object' });
  if (assertJson) {
    ajv.removeKeyword('contentMediaType');
    ajv.addKeyword({
      keyword: 'contentMediaType',
      type: 'string',
      schemaType: 'string',
      error: { message: 'must be JSON' },
      validate: (mediaType: string, text: string) => {
        if (mediaType !== 'application/json') return true;
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      },
    });
  }
  return ajv;
}
