/**
 * The product card's widget slots are a design written by hand: what a slot takes (a variant, a voucher, the
 * carousel's controls), the props it gives its widget and where each layout places it (`@etalage/markup`'s
 * card-widgets.ts and product-card.ts). What follows from the folders is checked here: a widget whose `placement`
 * names a `cardSlot` has that slot in the browser's plain slots (mounting the widget by its name; optional in
 * `CardWidgets` only where the server alone draws it) and in the server's prerendered slots (drawn by the
 * renderer of its folder's server.ts), and every slot there belongs to one widget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const CARD_WIDGETS_FILE = 'packages/markup/src/card-widgets.ts';
export const SERVER_CARD_FILE = 'packages/widgets/src/server/card.ts';

export interface CardSlotClaim {
  folder: string;
  cardSlot: string;
}

const parse = (root: string, path: string) => ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true);

/** The properties of the object literal assigned to `name` in `file`, by their names. */
function objectLiteral(file: ts.SourceFile, name: string): Map<string, ts.Node> {
  const properties = new Map<string, ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === name && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      for (const property of node.initializer.properties) if (property.name) properties.set(property.name.getText(file), property);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return properties;
}

/** `interface CardWidgets`: each slot, and whether it is optional. */
function slotsOfInterface(file: ts.SourceFile): Map<string, { optional: boolean }> {
  const slots = new Map<string, { optional: boolean }>();
  for (const statement of file.statements) {
    if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== 'CardWidgets') continue;
    for (const member of statement.members) if (member.name) slots.set(member.name.getText(file), { optional: member.questionToken !== undefined });
  }
  return slots;
}

/** Identifiers imported by `file`, each with the module it comes from. */
function importedFrom(file: ts.SourceFile): Map<string, string> {
  const from = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) from.set(element.name.text, statement.moduleSpecifier.text);
  }
  return from;
}

/** The texts of the nodes under `node` that `text` reads (identifiers, string literals). */
function textsIn(node: ts.Node, text: (child: ts.Node) => string | undefined): string[] {
  const texts: string[] = [];
  const visit = (child: ts.Node) => {
    const found = text(child);
    if (found !== undefined) texts.push(found);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return texts;
}
const identifiersIn = (node: ts.Node) => textsIn(node, (child) => (ts.isIdentifier(child) ? child.text : undefined));
const stringsIn = (node: ts.Node) => textsIn(node, (child) => (ts.isStringLiteral(child) ? child.text : undefined));

/** What disagrees between the folders' `cardSlot`s and the two slot maps: none when all is well. */
export function cardSlotProblems(claims: CardSlotClaim[], root: string): string[] {
  const problems: string[] = [];
  const markup = parse(root, CARD_WIDGETS_FILE);
  const server = parse(root, SERVER_CARD_FILE);
  const slots = slotsOfInterface(markup);
  const plain = objectLiteral(markup, 'plainCardWidgets');
  const prerendered = objectLiteral(server, 'prerenderedCardWidgets');
  const serverImports = importedFrom(server);

  const owners = new Map<string, string>();
  for (const { folder, cardSlot } of claims) {
    const where = `${folder}: its placement's cardSlot "${cardSlot}"`;
    if (owners.has(cardSlot)) problems.push(`${where} is ${owners.get(cardSlot)}'s too: a slot holds one widget`);
    owners.set(cardSlot, folder);
    const slot = slots.get(cardSlot);
    if (!slot) {
      problems.push(`${where} is not in interface CardWidgets (${CARD_WIDGETS_FILE})`);
      continue;
    }
    const plainSlot = plain.get(cardSlot);
    if (!plainSlot && !slot.optional) problems.push(`${where} has no plain slot in plainCardWidgets (${CARD_WIDGETS_FILE})`);
    if (plainSlot && !stringsIn(plainSlot).includes(folder)) problems.push(`${where}: the plain slot in plainCardWidgets (${CARD_WIDGETS_FILE}) does not mount '${folder}'`);
    const serverSlot = prerendered.get(cardSlot);
    if (!serverSlot) problems.push(`${where} has no prerendered slot in prerenderedCardWidgets (${SERVER_CARD_FILE})`);
    else if (!identifiersIn(serverSlot).some((name) => serverImports.get(name) === `../${folder}/server.js`)) {
      problems.push(`${where}: its prerendered slot in prerenderedCardWidgets (${SERVER_CARD_FILE}) does not call a renderer of ../${folder}/server.js`);
    }
  }
  for (const slot of slots.keys()) {
    if (!owners.has(slot)) problems.push(`CardWidgets' slot "${slot}" (${CARD_WIDGETS_FILE}) belongs to no widget: the widget's placement says \`cardSlot: '${slot}'\``);
  }
  return problems;
}
