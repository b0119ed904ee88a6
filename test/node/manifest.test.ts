// The Custom Elements Manifest (custom-elements-manifest.config.mjs), generated here into a
// temporary folder, lists the public element with every event the code dispatches to the host page
// (its detail typed) and every CSS custom property the brand CLI emits, each described.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
}
interface ElementDoc {
  name: string;
  tagName?: string;
  description?: string;
  attributes?: (Described & { fieldName?: string })[];
  members?: (Described & { kind: string; privacy?: string })[];
  events?: Described[];
  cssProperties?: Described[];
  cssParts?: Described[];
  slots?: Described[];
}
interface Manifest {
  modules: {
    path: string;
    declarations?: ElementDoc[];
    exports?: { kind: string; name: string; declaration?: { module?: string } }[];
  }[];
}

const ROOT = resolve('.');
let dir: string;
let manifest: Manifest;
let element: ElementDoc;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-cem-'));
  execFileSync(
    process.execPath,
    [
      'node_modules/@custom-elements-manifest/analyzer/cem.js',
      'analyze',
      '--quiet',
      // The analyzer joins outdir to the working directory.
      '--outdir',
      relative(ROOT, dir),
    ],
    { env: { ...process.env, TESSERA_BRAND_CLI: 'bin/tessera-brand.js' }, stdio: 'inherit' },
  );
  manifest = JSON.parse(readFileSync(join(dir, 'custom-elements.json'), 'utf8')) as Manifest;
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
  assert.equal(elements.length, 1, 'one public element');
  element = elements[0]!;
});
after(() => rmSync(dir, { recursive: true, force: true }));

function walk(path: string): string[] {
  return readdirSync(path).flatMap((name) => {
    const p = join(path, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Every public event a source file sends: `emitHostEvent(target, 'tessera-…', …)`. */
function dispatchedEvents(): Set<string> {
  const names = new Set<string>();
  for (const file of walk('src').filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/emitHostEvent\(\s*[^,()]+,\s*'([a-z-]+)'/g)) names.add(m[1]!);
  }
  return names;
}

/** The names of PublicEventMap in src/events.ts. */
function declaredEvents(): Set<string> {
  const text = readFileSync('src/events.ts', 'utf8');
  const body = text.slice(text.indexOf('export interface PublicEventMap {'));
  const map = body.slice(0, body.indexOf('\n}\n'));
  return new Set([...map.matchAll(/^ {2}'([a-z-]+)':/gm)].map((m) => m[1]!));
}

/** The custom properties `tessera-brand css` prints for a brand with every field set. */
function brandCssProperties(): string[] {
  const file = join(dir, 'brand.json');
  writeFileSync(file, readFileSync('demo/brands/grand-theatre.json', 'utf8'));
  const out = execFileSync(process.execPath, ['bin/tessera-brand.js', 'css', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return [...out.matchAll(/^\s*(--tessera-[a-z0-9-]+):/gm)].map((m) => m[1]!);
}

test('the element is tessera-booking, registered through the define helper, described', () => {
  assert.equal(element.tagName, 'tessera-booking');
  assert.equal(element.name, 'TesseraBooking');
  assert.ok(element.description && element.description.length > 40);
  // Registered by the `./define` entry; the main entry (dist/lib/index.js) registers nothing.
  const definitions = manifest.modules.flatMap((m) =>
    (m.exports ?? [])
      .filter((e) => e.kind === 'custom-element-definition')
      .map((e) => [m.path, e.name, e.declaration?.module]),
  );
  assert.deepEqual(definitions, [['dist/lib/define.js', 'tessera-booking', 'dist/lib/index.js']]);
});

test('every event the code sends to the host page is in the manifest, typed and described', () => {
  const dispatched = dispatchedEvents();
  const declared = declaredEvents();
  assert.ok(dispatched.size >= 10, `found ${dispatched.size} dispatched events`);
  const events = new Map((element.events ?? []).map((e) => [e.name, e]));
  const missing = [...new Set([...dispatched, ...declared])].filter((name) => !events.has(name));
  assert.deepEqual(missing, [], 'events missing from the manifest');
  for (const event of events.values()) {
    assert.match(event.type?.text ?? '', /^CustomEvent<.+>$/, `${event.name} has its detail type`);
    assert.ok(event.description, `${event.name} is described`);
    assert.ok(declared.has(event.name), `${event.name} is declared public in src/events.ts`);
  }
  console.log(`${events.size} events, each typed`);
});

test('every CSS custom property the brand CLI emits is in the manifest, described', () => {
  const emitted = brandCssProperties();
  assert.ok(emitted.length >= 70, `the CLI printed ${emitted.length} properties`);
  const listed = new Map((element.cssProperties ?? []).map((p) => [p.name, p]));
  assert.deepEqual(
    emitted.filter((name) => !listed.has(name)),
    [],
    'CSS properties missing from the manifest',
  );
  for (const p of listed.values()) assert.ok(p.description, `${p.name} is described`);
  assert.ok(!listed.has('--tessera-*'), 'no wildcard in place of the real names');
  // Each brand field's property says which surfaces the field styles (from the brand schema).
  for (const p of listed.values())
    if (p.description!.includes('brand file field'))
      assert.match(p.description!, /Surfaces: the widget/, p.name);
  assert.match(
    listed.get('--tessera-page-divider')!.description!,
    /Surfaces: the widget, the order email, the e-ticket\./,
  );
  console.log(`${listed.size} CSS custom properties (${emitted.length} from the brand)`);
});

test('attributes, properties, parts and slot: all listed and described; nothing private', () => {
  const attributes = new Map((element.attributes ?? []).map((a) => [a.name, a]));
  for (const name of ['api-base', 'distributor', 'brand', 'language', 'currency', 'api-version']) {
    assert.ok(attributes.has(name), `attribute ${name}`);
  }
  for (const name of ['city', 'color-scheme', 'stripe-key', 'booking-fee', 'payment-method-id']) {
    assert.ok(attributes.has(name), `attribute ${name}`);
  }
  assert.ok(attributes.has('data-layer') && attributes.has('url-state'));
  for (const name of ['routing', 'user-id', 'distributor-session-id', 'currencies']) {
    assert.ok(attributes.has(name), `attribute ${name}`);
  }
  const methods = (element.members ?? []).filter((m) => m.kind === 'method');
  for (const name of ['open', 'search', 'reset', 'navigate']) {
    const method = methods.find((m) => m.name === name);
    assert.ok(method?.description, `method ${name} is listed and described`);
  }
  for (const a of attributes.values()) assert.ok(a.description, `attribute ${a.name} is described`);
  const fields = (element.members ?? []).filter((m) => m.kind === 'field');
  for (const name of ['apiBase', 'brandConfig', 'getAuthToken']) {
    assert.ok(
      fields.some((f) => f.name === name),
      `property ${name}`,
    );
  }
  assert.deepEqual(
    (element.members ?? []).filter((m) => m.privacy || m.name.startsWith('_')).map((m) => m.name),
    [],
  );
  for (const m of fields) assert.ok(m.description, `property ${m.name} is described`);
  // A distributor's own words: typed, and pointing at the list of message ids in the package.
  const messages = fields.find((f) => f.name === 'messages');
  assert.match(messages?.type?.text ?? '', /MessageOverrides/);
  assert.match(messages?.description ?? '', /messages\.json/);
  assert.deepEqual((element.cssParts ?? []).map((p) => p.name).sort(), ['footer', 'navbar']);
  assert.deepEqual(
    (element.slots ?? []).map((s) => s.name),
    ['footer'],
  );
  console.log(`${attributes.size} attributes, ${fields.length} properties`);
});
