// Vite: file routes with per-route code splitting, React, Tailwind v4; workers as ES modules;
// the preview server and dist/_headers carry the security headers of scripts/security-headers.ts.
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { firstLoad } from './scripts/first-load-plugin.ts'
import { linguiMacros } from './scripts/lingui-plugin.ts'
import { headersFile, securityHeaders } from './scripts/security-headers.ts'

const headers = securityHeaders()
// The first script and the helpers it shares with the app (src/app/boot/boot.ts).
const BOOT = /src[\\/](app[\\/]boot[\\/]boot|lib[\\/](base-url|constants))\.ts$/
// The rest of the demo's start, an entry that boot reaches by URL, and its link to the mock's
// worker: in no chunk of the app's.
const BOOT_DEMO = /src[\\/]app[\\/]boot[\\/]boot-demo\.ts$|mocks[\\/]link\.ts$/
// A new build starts with an empty demo cache (src/app/demo-cache.ts): its shapes may differ.
process.env.VITE_BUILD_ID ??= Date.now().toString(36)

/** Writes the header set into dist/_headers, for static hosts that read one (Netlify, Cloudflare Pages). */
const headersForStaticHosts = (): Plugin => ({
  name: 'agent-console:headers-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) })
  },
})

export default defineConfig({
  // The router plugin must come before React's so it sees the route files untransformed.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    // Lingui's macros, the messages' numbers, and each language's catalog as one module.
    linguiMacros(),
    react(),
    tailwindcss(),
    headersForStaticHosts(),
    firstLoad(),
  ],
  // MSW's cookie jar needs no public-suffix list in the demo (mocks/tldts-lite.ts): −110 KB gzip of MSW.
  resolve: { alias: { tldts: fileURLToPath(new URL('./mocks/tldts-lite.ts', import.meta.url)) } },
  // Vite strips annotation comments (`/* @__PURE__ */`) from the app's minified chunks but not from a
  // worker's: left in, they are ~700 comments the mock's worker downloads and parses for nothing.
  worker: { format: 'es', rolldownOptions: { output: { comments: false } } },
  build: {
    target: 'es2022',
    // Every browser that runs ES2022 but Safari 16 preloads modules itself; there it only loads later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and its jitless switch share a chunk that every schema-building chunk imports,
          // so the switch runs before any schema exists, whichever chunk loads first. What the
          // first screen needs comes in two chunks, libraries (cached across deploys) and the
          // app's shell, instead of ~30 small shared ones: 12 KB less gzip and 23 fewer requests.
          groups: [
            { name: 'zod', priority: 3, test: /node_modules[\\/]zod[\\/]|src[\\/]api[\\/]contract[\\/]jitless\.ts/ },
            { name: 'vendor', priority: 2, tags: ['$initial'], test: /node_modules/ },
            // boot.ts runs before the app's code, which imports it: a chunk of its own, with nothing
            // of the app's in it, so it runs the moment it arrives.
            { name: 'boot', priority: 4, test: BOOT },
            {
              name: 'app',
              priority: 1,
              tags: ['$initial'],
              test: (id) => !BOOT.test(id) && !BOOT_DEMO.test(id),
            },
            // One language's catalog, every feature's messages, in one download (src/app/i18n/catalogs.ts).
            ...(['de', 'ja', 'ar', 'en'] as const).map((language) => ({
              name: `lang-${language}`,
              priority: 5,
              test: (id: string) => id === `\0virtual:messages/${language}`,
            })),
            // Small parts most screens share (the overview and the wallet among them), one chunk
            // instead of eight: each chunk costs its imports and exports again, and its own gzip stream.
            {
              name: 'screen-parts',
              test: /src[\\/](components[\\/](ui[\\/](panel|empty-state|trial-badge)|layout[\\/]page-header|data-table[\\/]row-link|list-page[\\/](filter-field|list-return))|lib[\\/]millicredits)\./,
            },
          ],
        },
      },
    },
  },
  // The production build is served with its CSP; the dev server is not (HMR needs inline script).
  preview: { port: 4173, strictPort: true, headers },
  server: { port: 5173 },
})
