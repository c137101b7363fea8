// Lint: typescript-eslint (type-aware), React hooks, TanStack Query/Router, jsx-a11y,
// and the dependency rules of STYLE.md as no-restricted-imports.
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import importCycles from './scripts/eslint-no-import-cycles.mjs'
import boundaries from './scripts/lint-boundaries.mjs'
import jsxLiterals from './scripts/eslint-no-jsx-literals.mjs'
import lingui from 'eslint-plugin-lingui'

const noDangerousHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Untrusted text is rendered as text or sanitized markdown, never raw HTML.',
}

/** A layer's import rule: never classic zod, and nothing the patterns name. */
const restrictImports = (patterns) => [
  'error',
  { paths: [{ name: 'zod', message: 'Use zod/mini: classic zod cannot be tree-shaken.' }], patterns },
]

// ---- Boundaries of src/api, src/lib and the import graph (docs/architecture.md, "Boundaries").
// Exported for scripts/lint-layers.test.ts, which proves each with code that breaks it.

/** The transport knows nothing of the app or the UI. */
export const apiBoundaries = {
  files: ['src/api/**/*.ts'],
  ignores: ['src/api/contract/**', '**/*.test.ts'],
  rules: {
    'no-restricted-imports': restrictImports([
      { group: ['**/mocks/**', '**/mocks'], message: 'The transport never imports the mock.' },
      {
        group: ['**/app/**', '**/components/**', '**/features/**', '**/routes/**', 'react', 'react-dom'],
        message: 'The transport knows nothing of the UI.',
      },
    ]),
  },
}

/** src/lib holds pure helpers. */
export const libBoundaries = {
  // Pure helpers: no React, no app state, nothing of the layers above.
  files: ['src/lib/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': restrictImports([
      {
        group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*'],
        message: 'src/lib holds pure helpers: no React, no TanStack.',
      },
      {
        regex: '^(\\.\\./)+(app|components|features|routes|api(?!/contract(/|$)))(/|$)',
        message: 'src/lib imports only itself and, for types, the contract.',
      },
      { group: ['**/mocks/**', '**/mocks'], message: 'src never imports mocks.' },
    ]),
  },
}

/** The mock is a server of the contract: of src it imports only the contract. */
export const mockBoundaries = {
  files: ['mocks/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': restrictImports([
      { regex: '^(\\.\\./)+src/(?!api/contract(/|$)).*', message: 'mocks import only the contract from src.' },
    ]),
  },
}

export const importGraph = {
  // Every relative import, type-only and dynamic ones too: no module reaches back to itself.
  files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts'],
  plugins: { 'agent-console': importCycles },
  rules: { 'agent-console/no-import-cycles': 'error' },
}
// ---- end of the boundaries of src/api, src/lib and the import graph

/**
 * The files whose words are all messages (docs/i18n.md): no literal words in their JSX. Proven by
 * scripts/lint-layers.test.ts. Grows folder by folder until it is all of src.
 */
export const TRANSLATED = [
  'src/app/**/*.tsx',
  'src/routes/**/*.tsx',
  'src/components/ui/**/*.tsx',
  'src/components/layout/**/*.tsx',
  'src/components/hooks/**/*.tsx',
  'src/features/webhooks/**/*.tsx',
  'src/features/tools/**/*.tsx',
  'src/features/wallet/**/*.tsx',
  'src/features/verify-user/**/*.tsx',
  'src/features/api-reference/**/*.tsx',
  'src/features/settings/**/*.tsx',
  'src/features/command-palette/**/*.tsx',
  'src/components/demo/**/*.tsx',
  'src/features/products/**/*.tsx',
  'src/features/knowledge-bases/**/*.tsx',
  'src/components/products/**/*.tsx',
  'src/components/list-page/**/*.tsx',
  'src/components/data-table/**/*.tsx',
  'src/components/form/**/*.tsx',
  'src/features/sessions/**/*.tsx',
  'src/features/overview/**/*.tsx',
  'src/components/charts/**/*.tsx',
  'src/components/runway/**/*.tsx',
]
export const wordsAreMessages = {
  files: TRANSLATED,
  ignores: ['**/*.test.tsx'],
  plugins: { 'agent-console-i18n': jsxLiterals },
  rules: { 'agent-console-i18n/no-jsx-literals': 'error' },
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'screenshots',
      '.bench',
      // Code that breaks a boundary on purpose (scripts/lint-layers.test.ts).
      'tests/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', '.ci/*.mjs', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': ['error', noDangerousHtml],
      // The CSP forbids eval; these catch it before the browser does.
      'no-eval': 'error',
      'no-implied-eval': 'off',
      '@typescript-eslint/no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // The demo's service worker (public/demo-service-worker.js) runs in a service worker's scope,
    // beside MSW's worker (public/mockServiceWorker.js), whose set of active tabs it reads.
    files: ['public/*.js'],
    languageOptions: { globals: { ...globals.serviceworker, activeClientIds: 'readonly' } },
  },
  {
    // App code only: the seed and the tests carry hostile `javascript:` URLs on purpose.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-script-url': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@tanstack/query': pluginQuery,
      '@tanstack/router': pluginRouter,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      ...pluginQuery.configs['flat/recommended'][0]?.rules,
      ...pluginRouter.configs['flat/recommended'][0]?.rules,
    },
  },
  // Dependency rules (STYLE.md "Layout").
  {
    files: ['src/api/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          regex: '^(?!zod/mini$|zod/v4/locales$|\\./).*',
          message: 'The contract imports only zod/mini (and its English locale) and itself.',
        },
      ]),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/app/boot/boot.ts',
      'src/app/boot/boot-demo.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/api/contract/**',
    ],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: ['**/mocks/**', '**/mocks'],
          message:
            'Only src/app/boot/boot.ts and boot-demo.ts start demo mode (the worker, one dynamic import); src never imports mocks.',
        },
      ]),
    },
  },
  apiBoundaries,
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': restrictImports([
        { group: ['**/routes/**', '**/routes'], message: 'Features never import route files; use getRouteApi.' },
        { group: ['**/mocks/**'], message: 'src never imports mocks.' },
      ]),
    },
  },
  // ── Boundaries: features ↛ other features, components ↛ features ──
  // Proven by scripts/lint-boundaries.test.ts, which lints a violating fixture.
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/feature-to-feature': 'error',
      'boundaries/component-to-feature': 'error',
    },
  },
  // ── end of boundaries ──
  // ---- Boundaries of src/lib and the import graph (defined above the config) ----
  libBoundaries,
  importGraph,
  // ---- end of the boundaries of src/lib and the import graph ----
  mockBoundaries,
  wordsAreMessages,
  // Messages a translator can translate: whole sentences, no `t` at module level (it would not
  // follow a change of language), no message that is only a variable.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
)
