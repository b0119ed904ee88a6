// The package as a distributor's developer gets it: `npm run build`, `npm pack`, the tarball
// installed into a fresh project (its production dependencies only), then imported on a server,
// bundled, type-checked (the element, its attributes, its events; React and Vue entries), and its
// CLI run. Prints the tarball's file count and sizes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve('.');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  version: string;
  devDependencies: Record<string, string>;
};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
}

let dir: string;
let app: string;
let packed: PackResult;

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

before(
  () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-pack-'));
    const start = Date.now();
    run(npm, ['run', 'build', '--silent'], ROOT);
    const built = Date.now();
    const out = run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], ROOT);
    packed = (JSON.parse(out) as PackResult[])[0]!;
    app = join(dir, 'app');
    mkdirSync(app);
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'distributor-app', private: true, type: 'module' }),
    );
    // The framework types the React and Vue entries augment, at the versions the repo tests with.
    const frameworks = ['@types/react', 'vue'].map((p) => `${p}@${pkg.devDependencies[p]}`);
    run(
      npm,
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        join(dir, packed.filename),
        ...frameworks,
      ],
      app,
    );
    console.log(
      `build ${((built - start) / 1000).toFixed(1)} s, pack and install ` +
        `${((Date.now() - built) / 1000).toFixed(1)} s`,
    );
  },
  { timeout: 150_000 },
);
after(() => dir && rmSync(dir, { recursive: true, force: true }));

const installed = () => join(app, 'node_modules', ...pkg.name.split('/'));

test('the tarball holds the builds, types, manifest, CLI and schema, and nothing else', () => {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `${packed.filename}: ${packed.entryCount} files, ${mb(packed.size)} packed, ` +
      `${mb(packed.unpackedSize)} unpacked`,
  );
  const paths = packed.files.map((f) => f.path);
  const outside = paths.filter(
    (p) =>
      !/^(dist\/(lib|types|cli|chunks)\/|dist\/(tessera\.js|custom-elements\.json)$)/.test(p) &&
      !['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(p) &&
      p !== 'brand-schema/brand.schema.json' &&
      p !== 'messages/messages.json' &&
      // The sample booking `tessera-brand preview` renders when no --booking is given.
      p !== 'examples/booking.json',
  );
  assert.deepEqual(outside, [], 'files a consumer does not need');
  for (const p of [
    'LICENSE',
    'dist/lib/index.js',
    'dist/lib/define.js',
    'dist/tessera.js',
    'examples/booking.json',
  ]) {
    assert.ok(paths.includes(p), p);
  }
  for (const p of ['dist/types/package.d.ts', 'dist/types/react.d.ts', 'dist/types/vue.d.ts']) {
    assert.ok(paths.includes(p), p);
  }
  const manifest = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8')) as Record<
    string,
    unknown
  > & { exports: Record<string, string | Record<string, string>> };
  assert.equal(manifest.private, undefined);
  assert.equal(manifest.license, 'MIT');
  assert.deepEqual(manifest.sideEffects, ['./dist/lib/define.js']);
  for (const [entry, target] of Object.entries(manifest.exports)) {
    for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
      assert.ok(existsSync(join(installed(), file)), `exports ${entry}: ${file} is in the package`);
    }
  }
  assert.ok(packed.size < 2 * 1024 * 1024, 'the tarball stays small');
});

