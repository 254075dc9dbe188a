import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { propAttributeName } from '@etalage/runtime/schema';
import { widgetDefinitions } from '../definitions.js';
import { partnerWidgetDefinitions } from '../definitions-partner.js';
import { contractDefinitions, etalageMarkupContract } from './index.js';
import { contractAjv } from './ajv.test-support.js';
import { PROP_KEYWORD, WIDGET_KEYWORD, markupContract, type AttributeSchema, type WidgetSchema } from './schema.js';

const contract = etalageMarkupContract();


describe('the markup contract schema', () => {
  it('is a valid JSON Schema (draft 2020-12) that compiles in strict mode', () => {
    const ajv = contractAjv();
    expect(ajv.validateSchema(contract), JSON.stringify(ajv.errors)).toBe(true);
    expect(() => ajv.compile(contract)).not.toThrow();
    expect(contract.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('describes a modal opener in $defs, validated by its pointer: a known modal, props as JSON text', () => {
    const ajv = contractAjv({ assertJson: true });
    ajv.addSchema(contract);
    const validOpener = ajv.getSchema(`${contract.$id}#/$defs/modal.opener`)!;
    expect(validOpener({ 'data-etl-modal': 'reviews', 'data-etl-modal-props': '{"variantId":12}', 'data-etl-modal-opener': 'card', href: '/product/12/reviews' })).toBe(true);
    expect(validOpener({ 'data-etl-modal': 'review' })).toBe(false);
    expect(validOpener({ 'data-etl-modal': 'auth', 'data-etl-modal-props': "{view:'login'}" })).toBe(false);
    expect(validOpener({ 'data-etl-modal-props': '{}' })).toBe(false);
  });

  it('names every widget of every registry once', () => {
    const names = [...new Set(contractDefinitions.map((d) => d.name))].sort();
    expect(contract.properties['data-etl-widget'].enum).toEqual(names);
    expect(contract.allOf.map((rule) => rule.then.$ref)).toEqual(names.map((name) => `#/$defs/${name}`));
    // Shared definitions are keyed with a dot, which no widget name has.
    for (const name of names) expect(name).toMatch(/^[a-z][a-z-]*$/);
  });

  it('matches every definition: attributes, types, enums, required props and defaults', () => {
    for (const definition of contractDefinitions) {
      const widget = contract.$defs[definition.name] as WidgetSchema;
      expect(widget.properties['data-etl-widget']).toEqual({ const: definition.name });
      expect(widget[WIDGET_KEYWORD].activation).toBe(definition.activation);
      const required = ['data-etl-widget'];
      for (const [prop, spec] of Object.entries(definition.props)) {
        const attribute = widget.properties[propAttributeName(prop)] as AttributeSchema;
        expect(attribute, `${definition.name}.${prop}`).toBeDefined();
        expect(attribute[PROP_KEYWORD]).toEqual({ name: prop, spec });
        if (spec.type === 'enum') expect(attribute.enum).toEqual(spec.values);
        if (spec.type === 'number') expect((contract.$defs[attribute.$ref!.replace('#/$defs/', '')] as AttributeSchema).pattern).toBeTruthy();
        if (spec.type === 'json') expect(attribute.contentMediaType).toBe('application/json');
        if (spec.type !== 'boolean' && spec.default !== undefined) {
          expect(attribute.default).toBe(spec.type === 'json' ? JSON.stringify(spec.default) : String(spec.default));
        }
        if (spec.type !== 'boolean' && spec.required) required.push(propAttributeName(prop));
      }
      expect(widget.required).toEqual(required);
      // The runtime's own attributes are allowed on every element, no other data-etl-*.
      expect(widget.properties['data-etl-activate']).toEqual({ $ref: '#/$defs/runtime.activate' });
      // Its own and the runtime's attributes, and a modal opener's (a widget element may open a modal).
      expect(widget.propertyNames.anyOf[1].enum).toEqual([...Object.keys(widget.properties), 'data-etl-modal', 'data-etl-modal-props', 'data-etl-modal-opener']);
    }
  });

  it('has the partner bundle’s widgets with the storefront’s props', () => {
    for (const partner of partnerWidgetDefinitions) {
      expect(widgetDefinitions.find((d) => d.name === partner.name)?.props).toEqual(partner.props);
    }
    expect(() => markupContract([...widgetDefinitions, { ...widgetDefinitions[0]!, props: {} }])).toThrow(/two definitions of/);
  });

  it('ships with the package: exported as @etalage/widgets/markup-contract.schema.json, the checker as a bin', () => {
    const manifest = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8'));
    expect(manifest.exports['./markup-contract.schema.json']).toBe('./dist/markup-contract.schema.json');
    expect(manifest.publishConfig.exports['./markup-contract.schema.json']).toBe('./dist/markup-contract.schema.json');
    expect(manifest.bin['etalage-check-markup']).toBe('./bin/check-markup.mjs');
    expect(manifest.files).toEqual(expect.arrayContaining(['dist', 'bin']));
    expect(manifest.scripts.build).toContain('build:contract');
  });
});
