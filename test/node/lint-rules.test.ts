/**
 * The lint rules that keep the shape of src fail on a violation: each case lints a snippet with
 * the project's own eslint.config.js, as if it were a file at the given path (the file need not
 * exist), and expects the rule's error, or none where the shape allows the import.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint();

/** The ids of the rules that report on this text at this path. */
async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

async function boundaryErrors(filePath: string, code: string): Promise<number> {
  return (await rulesHit(filePath, code)).filter((r) => r === 'tessera/feature-boundaries').length;
}

const use = (name: string) => `\nexport const used = ${name};\n`;

describe('feature boundaries: steps share through src/state and src/components', () => {
  test('a step importing another step is an error, however it imports', async () => {
    const file = 'src/features/a/x.ts';
    assert.equal(await boundaryErrors(file, `import { y } from '../b/y.js';${use('y')}`), 1);
    assert.equal(
      await boundaryErrors(file, `import type { Y } from '../b/y.js';${use('0 as unknown as Y')}`),
      1,
    );
    assert.equal(await boundaryErrors(file, `import '../b/tessera-b.js';`), 1);
    assert.equal(await boundaryErrors(file, `export { y } from '../b/y.js';`), 1);
    assert.equal(await boundaryErrors(file, `export * from '../b/y.js';`), 1);
    assert.equal(await boundaryErrors(file, `export const load = () => import('../b/y.js');`), 1);
    assert.equal(
      await boundaryErrors(file, `import { y } from '../../features/b/y.js';${use('y')}`),
      1,
    );
  });

  test('the message says where shared code goes', async () => {
    const [result] = await eslint.lintText(`import '../b/tessera-b.js';`, {
      filePath: 'src/features/a/x.ts',
    });
    const message = result!.messages.find((m) => m.ruleId === 'tessera/feature-boundaries');
    assert.match(message!.message, /features\/a imports '\.\.\/b\/tessera-b\.js' from features\/b/);
    assert.match(message!.message, /src\/state .* src\/components/);
  });

  test('a step importing its own files, state, components or a package is fine', async () => {
    const code = [
      `import { y } from './y.js';`,
      `import { s } from '../../state/s.js';`,
      `import { c } from '../../components/c.js';`,
      `import { html } from 'lit';`,
      use('[y, s, c, html]'),
    ].join('\n');
    assert.equal(await boundaryErrors('src/features/a/x.ts', code), 0);
  });

  test('state, components, api and brand never import a step', async () => {
    for (const file of [
      'src/state/x.ts',
      'src/components/x.ts',
      'src/api/x.ts',
      'src/brand/x.ts',
    ]) {
      assert.equal(
        await boundaryErrors(file, `import { y } from '../features/b/y.js';${use('y')}`),
        1,
        file,
      );
    }
    assert.equal(
      await boundaryErrors(
        'src/components/seat-map/x.ts',
        `import { y } from '../../features/b/y.js';${use('y')}`,
      ),
      1,
    );
  });

  test('the root element composes the steps', async () => {
    assert.equal(await boundaryErrors('src/tessera-booking.ts', `import './features/b/y.js';`), 0);
  });

  test('the shell reaches a step only by fetching its chunk', async () => {
    const chunks = 'src/features/shell/step-chunks.ts';
    assert.equal(
      await boundaryErrors(chunks, `export const b = () => import('../b/tessera-b.js');`),
      0,
    );
    assert.equal(await boundaryErrors(chunks, `import '../b/tessera-b.js';`), 1);
    assert.equal(
      await boundaryErrors(
        'src/features/shell/other.ts',
        `export const b = () => import('../b/b.js');`,
      ),
      1,
    );
  });

  test('the one exception, the shell fetching a step lazily, is only that file', async () => {
    const eager = `import { y } from '../search/tessera-search.js';${use('y')}`;
    assert.equal(await boundaryErrors('src/features/shell/step-loader.ts', eager), 1);
  });
});

describe('the tab storage is touched through the adapter only', () => {
  test('sessionStorage or localStorage outside src/storage.ts is an error', async () => {
    const storageRules = ['no-restricted-globals', 'no-restricted-properties'];
    const hits = async (file: string, code: string) =>
      (await rulesHit(file, code)).filter((r) => storageRules.includes(r)).length;
    const file = 'src/features/a/x.ts';
    assert.equal(await hits(file, `export const v = sessionStorage.getItem('k');`), 1);
    assert.equal(await hits(file, `export const v = localStorage.getItem('k');`), 1);
    assert.equal(await hits(file, `export const v = window.sessionStorage.getItem('k');`), 1);
    assert.equal(await hits(file, `export const v = globalThis.localStorage;`), 1);
    assert.equal(await hits('src/storage.ts', `export const v = window.sessionStorage;`), 0);
  });
});