test('importing the main entry on a server touches neither window nor customElements', () => {
  // Dependencies load first (Lit installs its own server shims); then every global our modules
  // could reach is a trap.
  writeFileSync(
    join(app, 'ssr.mjs'),
    `import 'lit'; import 'lit/decorators.js'; import '@lit/localize';
import 'lit/directives/keyed.js';
const touched = [];
for (const name of ['window', 'customElements', 'document', 'localStorage', 'sessionStorage']) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() { touched.push(name); return undefined; },
    set() { touched.push(name + '='); },
  });
}
const mod = await import('${pkg.name}');
console.log(JSON.stringify({ exports: Object.keys(mod).sort(), touched }));
`,
  );
  const r = spawnSync(process.execPath, ['ssr.mjs'], { cwd: app, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const { exports, touched } = JSON.parse(r.stdout) as { exports: string[]; touched: string[] };
  assert.deepEqual(touched, []);
  assert.deepEqual(exports, ['TESSERA_VERSION', 'TesseraBooking']);
});

test("an app's bundler keeps what ./define registers and shares Lit with the app", async () => {
  writeFileSync(
    join(app, 'app.js'),
    `import '${pkg.name}/define';\nimport { LitElement } from 'lit';\nexport { LitElement };\n`,
  );
  const result = await build({
    entryPoints: [join(app, 'app.js')],
    absWorkingDir: app,
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: join(app, 'out'),
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles.map((f) => f.text).join('\n');
  for (const tag of ['tessera-booking', 'tessera-navbar', 'tessera-landing']) {
    assert.match(code, new RegExp(`define\\("${tag}"`), `${tag} is registered`);
  }
  assert.match(code, /registerElements\(\)/);
  const litCopies = code.match(/reactiveElementVersions/g) ?? [];
  assert.equal(litCopies.length, 1, 'one copy of Lit in the app');
});

test('TypeScript: the element, its attributes and events are typed; a wrong event detail fails', () => {
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['*.ts', '*.tsx'],
    }),
  );
  writeFileSync(
    join(app, 'element.ts'),
    `import '${pkg.name}/define';
import { TesseraBooking, type PublicEventMap, type TesseraBrand } from '${pkg.name}';

const booking = document.createElement('tessera-booking');
const same: TesseraBooking = booking;
same.apiBase = 'https://api.example.com';
booking.setAttribute('distributor', 'D-1');
booking.colorScheme = 'dark';
// @ts-expect-error: color-scheme is light, dark or inherit
booking.colorScheme = 'sepia';
const brand: TesseraBrand = { primary: '#123456', page: { text: '#111111' } };
booking.brandConfig = brand;
// @ts-expect-error: the brand type comes from the schema; there is no such group
const badBrand: TesseraBrand = { pagee: {} };
booking.getAuthToken = async () => 'token';

booking.addEventListener('tessera-purchase', (e) => {
  const id: string = e.detail.transaction_id;
  const value: number = e.detail.value;
  // @ts-expect-error: a transaction id is a string
  const wrong: number = e.detail.transaction_id;
  console.log(id, value, wrong);
});
booking.addEventListener('tessera-error', (e) => console.log(e.detail.step, e.detail.kind));

const onExpired = (e: CustomEvent<PublicEventMap['tessera-session-expired']>) =>
  console.log(e.detail.released);
booking.addEventListener('tessera-session-expired', onExpired);
// @ts-expect-error: a purchase does not carry the session-expired detail
booking.addEventListener('tessera-purchase', onExpired);
export { badBrand };
`,
  );
  writeFileSync(
    join(app, 'react.tsx'),
    `import type {} from '${pkg.name}/react';

export const Ok = () => (
  <tessera-booking
    api-base="https://api.example.com"
    distributor="D-1"
    color-scheme="dark"
    data-layer
    brandConfig={{ primary: '#123456' }}
    ontessera-purchase={(e) => console.log(e.detail.transaction_id.toUpperCase())}
  />
);
// @ts-expect-error: the handler expects the purchase detail, not a string detail
export const Bad = () => <tessera-booking ontessera-purchase={(e: CustomEvent<string>) => e} />;
// @ts-expect-error: no such colour scheme
export const BadAttribute = () => <tessera-booking color-scheme="sepia" />;
`,
  );
  writeFileSync(
    join(app, 'vue.ts'),
    `import type {} from '${pkg.name}/vue';
import type { GlobalComponents } from 'vue';

type Props = InstanceType<GlobalComponents['tessera-booking']>['$props'];
export const ok: Props = {
  apiBase: 'https://api.example.com',
  colorScheme: 'dark',
  onTesseraPurchase: (e) => console.log(e.detail.transaction_id.toUpperCase()),
};
// @ts-expect-error: the handler expects the purchase detail
export const bad: Props = { onTesseraPurchase: (e: CustomEvent<string>) => e };
`,
  );
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], {
    cwd: app,
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('the CLI runs on the production dependencies alone', () => {
  assert.ok(!existsSync(join(app, 'node_modules/tsx')), 'tsx (a dev dependency) is not installed');
  const cli = (...args: string[]) =>
    spawnSync(join(app, 'node_modules/.bin/tessera-brand'), args, { cwd: app, encoding: 'utf8' });
  assert.equal(cli('--version').stdout.trim(), pkg.version);
  const help = cli('--help');
  assert.equal(help.status, 0);
  assert.match(help.stdout, /exit codes/);
  writeFileSync(join(app, 'brand.json'), JSON.stringify({ primary: '#123456' }));
  writeFileSync(join(app, 'broken.json'), JSON.stringify({ page: { backgroud: '#fff' } }));
  const good = cli('check', 'brand.json');
  assert.equal(good.status, 0, good.stderr);
  // The spelling: npx <package> tessera-brand …, with the package already installed.
  const viaNpx = spawnSync(
    npm === 'npm' ? 'npx' : 'npx.cmd',
    ['--no', pkg.name, 'tessera-brand', 'check', 'brand.json'],
    {
      cwd: app,
      encoding: 'utf8',
    },
  );
  assert.equal(viaNpx.status, 0, viaNpx.stdout + viaNpx.stderr);
  assert.equal(viaNpx.stdout, good.stdout);
  const broken = cli('check', 'broken.json', '--json');
  assert.equal(broken.status, 1);
  const report = JSON.parse(broken.stdout) as { files: { valid: boolean; problems: unknown[] }[] };
  assert.equal(report.files[0]!.valid, false);
  assert.equal(cli('check', 'missing.json').status, 2);
  const css = cli('css', 'brand.json', '--json');
  assert.equal(css.status, 0);
  const { properties } = JSON.parse(css.stdout) as { properties: Record<string, string> };
  assert.equal(properties['--tessera-primary'], '#123456');
  // render's libraries are optional peer dependencies: without them, it says what to install.
  writeFileSync(join(app, 'booking.json'), readFileSync(join(ROOT, 'examples/booking.json')));
  const render = cli(
    'render',
    'email',
    '--brand',
    'brand.json',
    '--booking',
    'booking.json',
    '--out',
    'out',
  );
  assert.equal(render.status, 2, render.stderr);
  assert.match(render.stderr, /render needs mjml: npm install mjml pdfkit qrcode/);
});
