// The Custom Elements Manifest (dist/custom-elements.json) of the public element, by
// @custom-elements-manifest/analyzer with three plugins of ours:
// - the define helper: elements register through define('tag', Class) (src/components/define.ts),
//   which the analyzer does not know as customElements.define;
// - the public events: names, descriptions and detail types from PublicEventMap (src/events.ts);
// - the CSS custom properties: each one `tessera-brand css` emits (the built CLI is asked), with
//   the brand schema's description and default, in place of the JSDoc's `--tessera-*` wildcard.
// Run by scripts/build-package.ts after the CLI is built; test/node/manifest.test.ts checks it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ELEMENT = 'TesseraBooking';
const DEFINITION = 'custom-element-definition';

function defineHelperPlugin() {
  return {
    name: 'tessera-define-helper',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      if (node.expression.text !== 'define') return;
      const [tag, klass] = node.arguments;
      if (!tag || !klass || !ts.isStringLiteral(tag) || !ts.isIdentifier(klass)) return;
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        {
          kind: 'custom-element-definition',
          name: tag.text,
          declaration: { name: klass.text, module: moduleDoc.path },
        },
      ];
    },
  };
}

/** PublicEventMap's members: name, detail type as written, JSDoc. */
function publicEvents(ts) {
  const file = 'src/events.ts';
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const map = source.statements.find(
    (s) => ts.isInterfaceDeclaration(s) && s.name.text === 'PublicEventMap',
  );
  if (!map) throw new Error('PublicEventMap not found in src/events.ts');
  return map.members.map((m) => ({
    name: m.name.text,
    detail: m.type.getText(source).replace(/\s+/g, ' '),
    description: ts
      .getJSDocCommentsAndTags(m)
      .map((d) => (typeof d.comment === 'string' ? d.comment : ''))
      .join(' ')
      .trim(),
  }));
}

/**
 * What `tessera-brand css --json` prints for an empty brand: every property, at its default. The
 * built CLI, or the one TESSERA_BRAND_CLI names (the manifest test runs bin/tessera-brand.js).
 */
function brandProperties() {
  const cli = process.env.TESSERA_BRAND_CLI ?? 'dist/cli/tessera-brand.js';
  const dir = mkdtempSync(join(tmpdir(), 'tessera-cem-'));
  const brand = join(dir, 'brand.json');
  writeFileSync(brand, '{}');
  const out = execFileSync(process.execPath, [cli, 'css', brand, '--json'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    encoding: 'utf8',
  });
  return JSON.parse(out).properties;
}

/** The brand schema's fields by custom property name (`--tessera-page-text-muted`). */
function schemaFields() {
  const schema = JSON.parse(readFileSync('brand-schema/brand.schema.json', 'utf8'));
  const kebab = (s) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const fields = new Map();
  const walk = (node, path) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (key === 'dark') continue;
      const next = [...path, key];
      if (child.properties) walk(child, next);
      else fields.set(`--tessera-${next.map(kebab).join('-')}`, { ...child, path: next.join('.') });
    }
  };
  walk(schema, []);
  return fields;
}

function publicApiPlugin() {
  let ts;
  return {
    name: 'tessera-public-api',
    initialize(options) {
      ts = options.ts;
    },
    packageLinkPhase({ customElementsManifest }) {
      const events = publicEvents(ts);
      const properties = brandProperties();
      const fields = schemaFields();
      const definitions = [];
      for (const mod of customElementsManifest.modules) {
        // The package's consumers import the built module, not src.
        mod.path = 'dist/lib/index.js';
        for (const exp of mod.exports ?? []) {
          if (exp.declaration?.module) exp.declaration.module = mod.path;
        }
        // The main entry registers nothing: `./define` (dist/lib/define.js) does.
        definitions.push(...(mod.exports ?? []).filter((e) => e.kind === DEFINITION));
        mod.exports = (mod.exports ?? []).filter((e) => e.kind !== DEFINITION);
        for (const decl of mod.declarations ?? []) {
          if (decl.name !== ELEMENT) continue;
          decl.members = (decl.members ?? []).filter(
            (m) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.name.startsWith('_'),
          );
          const fires = new Map((decl.events ?? []).map((e) => [e.name, e.description]));
          decl.events = events.map((e) => ({
            name: e.name,
            type: { text: `CustomEvent<${e.detail}>` },
            description: fires.get(e.name) || e.description,
          }));
          const own = (decl.cssProperties ?? []).filter((p) => !p.name.includes('*'));
          decl.cssProperties = [
            ...Object.entries(properties).map(([name, value]) => {
              const field = fields.get(name);
              return {
                name,
                default: value,
                description: field
                  ? `${field.title}: ${field.description} (brand file field \`${field.path}\`)`
                  : `Brand field (${name.slice('--tessera-'.length)})`,
              };
            }),
            ...own,
          ];
        }
      }
      customElementsManifest.modules.push({
        kind: 'javascript-module',
        path: 'dist/lib/define.js',
        declarations: [],
        exports: definitions,
      });
    },
  };
}

export default {
  globs: ['src/tessera-booking.ts'],
  outdir: 'dist',
  litelement: true,
  packagejson: false,
  plugins: [defineHelperPlugin(), publicApiPlugin()],
};
