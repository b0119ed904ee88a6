// `npm run build`: the script-tag bundle (vite.config.ts, into dist/, which it empties first), then
// side by side the npm build (vite.lib.config.ts, into dist/lib) and tsc's declarations (into
// dist/types), then scripts/build-package.ts (the brand type, the CLI, the manifest).
import { spawn } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

try {
  await run(bin('vite'), ['build']);
  await Promise.all([
    run(bin('vite'), ['build', '--config', 'vite.lib.config.ts']),
    run(bin('tsc'), ['-p', 'tsconfig.build.json']),
  ]);
  await run(bin('tsx'), ['scripts/build-package.ts']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
