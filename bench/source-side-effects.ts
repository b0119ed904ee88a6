// The esbuild side of scripts/source-side-effects.ts, for the benches' own page bundles.
import type { Plugin } from 'esbuild';

const SOURCE = /[\\/]src[\\/][^?]*\.[jt]s$/;

/**
 * The widget's own modules keep their side effects: package.json's `sideEffects` names only the
 * npm build's `define` entry, and esbuild applies it to src too, dropping a bare
 * `import './x.js'` of an element module (its `define()` call) from a bench page.
 */
export const sourceSideEffects: Plugin = {
  name: 'tessera-source-side-effects',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData === sourceSideEffects) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: sourceSideEffects,
      });
      if (resolved.errors.length || !SOURCE.test(resolved.path)) return undefined;
      return { path: resolved.path, sideEffects: true };
    });
  },
};
