import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WidgetDefinition } from '@etalage/runtime';
import { commonWidgetDefinitions } from './definitions-common.js';
import { pageWidgetDefinitions } from './definitions-pages.js';
import { partnerWidgetDefinitions } from './definitions-partner.js';
import { modalDefinitions, type ModalDefinition } from './modal-host/registry.js';
import { PARTNER_SHARED_FOLDERS, partnerFolders } from '../../../scripts/partner-folders.mjs';
import { isModal, isWidget, NOT_A_WIDGET, propsOnRuntimeAttributes } from '../../../scripts/generate-widgets.js';

/**
 * A widget is its folder: `<name>/index.ts` exports the one definition of the widget or modal of that name, and
 * the definition is in one registry (a widget in the every-page or the page registry, a modal in the modal host's).
 * The registries are generated from the folders (scripts/generate-widgets.ts, which names the folders that hold no
 * widget): these tests check the generator's output against the folders themselves.
 */

type Definition = WidgetDefinition | ModalDefinition;

const srcDir = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_A_WIDGET.includes(entry.name))
  .map((entry) => entry.name);
const definitionsByFolder = await Promise.all(
  folders
    .filter((folder) => existsSync(join(srcDir, folder, 'index.ts')))
    .map(async (folder) => {
      const exports = Object.values((await import(`./${folder}/index.ts`)) as Record<string, unknown>);
      return { folder, definitions: exports.filter((value): value is Definition => isWidget(value) || isModal(value)) };
    }),
);
const fromFolders = definitionsByFolder.flatMap(({ definitions }) => definitions);
/** The chunk groups' modules (chunk-groups/load.ts holds their loaders): each re-exports its widgets' components. */
const groups = readdirSync(join(srcDir, 'chunk-groups'))
  .filter((file) => file.endsWith('.ts') && file !== 'load.ts')
  .map((file) => file.slice(0, -'.ts'.length));
const pascalCase = (name: string) => name.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase());
const registeredWidgets = [...commonWidgetDefinitions, ...pageWidgetDefinitions];
const duplicates = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

describe('widget and modal folders', () => {
  it('every folder has an index.ts', () => {
    expect(folders.filter((folder) => !existsSync(join(srcDir, folder, 'index.ts')))).toEqual([]);
  });

  it('each index.ts defines one widget or modal, named as its folder', () => {
    const wrong = definitionsByFolder
      .filter(({ folder, definitions }) => definitions.length !== 1 || definitions[0]!.name !== folder)
      .map(({ folder, definitions }) => `${folder}/index.ts: ${JSON.stringify(definitions.map((definition) => definition.name))}`);
    expect(wrong).toEqual([]);
  });
});

describe('widget registries', () => {
  it('every widget a folder defines is in the every-page or the page registry, once', () => {
    const names = registeredWidgets.map((definition) => definition.name);
    const missing = fromFolders.filter(isWidget).filter((definition) => !registeredWidgets.includes(definition));
    expect(missing.map((definition) => definition.name)).toEqual([]);
    expect(duplicates(names)).toEqual([]);
  });

  it('no prop is read from an attribute of the runtime’s own (`state` would be `data-etl-state`)', () => {
    const colliding = registeredWidgets.flatMap((definition) => propsOnRuntimeAttributes(definition).map((prop) => `${definition.name}.${prop}`));
    expect(colliding).toEqual([]);
  });

  it('every registered widget comes from its folder’s index.ts', () => {
    expect(registeredWidgets.filter((definition) => !fromFolders.includes(definition)).map((definition) => definition.name)).toEqual([]);
  });

  it('each widget’s load gives its component or enhancer', async () => {
    const loaded = await Promise.all(registeredWidgets.map(async (definition) => [definition.name, typeof (await definition.load()).default] as const));
    expect(loaded.filter(([, type]) => type !== 'function')).toEqual([]);
  });

  it('the partner registry holds registered widgets only', () => {
    const names = new Set(registeredWidgets.map((definition) => definition.name));
    expect(partnerWidgetDefinitions.map((definition) => definition.name).filter((name) => !names.has(name))).toEqual([]);
  });

  it('the partner stylesheet takes the folders of the partner registry’s widgets and of the modals that say partner', () => {
    const partnerModals = modalDefinitions.filter((modal) => modal.partner).map((modal) => modal.name);
    const expected = [...PARTNER_SHARED_FOLDERS, ...partnerWidgetDefinitions.map((definition) => definition.name), ...partnerModals];
    expect(partnerFolders(srcDir).sort()).toEqual(expected.sort());
  });
});

describe('modal registry', () => {
  it('every modal a folder defines is in the modal host’s registry, once, and nothing else is', () => {
    const modals = fromFolders.filter(isModal);
    expect(modals.filter((modal) => !modalDefinitions.includes(modal)).map((modal) => modal.name)).toEqual([]);
    expect(modalDefinitions.filter((modal) => !modals.includes(modal)).map((modal) => modal.name)).toEqual([]);
    expect(duplicates(modalDefinitions.map((modal) => modal.name))).toEqual([]);
  });

  it('each modal’s load gives its component', async () => {
    const loaded = await Promise.all(modalDefinitions.map(async (modal) => [modal.name, typeof (await modal.load()).default] as const));
    expect(loaded.filter(([, type]) => type !== 'function')).toEqual([]);
  });
});

describe('chunk groups', () => {
  it('a group exports each of its widgets’ components under the folder’s name in PascalCase, the one its load gives', async () => {
    const wrong: string[] = [];
    for (const name of groups) {
      const group = (await import(`./chunk-groups/${name}.ts`)) as Record<string, unknown>;
      for (const [key, component] of Object.entries(group)) {
        const definition = registeredWidgets.find((candidate) => pascalCase(candidate.name) === key);
        if (!definition || (await definition.load()).default !== component) wrong.push(`chunk-groups/${name}.ts: ${key}`);
      }
    }
    expect(groups.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
