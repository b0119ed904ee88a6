import type { Plugin } from 'vite';

const SOURCE = /[\\/]src[\\/][^?]*\.[jt]s$/;

/**
 * The widget's own modules keep their side effects in our builds. package.json's `sideEffects`
 * names only the npm build's `define` entry (what an app's bundler should keep), and bundlers
 * apply it to every file of the package, src too: without this, a bare `import './x.js'` of an
 * element module (its `define()` call) would be dropped from both builds.
 */
export function sourceSideEffects(): Plugin {
  return {
    name: 'tessera-source-side-effects',
    transform(code, id) {
      if (!SOURCE.test(id)) return null;
      return { code, map: null, moduleSideEffects: true };
    },
  };
}
