/**
 * A Vite plugin that loads each generated translation module (src/generated/locales/<locale>.ts,
 * written by `lit-localize build`) in a compact form: one string, a line per message, its key then
 * `:` then its text. A key is the shortest prefix that tells the widget's message ids apart,
 * without the `s` every id starts with (`3f7` for `s3f7c0…`, three characters on average for 562
 * messages instead of seventeen). The ids were half of each language's chunk gzipped (a 64-bit
 * hash does not compress); every text stays as it was. One string rather than an object of
 * strings took another 0.2 to 0.3 KB gzipped off each language (no quotes, colons and commas
 * around every text).
 *
 * A value with placeholders keeps them as `${0}`, `${1}`…, the index of the value in the English
 * message, as in the generated module; src/localization-compact.ts turns them back into templates.
 *
 * The prefixes must tell apart every id in the source, not only the translated ones, or a message
 * not yet translated could find another's text: the ids come from messages/messages.json (the
 * catalogue of the source's messages, kept current by `npm run localize:build` and checked by a
 * test). A locale module with an id the catalogue lacks fails the build.
 */
import { readFileSync } from 'node:fs';
import type * as TS from 'typescript';
import type { Plugin } from 'vite';

const LOCALE_MODULE = /[\\/]src[\\/]generated[\\/]locales[\\/][a-z]+\.ts$/;

let parser: typeof TS | undefined;
const typescript = async () => (parser ??= (await import('typescript')).default);

/** The messages of a generated locale module: id and text, `${n}` for the n-th value. */
export async function readLocaleModule(code: string, fileName = 'locale.ts') {
  const ts = await typescript();
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true);
  const entries: [string, string][] = [];
  const visit = (node: TS.Node): void => {
    if (!ts.isPropertyAssignment(node)) return void ts.forEachChild(node, visit);
    const id = node.name.getText(source);
    const value = node.initializer;
    if (ts.isNoSubstitutionTemplateLiteral(value) || ts.isStringLiteral(value)) {
      if (value.text.includes('${')) throw new Error(`${fileName}: ${id} has a literal "\${"`);
      entries.push([id, value.text]);
    } else if (
      ts.isTaggedTemplateExpression(value) &&
      value.tag.getText(source) === 'str' &&
      ts.isTemplateExpression(value.template)
    ) {
      const { head, templateSpans } = value.template;
      let text = head.text;
      for (const span of templateSpans) {
        if (!ts.isNumericLiteral(span.expression)) throw new Error(`${fileName}: ${id}`);
        text += `\${${span.expression.text}}${span.literal.text}`;
      }
      entries.push([id, text]);
    } else {
      // html`` translations would need Lit templates: the widget has none (the catalogue checks).
      throw new Error(`${fileName}: ${id} is neither a string nor a str\`\` template`);
    }
  };
  visit(source);
  return entries;
}

/** Each id's shortest prefix (its kind letter and at least one hex digit) that no other id has. */
export function shortKeys(ids: Iterable<string>): Map<string, string> {
  const sorted = [...new Set(ids)].sort();
  const keys = new Map<string, string>();
  sorted.forEach((id, i) => {
    // Sorted, the ids sharing the longest prefix with this one are its neighbours.
    const common = (other?: string) => {
      let n = 0;
      while (other && n < id.length && id[n] === other[n]) n++;
      return n;
    };
    const length = Math.max(common(sorted[i - 1]), common(sorted[i + 1]), 1) + 1;
    keys.set(id, id.slice(0, length));
  });
  return keys;
}

/** The message ids of the source, from the catalogue. */
export function sourceIds(catalog = 'messages/messages.json'): string[] {
  const json = JSON.parse(readFileSync(catalog, 'utf8')) as { messages: Record<string, unknown> };
  return Object.keys(json.messages);
}

/** The compact module for a generated locale module's code. */
export async function compactLocaleModule(code: string, ids: string[], fileName?: string) {
  const entries = await readLocaleModule(code, fileName);
  const known = new Set(ids);
  const unknown = entries.map(([id]) => id).filter((id) => !known.has(id));
  if (unknown.length) {
    throw new Error(
      `${fileName}: ${unknown.length} id(s) not in messages/messages.json (${unknown.slice(0, 3).join(', ')}): npm run localize:build`,
    );
  }
  const keys = shortKeys(ids);
  const lines = entries.map(([id, text]) => {
    // A line per message: the id's kind letter is implied, and a text never breaks a line.
    if (!id.startsWith('s')) throw new Error(`${fileName}: ${id} is not a plain message's id`);
    if (/[\n\r\u2028\u2029]/.test(text)) throw new Error(`${fileName}: ${id} has a line break`);
    return `${keys.get(id)!.slice(1)}:${text}`;
  });
  // A template literal keeps the line breaks as they are: only `, \ and ${ are escaped.
  const literal = lines.join('\n').replace(/[`\\]|\$\{/g, (m) => `\\${m}`);
  return `export const templates = \`${literal}\`;\n`;
}

/**
 * Builds only: the dev server serves the generated modules as they are (as web-test-runner does),
 * since loading the TypeScript parser there delayed a page's first language by seconds.
 */
export function compactLocales(): Plugin {
  return {
    name: 'tessera-compact-locales',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!LOCALE_MODULE.test(file)) return null;
      const code = readFileSync(file, 'utf8');
      return { code: await compactLocaleModule(code, sourceIds(), file), map: null };
    },
  };
}
