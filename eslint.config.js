// Flat config: TypeScript, Lit templates, web-component rules and template accessibility.
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import { featureBoundaries } from './eslint-rules/feature-boundaries.js';

// The tab's storage is touched by one module only, the adapter in src/storage.ts (versioned keys
// per distributor, corrupt or foreign data read as a fresh start, memory where storage is denied).
const storageOnlyThroughAdapter =
  "Use the storage adapter (src/storage.ts: stored(name, distributor, check)), the one module that touches the tab's storage.";
const webStorage = ['sessionStorage', 'localStorage'];
const eventsOnlyThroughModule =
  'Declare the event in src/events.ts and send it with emit() (internal) or emitHostEvent() (public).';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-cli/**',
      '.demo-build/**',
      'dist-demo/**',
      '.lighthouse/**',
      'src/api/schema.d.ts',
      'src/brand/validate-brand.generated.js',
      'src/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  wc.configs['flat/recommended'],
  {
    plugins: { 'lit-a11y': litA11y },
    rules: { ...litA11y.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests may look at what the adapter wrote, and clear it between cases.
    ignores: ['src/storage.ts', 'test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...webStorage.map((name) => ({ name, message: storageOnlyThroughAdapter })),
      ],
      // window.sessionStorage, globalThis.sessionStorage, self.sessionStorage, destructuring...
      'no-restricted-properties': [
        'error',
        ...webStorage.map((property) => ({ property, message: storageOnlyThroughAdapter })),
      ],
    },
  },
  {
    // Each step under src/features is its own chunk: what two steps share lives in src/state (data,
    // rules) or src/components (UI pieces, styles), and neither of those reaches into a step.
    files: ['src/**/*.ts'],
    plugins: { tessera: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'tessera/feature-boundaries': [
        'error',
        {
          allow: [
            {
              // The shell fetches each step's chunk when the buyer gets there: a lazy import() of
              // the step is the one way the shell reaches into the steps.
              from: 'src/features/shell/step-chunks.ts',
              to: 'src/features/*/**',
              lazyOnly: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Every event the widget dispatches is declared and sent by src/events.ts (name, detail type,
    // public or internal), so the list there is the whole list.
    files: ['src/**/*.ts'],
    ignores: ['src/events.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name='dispatchEvent']",
          "NewExpression[callee.name='CustomEvent']",
          "NewExpression[callee.name='Event']",
        ].map((selector) => ({ selector, message: eventsOnlyThroughModule })),
      ],
    },
  },
  {
    files: ['scripts/**', 'demo/sandbox/**', 'bin/**', '*.config.*'],
    rules: { 'wc/guard-super-call': 'off' },
  },
);
