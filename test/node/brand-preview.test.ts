// `tessera-brand preview`: a local server for one surface in a brand, read afresh on each request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'tessera-preview-'));
mkdirSync(join(dir, 'logos'));
for (const logo of ['grand-theatre.svg', 'grand-theatre-dark.svg'])
  copyFileSync(`demo/brands/logos/${logo}`, join(dir, `logos/${logo}`));
const brandFile = join(dir, 'brand.json');
const brand = JSON.parse(readFileSync('demo/brands/grand-theatre.json', 'utf8')) as {
  page: Record<string, string>;
  $schema?: string;
};
delete brand.$schema;
writeFileSync(brandFile, JSON.stringify(brand));

/** Starts the preview on a free port; answers its URL and a stop that waits for the exit. */
async function preview(surface: string) {
  const child = spawn(
    process.execPath,
    ['bin/tessera-brand.js', 'preview', brandFile, '--surface', surface, '--port', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d));
  const url = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      const m = /(http:\/\/\S+)/.exec(out);
      if (m) done(m[1]!);
    });
    child.on('exit', (code) => fail(new Error(`preview exited ${code}: ${err}`)));
  });
  const stop = () =>
    new Promise<number | null>((done) => {
      child.removeAllListeners('exit');
      child.on('exit', (code) => done(code));
      child.kill('SIGTERM');
    });
  return { url, stop, output: () => out };
}

test('preview --surface email serves the email as HTML, its text part, and the brand logo', async () => {
  const p = await preview('email');
  try {
    assert.match(p.output(), /^email preview of .*brand\.json: http:\/\/127\.0\.0\.1:\d+\/$/m);
    const page = await fetch(p.url);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type')!, /^text\/html/);
    const html = await page.text();
    assert.match(html, /TSB-000001/);
    assert.match(html, new RegExp(brand.page.background!, 'i'));
    const logo =
      /<img src="(http:[^"]+\/__tessera-preview\/logos\/grand-theatre[a-z-]*\.svg)"/.exec(html);
    assert.ok(logo, 'the header logo is served by the preview');
    const svg = await fetch(logo[1]!);
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml');
    const text = await (await fetch(new URL('/email.txt', p.url))).text();
    assert.match(text, /TSB-000001/);
    // Nothing outside the brand file's folder.
    const outside = await fetch(new URL('/__tessera-preview/..%2f..%2fetc%2fpasswd', p.url));
    assert.equal(outside.status, 404);

    // An edit shows at the next request.
    writeFileSync(
      brandFile,
      JSON.stringify({ ...brand, page: { ...brand.page, background: '#fff3e0' } }),
    );
    assert.match(await (await fetch(p.url)).text(), /#fff3e0/i);
  } finally {
    writeFileSync(brandFile, JSON.stringify(brand));
    assert.equal(await p.stop(), 0, 'stops cleanly on SIGTERM');
  }
});

test('preview --surface ticket serves the e-ticket PDF', async () => {
  const p = await preview('ticket');
  try {
    const pdf = await fetch(p.url);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), '%PDF-');
    assert.ok(bytes.length > 10_000);
  } finally {
    await p.stop();
  }
});

test(
  'preview --surface widget serves the demo page with the brand file in its editor',
  { timeout: 120_000 },
  async () => {
    const p = await preview('widget');
    try {
      assert.match(p.url, /\/demo\/\?brand=%2F__tessera-preview%2Fbrand\.json$/);
      const page = await fetch(p.url);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<tessera-booking/);
      const served = await fetch(new URL('/__tessera-preview/brand.json', p.url));
      assert.deepEqual(await served.json(), brand);
      // The sandbox API answers beside it, as in the demo.
      assert.equal((await fetch(new URL('/__sandbox/info', p.url))).status, 200);
    } finally {
      await p.stop();
    }
  },
);

test('preview without a surface is a usage error (exit 2)', async () => {
  const child = spawn(process.execPath, ['bin/tessera-brand.js', 'preview', brandFile]);
  const code = await new Promise((done) => child.on('exit', done));
  assert.equal(code, 2);
});
