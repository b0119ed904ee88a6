import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatHex, modeOklch, modeRgb, parse, useMode } from 'culori/fn';
import { contrastRatio } from '../../src/brand/color.js';
import { contrastSuggestions, setAtPointer } from '../../src/brand/contrast-fix.js';
import { contrastChecks, failsContrast } from '../../src/brand/contrast.js';
import { processBrand } from '../../src/brand/process.js';

useMode(modeRgb);
const toOklch = useMode(modeOklch);

const contrastWarnings = (brand: unknown) =>
  processBrand(brand).messages.filter((m) => m.message.startsWith('contrast of'));

/** Deliberately bad brands: pale text, dark-on-dark, translucent, inherit, a dark email. */
const BAD: Record<string, object> = {
  'pale light text and links': {
    page: { text: '#aaaaaa', textMuted: '#c8c8c8', link: '#ff9999' },
    primaryButton: { text: '#7788ff' },
    field: { border: '#eeeeee' },
  },
  'a footer and header that do not read (email)': {
    navbar: { background: '#3355aa', text: '#223377' },
    footer: { background: '#222222', text: '#444444', link: '#0044aa' },
  },
  'a dark scheme with dark text, light inherited by dark (inherit)': {
    colorScheme: 'inherit',
    page: { text: '#8a8a8a' },
    dark: { page: { text: '#2a2a2a', textMuted: '#404040' }, status: { info: '#4a1a6a' } },
  },
  'a dark brand whose email is dark': {
    colorScheme: 'dark',
    logo: 'logo.svg',
    dark: { footer: { text: '#3a3a3a' }, navbar: { text: '#202020' } },
  },
  'translucent text and saturated status colours': {
    page: { text: 'rgba(22, 28, 68, 0.35)', textMuted: 'hsl(200, 90%, 60%)' },
    status: { success: '#00ad8f', warning: '#ed8f1c', error: '#ff3366' },
  },
};

for (const [name, brand] of Object.entries(BAD)) {
  test(`every suggestion, applied, passes AA on every surface: ${name}`, () => {
    assert.ok(contrastWarnings(brand).length > 0, 'the brand is bad to begin with');
    const { suggestions, fixed } = contrastSuggestions(brand);
    assert.ok(suggestions.length > 0);
    // Applied one by one to the original, as a person would from check's output.
    const applied = structuredClone(brand) as Record<string, unknown>;
    for (const s of suggestions) {
      assert.match(s.to, /^#[0-9a-f]{6}$/);
      setAtPointer(applied, s.pointer, s.to);
    }
    assert.deepEqual(applied, fixed);
    assert.deepEqual(contrastWarnings(applied), []);
    const { brand: valid, resolved } = processBrand(applied);
    const failing = contrastChecks(valid, resolved.light, resolved.dark).filter(failsContrast);
    assert.deepEqual(failing, []);
  });
}

test('a suggestion keeps the hue and moves as little as it must', () => {
  const { suggestions } = contrastSuggestions({ page: { link: '#ff9999' } });
  const link = suggestions.find((s) => s.pointer === '/page/link')!;
  const from = toOklch(parse('#ff9999')!);
  const to = toOklch(parse(link.to)!);
  assert.ok(Math.abs(from.h! - to.h!) < 3, `hue ${from.h} → ${to.h}`);
  assert.ok(to.l < from.l, 'pale text gets darker on white');
  // A little lighter, at the same hue and chroma, would fail: the suggestion is the nearest.
  const lighter = formatHex({ ...to, l: to.l + 0.01 });
  assert.ok(contrastRatio(link.to, '#ffffff')! >= 4.5);
  assert.ok(contrastRatio(lighter, '#ffffff')! < 4.5, `${lighter} would still pass`);
  assert.ok(link.deltaE > 0 && link.deltaE < 30, `ΔE ${link.deltaE}`);
});

test('each failure names its field and surfaces: email footer and header, e-ticket paper', () => {
  const w = contrastWarnings({
    colorScheme: 'dark',
    logo: 'l.svg',
    page: { textMuted: '#9a9a9a' },
    dark: { footer: { text: '#3a3a3a' } },
  });
  const footer = w.find((m) => m.pointer === '/dark/footer/text');
  assert.match(footer!.message, /in the dark scheme \(widget, email\)/);
  const ticket = w.find((m) => m.message.includes('e-ticket paper'));
  assert.equal(ticket?.pointer, '/page/textMuted');
  assert.match(ticket!.message, /\(e-ticket\)/);
  // A light-only brand's email is light: its light footer is named for the email.
  const light = contrastWarnings({ footer: { background: '#222222', text: '#444444' } });
  assert.ok(light.some((m) => m.pointer === '/footer/text' && /widget, email/.test(m.message)));
  assert.ok(
    !light.some((m) => m.pointer.startsWith('/dark/footer') && /email/.test(m.message)),
    'a light brand sends no dark email',
  );
});

const dir = mkdtempSync(join(tmpdir(), 'tessera-fix-'));
const cli = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/tessera-brand.js', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

test('check prints each suggestion; --fix writes them, keeps the rest; then check is clean', () => {
  const file = join(dir, 'bad.json');
  writeFileSync(
    file,
    JSON.stringify({
      $schema: '../brand.schema.json',
      radius: '4px',
      colorScheme: 'inherit',
      page: { text: '#aaaaaa' },
      footer: { background: '#222222', text: '#444444' },
      dark: { page: { text: '#2a2a2a' } },
    }),
  );
  const before = cli('check', file);
  assert.equal(before.code, 0, before.err);
  assert.match(
    before.out,
    /^\/page\/text: warning: contrast .*; nearest passing colour: #[0-9a-f]{6}$/m,
  );
  assert.match(before.out, /^\/dark\/page\/text: warning: .*nearest passing colour/m);
  assert.match(before.out, /^\/footer\/link: warning: .*it follows footer\.text/m);

  const fix = cli('check', '--fix', file);
  assert.equal(fix.code, 0, fix.err);
  assert.match(fix.out, /^\/page\/text: fixed: #aaaaaa → #[0-9a-f]{6}$/m);
  assert.match(fix.out, /^valid$/m);
  const text = readFileSync(file, 'utf8');
  const json = JSON.parse(text) as Record<string, Record<string, string>>;
  assert.equal(text, `${JSON.stringify(json, null, 2)}\n`, 'JSON with 2-space indents');
  assert.equal(json.$schema, '../brand.schema.json');
  assert.equal(json.radius, '4px');
  assert.equal(json.footer!.background, '#222222', 'backgrounds are left alone');

  const after = cli('check', file);
  assert.equal(after.code, 0);
  assert.equal(after.out, 'valid\n');
  const again = cli('check', '--fix', file);
  assert.equal(readFileSync(file, 'utf8'), text, 'a clean file is not rewritten');
  assert.equal(again.out, 'valid\n');
});

test('check --json --fix reports what it wrote and the file is then clean', () => {
  const file = join(dir, 'bad-json.json');
  writeFileSync(file, '{"page": {"textMuted": "#bbbbbb"}}');
  const r = cli('check', '--json', '--fix', file);
  assert.equal(r.code, 0, r.err);
  const doc = JSON.parse(r.out) as {
    files: { fixed: { pointer: string; to: string }[]; problems: unknown[] }[];
  };
  assert.equal(doc.files[0]!.fixed[0]!.pointer, '/page/textMuted');
  assert.deepEqual(doc.files[0]!.problems, []);
});
