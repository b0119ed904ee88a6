/**
 * The brand file's TypeScript type, written from the published JSON Schema
 * (brand-schema/brand.schema.json), so the type and the schema cannot disagree: every property
 * with its title, description and default as JSDoc. Used by scripts/build-package.ts.
 */

interface SchemaNode {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  title?: string;
  description?: string;
  default?: unknown;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  additionalProperties?: boolean;
  $defs?: Record<string, SchemaNode>;
}

const pascal = (s: string) => s.replace(/(^|[-_ ])(\w)/g, (_, __, c: string) => c.toUpperCase());
const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));

function doc(node: SchemaNode, indent: string): string {
  const lines = [
    node.title && node.description ? `${node.title}: ${node.description}` : node.description,
    node.default !== undefined && typeof node.default !== 'object'
      ? `@default ${JSON.stringify(node.default)}`
      : undefined,
  ].filter((l): l is string => !!l);
  if (lines.length === 0) return '';
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l.replaceAll('*/', '*\\/')}`).join('\n')}\n${indent} */\n`;
}

function typeOf(node: SchemaNode, indent: string): string {
  if (node.$ref) return `Brand${pascal(node.$ref.split('/').at(-1)!)}`;
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (node.type === 'array') return `Array<${typeOf(node.items ?? {}, indent)}>`;
  if (node.type === 'object' || node.properties) {
    const required = new Set(node.required ?? []);
    const inner = `${indent}  `;
    const members = Object.entries(node.properties ?? {}).map(
      ([k, child]) =>
        `${doc(child, inner)}${inner}${key(k)}${required.has(k) ? '' : '?'}: ${typeOf(child, inner)};`,
    );
    return `{\n${members.join('\n')}\n${indent}}`;
  }
  if (node.type === 'integer' || node.type === 'number') return 'number';
  if (node.type === 'boolean') return 'boolean';
  if (node.type === 'string') return 'string';
  return 'unknown';
}

export function brandTypeSource(schema: SchemaNode): string {
  const defs = Object.entries(schema.$defs ?? {}).map(
    ([name, node]) => `${doc(node, '')}export type Brand${pascal(name)} = ${typeOf(node, '')};\n`,
  );
  return (
    '// Generated from brand-schema/brand.schema.json by scripts/build-package.ts. Do not edit.\n\n' +
    `${defs.join('\n')}\n${doc(schema, '')}export interface TesseraBrand ${typeOf(schema, '')}\n`
  );
}
