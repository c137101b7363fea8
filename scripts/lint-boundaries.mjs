// The folder boundaries of docs/architecture.md, "Boundaries" as ESLint rules: an import may not reach from one
// folder into a folder it must not know.
import path from 'node:path'

const root = path.dirname(import.meta.dirname)

/** The feature a file belongs to (`src/features/<name>/…`), or undefined outside them. */
const featureOf = (file) => {
  const [src, folder, name] = path.relative(root, file).split(path.sep)
  return src === 'src' && folder === 'features' && name ? name : undefined
}

const inComponents = (file) => path.relative(root, file).startsWith(`src${path.sep}components${path.sep}`)

/**
 * A rule that reports each relative import whose target `forbidden(importer, target)` names.
 * `forbidden` returns the message's data, or undefined where the import is allowed.
 */
const boundary = (description, message, forbidden) => ({
  meta: { type: 'problem', docs: { description }, messages: { boundary: message }, schema: [] },
  create(context) {
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const data = forbidden(context.filename, path.resolve(path.dirname(context.filename), source))
      if (data) context.report({ node, messageId: 'boundary', data })
    }
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    }
  },
})

export default {
  meta: { name: 'boundaries' },
  rules: {
    'feature-to-feature': boundary(
      'A feature never imports another feature.',
      'Feature "{{from}}" imports feature "{{to}}": move what both need to components/ or lib/ (docs/architecture.md, "Boundaries").',
      (file, target) => {
        const from = featureOf(file)
        const to = featureOf(target)
        return from && to && from !== to ? { from, to } : undefined
      },
    ),
    'component-to-feature': boundary(
      'Components never import features.',
      'components/ imports feature "{{to}}": components serve every feature and know none (docs/architecture.md, "Boundaries").',
      (file, target) => {
        const to = featureOf(target)
        return inComponents(file) && to ? { to } : undefined
      },
    ),
  },
}
