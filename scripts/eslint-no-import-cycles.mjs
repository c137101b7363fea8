// An ESLint rule: no module imports, however indirectly, a module that imports it back. Every
// relative import counts, type-only and dynamic ones too: a cycle is a knot for the reader and
// the bundler alike, whatever the runtime makes of it. The graph is read from disk, each file once
// per lint run, starting from the file being linted.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** @type {Map<string, string | null>} */
const resolved = new Map()
/** @type {Map<string, string[]>} */
const importsOf = new Map()

function resolveFrom(file, specifier) {
  const base = resolve(dirname(file), specifier)
  if (resolved.has(base)) return resolved.get(base)
  const hit = EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile()) ?? null
  resolved.set(base, hit)
  return hit
}

function imports(file, text) {
  const known = importsOf.get(file)
  if (known) return known
  let source = text
  if (source === undefined)
    try {
      source = readFileSync(file, 'utf8')
    } catch {
      source = ''
    }
  const found = []
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    const target =
      /\.(tsx?|jsx?|mjs)$/.test(specifier) || !/\.\w+$/.test(specifier) ? resolveFrom(file, specifier) : null
    if (target) found.push(target)
  }
  importsOf.set(file, found)
  return found
}

/** The chain from `from` back to `target`, or null; `dead` holds files known not to reach it. */
function pathBack(from, target, dead, trail = []) {
  if (from === target) return trail
  if (dead.has(from)) return null
  dead.add(from)
  for (const next of imports(from)) {
    const found = pathBack(next, target, dead, [...trail, next])
    if (found) return found
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import cycles, type-only and dynamic imports included.' },
    messages: { cycle: 'Import cycle: {{chain}}. Move what both need into a module of its own.' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    // Files found not to lead back to this one, shared by its imports: each is walked once.
    const dead = new Set()
    return {
      Program() {
        // The text being linted, not the disk's: an editor's unsaved change counts.
        importsOf.delete(file)
        imports(file, context.sourceCode.text)
      },
      'ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        const specifier = node.source?.type === 'Literal' ? node.source.value : null
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
        const target = resolveFrom(file, specifier)
        if (!target) return
        const back = pathBack(target, file, dead)
        if (!back) return
        // Files on this cycle's way were marked as they were walked: the next import starts afresh.
        dead.clear()
        const short = (f) => relative(context.cwd, f)
        context.report({ node, messageId: 'cycle', data: { chain: [file, target, ...back].map(short).join(' → ') } })
      },
    }
  },
}

export default { rules: { 'no-import-cycles': noImportCycles } }
