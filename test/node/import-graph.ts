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

export interface ModuleInfo {
  file: string;
  imports: ImportEdge[];
  /** Names this module exports (types included). */
  exports: Set<string>;
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
  const exports = new Set<string>();
  const add = (specifier: string, kind: EdgeKind, names: string[]) => {
    const to = resolveSpecifier(file, specifier);
    if (to) imports.push({ to, kind, names });
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
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
      else if (ts.isNamespaceExport(clause)) exports.add(clause.name.text);
      else {
        for (const el of clause.elements) {
          exports.add(el.name.text);
          names.push((el.propertyName ?? el.name).text);
        }
      }
      if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        add(statement.moduleSpecifier.text, statement.isTypeOnly ? 'type' : 'value', names);
      }
    } else if (ts.isExportAssignment(statement)) {
      exports.add('default');
    } else if (hasExportModifier(statement)) {
      if (isDefault(statement)) exports.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) exports.add(d.name.text);
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        exports.add(statement.name.text);
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
  return { file, imports, exports };
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
