// The first load's build step: src/app/boot/boot.ts, a chunk of its own (vite.config.ts), is
// started by an async script before the app's entry in index.html, so it runs while the vendor
// chunk is still downloading (docs/architecture.md, "Boot"). Beside it the
// page gets a table of each screen's chunks (JSON, never executed, so the CSP holds), from
// which boot preloads the screen the URL names instead of waiting for the router to ask.
import { relative, sep } from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { HtmlTagDescriptor, Plugin } from 'vite'
import type { BootTable } from '../src/app/boot/boot'
import { BOOT_TABLE_ID } from '../src/lib/constants.ts'
import { FIRST_REQUESTS } from '../src/app/boot/first-requests.ts'

export const BOOT_ENTRY = 'src/app/boot/boot.ts'
export const BOOT_DEMO_ENTRY = 'src/app/boot/boot-demo.ts'
/**
 * What the app's entry imports lazily in demo mode only, and waits for before its first paint
 * (src/app/main.tsx): the last visit's answers, the demo banners, the mock's state. Preloaded by boot
 * with MSW's runtime, they are in by the time the entry asks instead of a round trip later.
 */
export const DEMO_FIRST_PAINT = ['src/app/demo-cache.ts', 'src/app/shell/demo-banners.tsx', 'src/api/mock.ts']

type RouteChunkTable = BootTable['routes']

/**
 * `products/$productId` → `/products/$productId`, `api.log` → `/api/log`, `index` → `/`; a
 * pathless layout's folder adds nothing: `_workspace/tools/index` → `/tools`.
 */
export function routePattern(routeFile: string): { pattern: string; index: boolean } {
  const segments = routeFile
    .replace(/\.tsx?$/, '')
    .split(/[/.]/)
    .filter((s) => s && !s.startsWith('_'))
  const index = segments.at(-1) === 'index'
  if (index) segments.pop()
  return { pattern: `/${segments.join('/')}`, index }
}

/** A pathless layout route (`_workspace.tsx`): it has no URL of its own. */
const isPathlessLayout = (file: string) => /(^|\/)_[^/]*\.tsx?$/.test(file)

/**
 * Every route file's pattern, with the layouts marked: a non-index route with routes under it.
 * A pathless layout has no row: its chunks go with each route in its folder.
 */
