// Copies the widget's script-tag build out of the installed package into dist/tessera/ and writes
// dist/index.html with the script tag pinned by its Subresource Integrity hash. The lazy chunks
// are pinned too, by the import map's `integrity` (a browser that does not know it ignores it).
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pkg = dirname(require.resolve('@tessera-booking/widget/package.json'));
const out = 'dist';
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'tessera/chunks'), { recursive: true });
cpSync(join(pkg, 'dist/tessera.js'), join(out, 'tessera/tessera.js'));
cpSync(join(pkg, 'dist/chunks'), join(out, 'tessera/chunks'), { recursive: true });

const sri = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
const integrity = Object.fromEntries(
  readdirSync(join(out, 'tessera/chunks')).map((name) => [
    `./tessera/chunks/${name}`,
    sri(join(out, 'tessera/chunks', name)),
  ]),
);
const scripts = `<script type="importmap">${JSON.stringify({ imports: {}, integrity })}</script>
    <script type="module" src="./tessera/tessera.js" integrity="${sri(join(out, 'tessera/tessera.js'))}" crossorigin="anonymous"></script>`;
const html = readFileSync('index.html', 'utf8').replace(/<!-- TESSERA-SCRIPTS:.*-->/, scripts);
writeFileSync(join(out, 'index.html'), html);
console.log(`dist/index.html: tessera.js ${sri(join(out, 'tessera/tessera.js'))}`);
