/**
 * The props of each modal, read by the TypeScript checker from its folder: the first parameter of the component its
 * definition's `load` imports. The generator writes them into @etalage/markup as a type (markup names modals without
 * importing the widgets), so an opener with a misspelt name or a wrong prop fails the type check.
 *
 * A props type is written out in full: literals, unions, arrays, functions and objects; an object type that
 * @etalage/core or @etalage/runtime exports (a `Review`) is imported from there, as markup depends on both.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/** Packages whose exported types the markup package may import: its own dependencies. */
const IMPORTABLE_PACKAGES = ['core', 'runtime'];

export interface ModalPropsTypes {
  /** Each modal's props as a type literal, by the modal's name, in the order given. */
  props: Map<string, string>;
  /** `import type` lines the literals need. */
  imports: string[];
  /** Each modal's props one by one, in the order of its props type (the template macros take them as arguments). */
  fields: Map<string, ModalField[]>;
}

/** One prop of a modal's props type. */
export interface ModalField {
  name: string;
  optional: boolean;
  /** Its type as written in the props literal. */
  type: string;
  /** A callback: it has no JSON form, so no markup can pass it. */
  callback: boolean;
}

/** Where an exported type is imported from: `@etalage/core/api` for the `Review` of packages/core/src/api. */
function exportedTypes(program: ts.Program, checker: ts.TypeChecker, root: string): Map<ts.Symbol, { name: string; from: string }> {
  const found = new Map<ts.Symbol, { name: string; from: string }>();
  for (const folder of IMPORTABLE_PACKAGES) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target !== 'string' || !target.endsWith('.ts')) continue;
      const file = program.getSourceFile(resolve(root, 'packages', folder, target));
      const module = file && checker.getSymbolAtLocation(file);
      if (!module) continue;
      const from = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      for (const exported of checker.getExportsOfModule(module)) {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        if (!found.has(symbol)) found.set(symbol, { name: exported.name, from });
      }
    }
  }
  return found;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const config = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
  // No ambient types (node's): the props need none, and the checker reads only what the modals import.
  return { ...ts.parseJsonConfigFileContent(config.config, ts.sys, root).options, noEmit: true, types: [] };
}

/** The `load` of the object literal `<folder>/index.ts` exports: the modal's definition. */
function loadOf(file: ts.SourceFile): ts.Expression | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!declaration.initializer || !ts.isObjectLiteralExpression(declaration.initializer)) continue;
      const load = declaration.initializer.properties.find((property) => property.name?.getText(file) === 'load');
      if (load && ts.isPropertyAssignment(load)) return load.initializer;
    }
  }
  return undefined;
}

/** The props of every modal folder (`<widgetsSrc>/<name>/index.ts`); throws when one cannot be read or written. */
export function modalPropsTypes(widgetsSrc: string, names: string[]): ModalPropsTypes {
  const root = resolve(widgetsSrc, '../../..');
  const entries = IMPORTABLE_PACKAGES.flatMap((folder) => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8')) as { exports: Record<string, string> };
    return Object.values(manifest.exports).filter((target) => typeof target === 'string' && target.endsWith('.ts')).map((target) => resolve(root, 'packages', folder, target));
  });
  const indexFiles = names.map((name) => join(widgetsSrc, name, 'index.ts'));
  const program = ts.createProgram([...indexFiles, ...entries.filter((file) => existsSync(file))], compilerOptions(root));
  const checker = program.getTypeChecker();
  const importable = exportedTypes(program, checker, root);
  const imports = new Map<string, Set<string>>();
  const problems: string[] = [];

  const print = (type: ts.Type, where: string): string => {
    const primitive = ts.TypeFlags.String | ts.TypeFlags.Number | ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Unknown;
    if (type.isStringLiteral()) return `'${type.value.replace(/[\\']/g, '\\$&')}'`;
    if (type.flags & primitive) return checker.typeToString(type);
    if (type.isUnion()) {
      const members = type.types.map((member) => print(member, where));
      const joined = members.includes('true') && members.includes('false') ? [...members.filter((member) => member !== 'true' && member !== 'false'), 'boolean'] : members;
      return [...new Set(joined)].join(' | ');
    }
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const exported = symbol && importable.get(symbol);
    if (exported) {
      if (!imports.has(exported.from)) imports.set(exported.from, new Set());
      imports.get(exported.from)!.add(exported.name);
      return exported.name;
    }
    if (checker.isArrayType(type)) {
      const element = print(checker.getTypeArguments(type as ts.TypeReference)[0]!, where);
      return /[ |]/.test(element) ? `(${element})[]` : `${element}[]`;
    }
    if (type.getCallSignatures().length > 0 && type.getProperties().length === 0) {
      const signature = type.getCallSignatures()[0]!;
      const parameters = signature.getParameters().map((parameter) => `${parameter.name}: ${print(checker.getTypeOfSymbol(parameter), where)}`);
      return `(${parameters.join(', ')}) => ${print(signature.getReturnType(), where)}`;
    }
    if (type.flags & ts.TypeFlags.Object) return objectLiteral(type, where);
    problems.push(`${where}: cannot write the type ${checker.typeToString(type)} for @etalage/markup`);
    return 'unknown';
  };

  const fieldsOf = (type: ts.Type, where: string): ModalField[] =>
    type.getProperties().map((property) => {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const propertyType = optional ? checker.getNonNullableType(checker.getTypeOfSymbol(property)) : checker.getTypeOfSymbol(property);
      const callback = propertyType.getCallSignatures().length > 0 && propertyType.getProperties().length === 0;
      return { name: property.name, optional, type: print(propertyType, `${where}.${property.name}`), callback };
    });
  const literalOf = (fields: ModalField[]): string =>
    fields.length ? `{ ${fields.map((field) => `${field.name}${field.optional ? '?' : ''}: ${field.type}`).join('; ')} }` : 'Record<string, never>';
  const objectLiteral = (type: ts.Type, where: string): string => literalOf(fieldsOf(type, where));

  const props = new Map<string, string>();
  const fields = new Map<string, ModalField[]>();
  for (const [i, name] of names.entries()) {
    const file = program.getSourceFile(indexFiles[i]!);
    const load = file && loadOf(file);
    const loaded = load && checker.getTypeAtLocation(load).getCallSignatures()[0]?.getReturnType();
    const module = loaded && checker.getAwaitedType(loaded);
    const component = module?.getProperty('default');
    const signature = component && checker.getTypeOfSymbol(component).getCallSignatures()[0];
    if (!signature) {
      problems.push(`${name}/index.ts: its definition's \`load\` must import a module whose default export is the modal's component`);
      continue;
    }
    const parameter = signature.getParameters()[0];
    const modalFields = parameter ? fieldsOf(checker.getTypeOfSymbol(parameter), name) : [];
    fields.set(name, modalFields);
    props.set(name, literalOf(modalFields));
  }
  if (problems.length) throw new Error(`generate-widgets (modal props):\n  ${problems.join('\n  ')}`);
  const importLines = [...imports].sort(([a], [b]) => a.localeCompare(b)).map(([from, types]) => `import type { ${[...types].sort().join(', ')} } from '${from}';`);
  return { props, imports: importLines, fields };
}
