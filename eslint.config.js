// Lint rules, including the one-way layering of the code: shared (components, lib, rules, config,
// utils) → features → app. A feature never imports another feature; nothing imports app/.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layer zones (eslint-plugin-import-x no-restricted-paths) check the resolved file, so an import
// is caught whatever its spelling: the @/ alias or a relative ../other-feature/... path.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedFolders = ['src/components', 'src/lib', 'src/rules', 'src/config', 'src/utils', 'src/testing'];
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature must not import another feature: move shared code to src/lib, src/rules, src/components or src/utils.',
  })),
  { target: './src/features', from: './src/app', message: 'Features must not depend on app/.' },
  {
    target: sharedFolders.map((folder) => `./${folder}`),
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or app/.',
  },
  {
    target: './src/rules',
    from: ['./src/lib', './src/components'],
    except: ['./database.types.ts'],
    message: 'Domain rules are plain logic: they must not depend on infrastructure (src/lib) or components.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'test-results',
      'playwright-report',
      '.cache',
      'src/lib/database.types.ts',
      'supabase/functions/**',
      'scripts/deno/**',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // React's rules where React is: the compiler behind them reads every function of a file to find
    // components and hooks, and the tests, e2e specs and scripts have none (docs/tooling.md).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The prerendered pages' loader: a plain browser script, outside the bundle.
    files: ['src/app/prerender/start-app.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**', 'tests/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['scripts/**/*.mjs'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Without await, the rest of the script would also run on the old Node, beside the re-run.
          selector: "ExpressionStatement > CallExpression[callee.name='ensureModernNode']",
          message: 'await ensureModernNode() before anything else runs.',
        },
      ],
    },
  },
);
