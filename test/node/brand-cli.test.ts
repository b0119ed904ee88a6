import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIELDS } from '../../src/brand/fields.js';

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
});
