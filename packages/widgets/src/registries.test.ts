import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WidgetDefinition } from '@etalage/runtime';
import { commonWidgetDefinitions } from './definitions-common.js';
import { pageWidgetDefinitions } from './definitions-pages.js';
import { partnerWidgetDefinitions } from './definitions-partner.js';

/**
 * A widget is its folder: `<name>/index.ts` exports the definition whose name is the folder's, and the definition
 * is in the every-page or the page registry. These lists are what does not follow that rule yet (issue 24); they
 * may only shrink.
 */
const DEFINED_OUTSIDE_THEIR_FOLDER: string[] = [];
const IN_ANOTHER_WIDGETS_FOLDER: Record<string, string> = {};

const isDefinition = (value: unknown): value is WidgetDefinition =>
  typeof value === 'object' && value !== null && typeof (value as WidgetDefinition).name === 'string' && typeof (value as WidgetDefinition).load === 'function';

const srcDir = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(srcDir, entry.name, 'index.ts')))
  .map((entry) => entry.name);
const definitionsByFolder = await Promise.all(
  folders.map(async (folder) => ({
    folder,
    definitions: Object.values((await import(`./${folder}/index.ts`)) as Record<string, unknown>).filter(isDefinition),
  })),
);
const registered = [...commonWidgetDefinitions, ...pageWidgetDefinitions];

describe('widget registries', () => {
  it('each folder’s index.ts defines the widget of the folder’s name', () => {
    const misnamed = definitionsByFolder.flatMap(({ folder, definitions }) =>
      definitions.filter((definition) => definition.name !== folder && IN_ANOTHER_WIDGETS_FOLDER[definition.name] !== folder).map((d) => `${folder}/index.ts: "${d.name}"`),
    );
    expect(misnamed).toEqual([]);
  });

  it('every widget a folder defines is in the every-page or the page registry, once', () => {
    const names = registered.map((definition) => definition.name);
    const missing = definitionsByFolder.flatMap(({ definitions }) => definitions.map((d) => d.name)).filter((name) => !names.includes(name));
    expect(missing).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('every registered widget comes from its folder’s index.ts, but for the known exceptions', () => {
    const fromFolders = new Set(definitionsByFolder.flatMap(({ definitions }) => definitions));
    const elsewhere = registered.filter((definition) => !fromFolders.has(definition)).map((definition) => definition.name);
    expect(elsewhere.sort()).toEqual([...DEFINED_OUTSIDE_THEIR_FOLDER].sort());
  });

  it('the partner registry holds registered widgets only', () => {
    const names = new Set(registered.map((definition) => definition.name));
    expect(partnerWidgetDefinitions.map((definition) => definition.name).filter((name) => !names.has(name))).toEqual([]);
  });
});
