import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIELDS } from '../../src/brand/fields.js';
import { contrastSuggestions } from '../../src/brand/contrast-fix.js';
import { processBrand } from '../../src/brand/process.js';

const cli = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/tessera-brand.js', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const dir = mkdtempSync(join(tmpdir(), 'tessera-brand-'));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const goodBrands = readdirSync('demo/brands')
  .filter((f) => f.endsWith('.json') && f !== 'broken.json')
  .map((f) => `demo/brands/${f}`);

test('check: the demo brands are valid and free of warnings (exit 0)', () => {
  assert.ok(goodBrands.length >= 5);
  const r = cli('check', ...goodBrands);
  assert.equal(r.code, 0, r.out + r.err);
  assert.equal(r.out.split('\n').filter((l) => l.startsWith('/')).length, 0, r.out);
});

test('check: the broken brand gives exit 1 and one pointer-first line per problem', () => {
  const r = cli('check', 'demo/brands/broken.json');
  assert.equal(r.code, 1);
  const lines = r.out.trim().split('\n');
  assert.ok(lines.length >= 15, r.out);
  for (const line of lines) assert.match(line, /^\/[^:]*: /);
  assert.ok(lines.includes('/page/backgroud: unknown key; did you mean "background"?'));
  assert.ok(lines.some((l) => l.startsWith('/page/text: warning: contrast')));
});

test('check: exit 2 for an unreadable file or one that is not JSON', () => {
  assert.equal(cli('check', join(dir, 'missing.json')).code, 2);
  const notJson = cli('check', file('bad.json', '{ "primary": '));
  assert.equal(notJson.code, 2);
  assert.match(notJson.err, /not JSON/);
  assert.equal(cli('check', goodBrands[0]!, join(dir, 'missing.json')).code, 2);
});

test('check: warnings alone keep exit 0 and are marked as warnings', () => {
  const r = cli('check', file('warn.json', '{"page": {"text": "#eeeeee"}}'));
  assert.equal(r.code, 0);
  assert.match(r.out, /^\/page\/text: warning: /m);
});

test('resolve of {} prints every documented default', () => {
  const r = cli('resolve', file('empty.json', '{}'));
  assert.equal(r.code, 0);
  const out = JSON.parse(r.out) as Record<string, Record<string, string> | string>;
  for (const field of FIELDS) {
    const [g, key] = field.path.split('.');
    const value = key === undefined ? out[g!] : (out[g!] as Record<string, string>)[key];
    assert.equal(value, field.default, field.path);
  }
});

test('resolve --scheme dark folds the dark group in', () => {
  const p = file(
    'dark.json',
    '{"page": {"text": "#111111"}, "dark": {"page": {"text": "#eeeeee"}}}',
  );
  assert.equal((JSON.parse(cli('resolve', p).out).page as Record<string, string>).text, '#111111');
  const dark = JSON.parse(cli('resolve', p, '--scheme', 'dark').out);
  assert.equal(dark.page.text, '#eeeeee');
  assert.equal(dark.dark, undefined);
});

