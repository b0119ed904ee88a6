/**
 * The import graph of src/**\/*.ts, read from the import and export statements with the
 * TypeScript parser (no type checking, so it is quick). Shared by the node tests that keep the
 * shape of src: no import cycles, no export nobody imports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve('.');

/** How a module is reached: a static value import, a type-only one, or a lazy import(). */
export type EdgeKind = 'value' | 'type' | 'lazy';

export interface ImportEdge {
  /** Repository-relative path of the imported module (posix separators). */
  to: string;
  kind: EdgeKind;
  /** The names taken from it ('*' for a namespace or `export *`, 'default' for a default). */
  names: string[];
}

export interface ExportInfo {
  kind: 'value' | 'type';
  /** The module itself uses the name beyond declaring it. */
  usedInside: boolean;
  /** A class the module registers as a custom element (define('tessera-x', Class)). */
  element: boolean;
}

export interface ModuleInfo {
  file: string;
  imports: ImportEdge[];
  /** Names this module exports, and whether each is a type or a value. */
  exports: Map<string, ExportInfo>;
}

const posix = (p: string) => p.split(sep).join('/');

export function listTs(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listTs(p));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(posix(relative(ROOT, p)));
  }
  return out.sort();
}

/** './x.js' from a file -> the repository-relative .ts (or .d.ts/.js) it names; null if outside. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(ROOT, dirname(from), specifier);
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.d.ts'),
    base,
    `${base}.ts`,
    join(base, 'index.ts'),
  ];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return found ? posix(relative(ROOT, found)) : null;
}

function hasExportModifier(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function isDefault(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  );
}

export function readModule(file: string): ModuleInfo {
  const text = readFileSync(resolve(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const imports: ImportEdge[] = [];
  const exports = new Map<string, ExportInfo>();
  const declared = new Map<string, 'value' | 'type'>();
  const exportName = (name: string, kind: 'value' | 'type') =>
    exports.set(name, { kind, usedInside: false, element: false });
  const add = (specifier: string, kind: EdgeKind, names: string[]) => {
    const to = resolveSpecifier(file, specifier);
    if (to) imports.push({ to, kind, names });
  };

  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      declared.set(statement.name.text, 'type');
    }
  }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        names.push(...namespaceUses(source, bindings.name));
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
      }
      // With verbatimModuleSyntax, `import { type A } from` stays as a side-effect import: only
      // `import type` is erased.
      add(statement.moduleSpecifier.text, clause?.isTypeOnly ? 'type' : 'value', names);
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      const names: string[] = [];
      if (!clause) names.push('*');
      else if (ts.isNamespaceExport(clause)) exportName(clause.name.text, 'value');
      else {
        for (const el of clause.elements) {
          const typeOnly = statement.isTypeOnly || el.isTypeOnly;
          const local = statement.moduleSpecifier ? undefined : (el.propertyName ?? el.name).text;
          exportName(
            el.name.text,
            typeOnly ? 'type' : local ? (declared.get(local) ?? 'value') : 'value',
          );
          names.push((el.propertyName ?? el.name).text);
        }
      }
      if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        add(statement.moduleSpecifier.text, statement.isTypeOnly ? 'type' : 'value', names);
      }
    } else if (ts.isExportAssignment(statement)) {
      exportName('default', 'value');
    } else if (hasExportModifier(statement)) {
      if (isDefault(statement)) exportName('default', 'value');
      else if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) exportName(d.name.text, 'value');
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        const type = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
        exportName(statement.name.text, type ? 'type' : 'value');
      }
    }
  }

  // import('./x.js') anywhere, and import('./x.js').T in type positions.
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, 'lazy', ['*']);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(
        node.argument.literal.text,
        'type',
        node.qualifier ? [qualifierHead(node.qualifier)] : ['*'],
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  markInsideUses(source, exports);
  return { file, imports, exports };
}

/** Which exports the module uses itself, and which classes it registers as custom elements. */
function markInsideUses(source: ts.SourceFile, exports: Map<string, ExportInfo>) {
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && exports.has(node.text)) {
      const parent = node.parent;
      const declaring =
        ((ts.isFunctionDeclaration(parent) ||
          ts.isClassDeclaration(parent) ||
          ts.isInterfaceDeclaration(parent) ||
          ts.isTypeAliasDeclaration(parent) ||
          ts.isEnumDeclaration(parent) ||
          ts.isVariableDeclaration(parent)) &&
          parent.name === node) ||
        ts.isExportSpecifier(parent);
      if (!declaring) exports.get(node.text)!.usedInside = true;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'define' &&
      node.arguments[1] &&
      ts.isIdentifier(node.arguments[1])
    ) {
      const info = exports.get(node.arguments[1].text);
      if (info) info.element = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/**
 * The members read through a namespace import (`data.load(...)`, `data.Type`); '*' when the
 * namespace object itself is used (passed on, spread, indexed).
 */
function namespaceUses(source: ts.SourceFile, ns: ts.Identifier): string[] {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === ns.text && node !== ns) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        names.add(parent.name.text);
      } else if (ts.isQualifiedName(parent) && parent.left === node) {
        names.add(parent.right.text);
      } else {
        names.add('*');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...names];
}

function qualifierHead(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : qualifierHead(name.left);
}

export function readModules(files: string[]): Map<string, ModuleInfo> {
  return new Map(files.map((f) => [f, readModule(f)]));
}

/**
 * The cycles of the graph restricted to the given edge kinds, each as a path that starts and ends
 * at the same module (one per strongly connected component: enough to name the problem).
 */
export function findCycles(modules: Map<string, ModuleInfo>, kinds: EdgeKind[]): string[][] {
  const next = (file: string) =>
    (modules.get(file)?.imports ?? [])
      .filter((e) => kinds.includes(e.kind) && modules.has(e.to))
      .map((e) => e.to);
  // Tarjan's strongly connected components.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next(v).includes(v)) components.push(component);
    }
  };
  for (const file of [...modules.keys()].sort()) if (!indices.has(file)) connect(file);

  // A concrete path around each component, found breadth-first from its first module.
  return components.map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const v = queue.shift()!;
      for (const w of next(v)) {
        if (!inside.has(w)) continue;
        if (w === start) {
          const path = [start];
          for (let u: string | undefined = v; u && u !== start; u = previous.get(u))
            path.splice(1, 0, u);
          return [...path, start];
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return [...component, component[0]!];
  });
}

export interface UnusedExport {
  file: string;
  name: string;
  kind: 'value' | 'type';
  /** The module uses it itself: only the `export` is unused. */
  usedInside: boolean;
  element: boolean;
}

/**
 * The exports of `files` that no module of `modules` imports. A namespace import counts the
 * members it reads; `export *` or a namespace passed on whole counts every name.
 */
export function unusedExports(modules: Map<string, ModuleInfo>, files: string[]): UnusedExport[] {
  const imported = new Map<string, Set<string>>();
  for (const m of modules.values()) {
    for (const e of m.imports) {
      if (e.to === m.file) continue;
      if (!imported.has(e.to)) imported.set(e.to, new Set());
      for (const n of e.names) imported.get(e.to)!.add(n);
    }
  }
  return files.flatMap((file) => {
    const names = imported.get(file) ?? new Set<string>();
    if (names.has('*')) return [];
    return [...(modules.get(file)?.exports ?? [])]
      .filter(([name]) => !names.has(name))
      .map(([name, info]) => ({ file, name, ...info }));
  });
}
