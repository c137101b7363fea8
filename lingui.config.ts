// The interface's messages (docs/i18n.md): English is written in the code; each feature and each
// folder of building blocks keeps its own catalogs beside it, so a screen's words move with its
// code; the app and its routes keep theirs in src/app/locales. A language loads all of its catalogs
// at once, on demand; English loads none.
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  // "pseudo" is generated from English when loaded (src/app/i18n/pseudo.ts), never translated.
  locales: ['en', 'de', 'ja', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/components/{name}/locales/{locale}',
      include: ['<rootDir>/src/components/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/app/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/routes/'],
      exclude: ['**/*.test.*'],
    },
  ],
  // The macros call the app's own run time (package.json "imports"), which fills compiled messages in.
  runtimeConfigModule: { i18n: ['#i18n', 'i18n'], Trans: ['#i18n', 'Trans'], useLingui: ['#i18n', 'useLingui'] },
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: 'message',
})
