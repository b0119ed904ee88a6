// `tessera-brand render email|ticket`: the files a distributor's server would send, written by the
// CLI as it runs from the repository (bin/tessera-brand.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const cli = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/tessera-brand.js', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const dir = mkdtempSync(join(tmpdir(), 'tessera-render-'));
const booking = JSON.parse(readFileSync('examples/booking.json', 'utf8')) as {
  reference: string;
};

test('render email writes the HTML, the text part and the MJML', () => {
  const out = join(dir, 'email');
  const r = cli(
    'render',
    'email',
    '--brand',
    'demo/brands/grand-theatre.json',
    '--booking',
    'examples/booking.json',
    '--out',
    out,
    '--asset-base',
    'https://cdn.example.com/brand/',
  );
  assert.equal(r.code, 0, r.err);
  assert.deepEqual(readdirSync(out).sort(), ['email.html', 'email.mjml', 'email.txt']);
  assert.deepEqual(r.out.trim().split('\n'), [
    join(out, 'email.html'),
    join(out, 'email.txt'),
    join(out, 'email.mjml'),
  ]);
  const html = readFileSync(join(out, 'email.html'), 'utf8');
  assert.match(html, /^<!doctype html>/i);
  assert.ok(html.includes('https://cdn.example.com/brand/logos/grand-theatre-dark.svg'));
  const text = readFileSync(join(out, 'email.txt'), 'utf8');
  assert.ok(text.includes(booking.reference) && text.includes('Paid: £233.40'), text);
});

test('render ticket writes one PDF with a page per ticket', async () => {
  const out = join(dir, 'ticket');
  const r = cli(
    'render',
    'ticket',
    '--brand',
    'demo/brands/wanderlust-tours.json',
    '--booking',
    'test/fixtures/booking-ar.json',
    '--out',
    out,
  );
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out.trim(), join(out, 'tickets.pdf'));
  const data = new Uint8Array(readFileSync(join(out, 'tickets.pdf')));
  const pdf = await getDocument({ data, verbosity: 0 }).promise;
  assert.equal(pdf.numPages, 4);
});

test('render: a brand with errors renders with defaults and exits 1; a bad booking exits 2', () => {
  const broken = cli(
    'render',
    'email',
    '--brand',
    'demo/brands/broken.json',
    '--booking',
    'examples/booking.json',
    '--out',
    join(dir, 'broken'),
  );
  assert.equal(broken.code, 1);
  assert.match(broken.err, /^\/page\/backgroud: unknown key/m);
  assert.ok(readdirSync(join(dir, 'broken')).includes('email.html'));

  const bad = join(dir, 'bad-booking.json');
  writeFileSync(bad, JSON.stringify({ ...booking, currency: 'pounds' }));
  const r = cli(
    'render',
    'ticket',
    '--brand',
    'demo/brands/default.json',
    '--booking',
    bad,
    '--out',
    join(dir, 'bad'),
  );
  assert.equal(r.code, 2);
  assert.match(r.err, /booking\.currency: must be an ISO 4217 code/);
});

test('render: usage errors exit 2', () => {
  assert.equal(cli('render', 'email', '--brand', 'demo/brands/default.json').code, 2);
  assert.equal(cli('render', 'flyer', '--brand', 'a', '--booking', 'b', '--out', 'c').code, 2);
  const unknown = cli('render', 'email', '--colour', 'red');
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /unexpected "--colour"/);
});
