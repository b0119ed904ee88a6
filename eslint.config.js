// Flat config: TypeScript, Lit templates, web-component rules and template accessibility.
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-cli/**',
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
    files: ['scripts/**', 'demo/sandbox/**', 'bin/**', '*.config.*'],
    rules: { 'wc/guard-super-call': 'off' },
  },
);
