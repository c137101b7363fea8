// Lingui's macros (`t`, `<Trans>`, `plural`, `msg`) turned into calls of its runtime, for Vite and
// vitest alike. @vitejs/plugin-react compiles with oxc, which runs no Babel plugin, so the macro
// runs here, before it, and only on the modules that import a macro.
//
// English is the source and is written in the code: each message keeps its English text beside its
// id, compiled to Lingui's token form now, at build time. So an English reader loads no catalog and
// each screen's words travel in that screen's chunk; another language looks each id up in its own
// catalog (docs/i18n.md).
import { transformAsync, types as t, type PluginObj } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/
const SOURCE = /\.[cm]?[jt]sx?$/

/**
 * `message: "Hi {name}"` → `message: ["Hi ", ["name"]]`: no message compiler at run time. Plain
 * text stays a string (src/app/i18n/runtime.tsx reads both), two bytes shorter a message.
 */
export function compileInlineMessages(): PluginObj {
  const compiled = (text: string) => {
    const tokens = compileMessage(text)
    return t.valueToNode(tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens)
  }
  return {
    name: 'agent-console:compile-inline-messages',
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return
        const owner = path.parentPath.node
        const hasId =
          t.isObjectExpression(owner) &&
          owner.properties.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }))
        if (hasId) path.node.value = compiled(value.value)
      },
      JSXAttribute(path) {
        const { name, value } = path.node
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return
        const element = path.parentPath.node
        if (!t.isJSXOpeningElement(element) || !t.isJSXIdentifier(element.name, { name: 'Trans' })) return
        path.node.value = t.jsxExpressionContainer(compiled(value.value))
      },
    },
  }
}

export function linguiMacros(): Plugin {
  return {
    name: 'agent-console:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // The English text stays (compiled) in every build: it is the English catalog.
        plugins: [[linguiMacro, { stripMessageField: false }], compileInlineMessages],
      })
      return result?.code == null ? null : { code: result.code, map: result.map }
    },
  }
}
