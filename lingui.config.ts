// The interface's messages (docs/i18n.md): English is written in the code; each feature keeps its
// own catalogs beside it, so one screen's words move with its code, and the app's shared parts
// (shell, building blocks) keep theirs in src/locales. A language loads all of its catalogs at once,
// on demand; English loads none.
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
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/routes/'],
      exclude: ['**/*.test.*'],
    },
  ],
  // The macros call the app's own run time (package.json "imports"), which fills compiled messages in.
  runtimeConfigModule: { i18n: ['#i18n', 'i18n'], Trans: ['#i18n', 'Trans'], useLingui: ['#i18n', 'useLingui'] },
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: 'message',
})