export function routeTable(routeFiles: Record<string, string[]>): RouteChunkTable {
  const pathless = Object.entries(routeFiles).filter(([file]) => isPathlessLayout(file))
  const entries = Object.entries(routeFiles)
    .filter(([file]) => !isPathlessLayout(file))
    .map(([file, files]) => ({
      ...routePattern(file),
      files: [
        ...pathless.filter(([layout]) => file.startsWith(`${layout.replace(/\.tsx?$/, '')}/`)).flatMap(([, f]) => f),
        ...files,
      ],
    }))
  return entries
    .map(({ pattern, index, files }): RouteChunkTable[number] => {
      const layout =
        !index && entries.some((o) => o.pattern !== pattern && o.pattern.startsWith(`${pattern}/`) && pattern !== '/')
      return [pattern, layout, files]
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/** The chunks a chunk needs before it runs: itself and its static imports, less what `have` holds. */
function closure(bundle: OutputBundle, start: string, have: ReadonlySet<string>): string[] {
  const out: string[] = []
  const visit = (file: string) => {
    if (have.has(file) || out.includes(file)) return
    const chunk = bundle[file]
    if (chunk?.type !== 'chunk') return
    out.push(file)
    chunk.imports.forEach(visit)
  }
  visit(start)
  return out
}

const routesDir = `${sep}src${sep}routes${sep}`

const tableTag = (table: BootTable): HtmlTagDescriptor => ({
  tag: 'script',
  attrs: { type: 'application/json', id: BOOT_TABLE_ID },
  children: JSON.stringify(table),
  injectTo: 'head',
})

export function firstLoad(): Plugin {
  let root = process.cwd()
  let base = '/'
  let built: OutputBundle | null = null
  return {
    name: 'agent-console:first-load',
    config(_config, { command }) {
      if (command !== 'build') return
      return {
        build: {
          modulePreload: {
            // A chunk runs only once its static imports have: a preload of one of them from its `import()`
            // is a no-op that every chunk carried by name (the entry, vendor, zod, the runtime).
            resolveDependencies: (_file, deps, { hostId, hostType }) => {
              if (hostType !== 'js' || !built) return deps
              const loaded = new Set(closure(built, hostId, new Set()))
              return deps.filter((d) => !loaded.has(d))
            },
          },
          rolldownOptions: {
            input: { index: 'index.html', 'boot-demo': BOOT_DEMO_ENTRY },
            // boot imports boot-demo by URL and calls its export: an app build would drop it otherwise.
            preserveEntrySignatures: 'exports-only',
          },
        },
      }
    },
    configResolved(config) {
      root = config.root
      base = config.base
    },
    // Before Vite's import analysis, which writes the preload lists in its own generateBundle.
    generateBundle(_options, bundle) {
      built = bundle
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        // The dev server serves sources one by one: boot runs first there too, with nothing to preload.
        if (!ctx.bundle || !ctx.chunk)
          return [
            { tag: 'script', attrs: { type: 'module', src: `/${BOOT_ENTRY}` }, injectTo: 'head-prepend' },
            tableTag({ routes: [], demo: { start: `/${BOOT_DEMO_ENTRY}`, preload: [] }, requests: FIRST_REQUESTS }),
          ]
        const bundle = ctx.bundle
        const chunkOf = (id: string) => {
          const found = Object.values(bundle).find(
            (c): c is OutputChunk => c.type === 'chunk' && c.facadeModuleId?.endsWith(id) === true,
          )
          if (!found) throw new Error(`${id} was not built as a chunk`)
          return found
        }
        /** The chunk a module went into, whether or not it is that chunk's entry. */
        const chunkHolding = (id: string) => {
          const found = Object.values(bundle).find(
            (c): c is OutputChunk => c.type === 'chunk' && c.moduleIds.some((m) => m.endsWith(id)),
          )
          if (!found) throw new Error(`${id} is in no chunk`)
          return found
        }
        // Its own chunk (vite.config.ts), which the app's entry imports: started early here, it runs once.
        const boot = chunkHolding(BOOT_ENTRY)
        const bootDemo = chunkOf(BOOT_DEMO_ENTRY)
        // What the page loads anyway: the app's entry and everything it imports statically.
        const initial = new Set(closure(bundle, ctx.chunk.fileName, new Set()))
        const routeFiles: Record<string, string[]> = {}
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue
          const [file = '', query = ''] = chunk.facadeModuleId.split('?')
          if (!query.startsWith('tsr-split=') || !file.includes(routesDir)) continue
          const routeFile = relative(`${root}/src/routes`, file).split(sep).join('/')
          const files = closure(bundle, chunk.fileName, initial).map((f) => `${base}${f}`)
          // A route split in several chunks (its loader apart) lists the chunks they share once.
          routeFiles[routeFile] = [...new Set([...(routeFiles[routeFile] ?? []), ...files])]
        }
        return [
          // Before the app's entry (which Vite puts in head), and async: it runs the moment it arrives, not
          // after the document and the entry's chunks (src/app/boot/handoff.ts waits for it if it is later).
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${boot.fileName}` },
            injectTo: 'head-prepend',
          },
          tableTag({
            routes: routeTable(routeFiles),
            requests: FIRST_REQUESTS,
            demo: {
              start: `${base}${bootDemo.fileName}`,
              // MSW's runtime (boot-demo starts it once the first screen is in) and what the first
              // paint waits for in demo mode (DEMO_FIRST_PAINT): fetched from the start, beside the
              // vendor chunk.
              preload: [
                ...new Set([
                  ...bootDemo.dynamicImports.flatMap((f) => closure(bundle, f, initial)),
                  ...DEMO_FIRST_PAINT.flatMap((id) => closure(bundle, chunkHolding(id).fileName, initial)),
                ]),
              ].map((f) => `${base}${f}`),
            },
          }),
        ]
      },
    },
  }
}