test('css prints the custom properties with rem turned into px', () => {
  const r = cli(
    'css',
    file('css.json', '{"radius": "1rem", "page": {"textMuted": "#555555"}}'),
    '--scheme',
    'light',
  );
  assert.equal(r.code, 0);
  assert.match(r.out, /--tessera-radius: 16px;/);
  assert.match(r.out, /--tessera-page-text-muted: #555555;/);
  assert.match(r.out, /--tessera-neutral-500: #aaaaaa;/);
});

test('usage errors exit 2', () => {
  assert.equal(cli().code, 2);
  assert.equal(cli('frobnicate', 'x.json').code, 2);
  assert.equal(cli('resolve', goodBrands[0]!, '--scheme', 'sepia').code, 2);
  // An option the command does not take is named as one, not read as a file called "--bogus".
  const bogus = cli('check', goodBrands[0]!, '--bogus');
  assert.equal(bogus.code, 2);
  assert.match(bogus.err, /^unknown option --bogus for check/);
});

test('output cut short by its reader (| head) ends the CLI quietly, with no stack trace', () => {
  const r = spawnSync(
    '/bin/sh',
    // Far more than a pipe holds (64 KB): the CLI is still writing when head has gone.
    ['-c', `node bin/tessera-brand.js check ${'demo/brands/broken.json '.repeat(100)}| head -1`],
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0);
  assert.doesNotMatch(r.stderr, /EPIPE|Error/);
});

const nestedText = (levels: number) => `${'{"page": '.repeat(levels)}{}${'}'.repeat(levels)}`;

test('check: a file nested 10,000 levels deep is named as such (exit 1), not "not JSON"', () => {
  for (const text of [nestedText(10_000), `${'['.repeat(10_000)}${']'.repeat(10_000)}`]) {
    const r = cli('check', file('deep.json', `{"primary": "#123456", "card": ${text}}`));
    assert.equal(r.code, 1, r.err);
    assert.equal(
      r.out,
      '/: nested deeper than 32 levels; a brand file needs at most 3; using the default brand\n',
    );
  }
});

test('resolve of a file nested too deep prints the default brand and the problem on stderr', () => {
  const r = cli('resolve', file('deep.json', nestedText(40)));
  assert.equal(r.code, 1);
  assert.match(r.err, /^\/: nested deeper than 32 levels/);
  assert.equal(JSON.parse(r.out).primary, FIELDS.find((f) => f.path === 'primary')!.default);
});

test(
  'check: a 10 MB file is refused as larger than 256 KB in one line, without being parsed',
  { timeout: 60_000 },
  () => {
    const keys: string[] = [];
    for (let i = 0, size = 0; size < 10 * 1024 * 1024; i++) {
      keys.push(`"k${i}":${i}`);
      size += keys.at(-1)!.length + 1;
    }
    const r = cli('check', file('huge.json', `{${keys.join(',')}}`));
    assert.equal(r.code, 1, r.err);
    assert.equal(
      r.out,
      '/: larger than 256 KB (10.0 MB); a brand file needs a few KB; using the default brand\n',
    );
  },
);

test('check: many unknown keys in one object are reported once, with their count', () => {
  const brand: Record<string, unknown> = { primary: '#123456', page: { backgroud: '#ffffff' } };
  for (let i = 0; i < 17_000; i++) brand[`k${i}`] = i;
  const r = cli('check', file('unknown.json', JSON.stringify(brand)));
  assert.equal(r.code, 1);
  const lines = r.out.trim().split('\n');
  assert.equal(lines.filter((l) => l.includes('unknown key')).length, 2, r.out.slice(0, 2000));
  assert.match(lines[0]!, /^\/: 17000 unknown keys \(first: "k0", "k1", "k2" …\); allowed here: /);
  assert.ok(lines.includes('/page/backgroud: unknown key; did you mean "background"?'));
});

test('check: at most 50 problems per file, then "… and N more problems"; long lines are cut', () => {
  const faces = Array.from({ length: 120 }, (_, i) => ({ weight: 1000 + i, url: 'f.woff2' }));
  const brand = { primary: `#${'0'.repeat(100_000)}`, fontFaces: faces };
  const { messages } = processBrand(brand);
  // check adds a line for each contrast suggestion that no warning carries (a dark value kept).
  const warned = new Set(
    messages.filter((m) => m.message.startsWith('contrast of')).map((m) => m.pointer),
  );
  const total =
    messages.length +
    contrastSuggestions(brand).suggestions.filter((x) => !warned.has(x.pointer)).length;
  assert.ok(total > 120);
  const r = cli('check', file('many.json', JSON.stringify(brand)));
  assert.equal(r.code, 1);
  const lines = r.out.trim().split('\n');
  assert.equal(lines.length, 51);
  assert.equal(lines[50], `… and ${total - 50} more problems`);
  for (const line of lines) assert.ok(line.length <= 501, line.slice(0, 80));
  const css = cli('css', file('many.json', JSON.stringify(brand)));
  assert.equal(css.err.trim().split('\n').length, 51);
});

test('--version prints the package version; --help the commands and exit codes (exit 0)', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  assert.deepEqual(cli('--version'), { code: 0, out: `${pkg.version}\n`, err: '' });
  const help = cli('--help');
  assert.equal(help.code, 0);
  assert.match(help.out, /check <file\.\.\.> \[--json\]/);
  assert.match(help.out, /exit codes: 0 valid .* 1 invalid, 2 unreadable/);
});

test('check --json: one document with each file verdict and problems; the same exit codes', () => {
  const r = cli('check', '--json', goodBrands[0]!, 'demo/brands/broken.json');
  assert.equal(r.code, 1);
  const doc = JSON.parse(r.out) as {
    exitCode: number;
    files: { file: string; valid: boolean; problems: { pointer: string; severity: string }[] }[];
  };
  assert.equal(doc.exitCode, 1);
  assert.deepEqual(
    doc.files.map((f) => f.valid),
    [true, false],
  );
  assert.ok(doc.files[1]!.problems.some((p) => p.pointer === '/page/backgroud'));
  const missing = cli('check', '--json', join(dir, 'missing.json'));
  assert.equal(missing.code, 2);
  assert.equal(
    (JSON.parse(missing.out) as { files: { error: string }[] }).files[0]!.error.length > 0,
    true,
  );
});

test('css --json: every custom property by name, as the text output has them', () => {
  const p = file('json.json', '{"radius": "1rem"}');
  const text = cli('css', p).out;
  const { properties } = JSON.parse(cli('css', p, '--json').out) as {
    properties: Record<string, string>;
  };
  assert.equal(properties['--tessera-radius'], '16px');
  const names = [...text.matchAll(/(--tessera-[a-z0-9-]+):/g)].map((m) => m[1]);
  assert.deepEqual(Object.keys(properties), names);
});

test('a leading "tessera-brand" (npx <package> tessera-brand …) is the same command', () => {
  assert.deepEqual(cli('tessera-brand', 'check', goodBrands[0]!), cli('check', goodBrands[0]!));
  assert.equal(cli('tessera-brand', '--version').code, 0);
});
