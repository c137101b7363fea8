// An ESLint rule: no words a reader sees are written straight into JSX. Text between tags, a string
// in braces, and a string given to an attribute a reader sees or hears (a label, a title, an
// aria-label, a placeholder) must come from a message (`<Trans>`, `t`, `msg`), so every language
// gets them (docs/i18n.md). Text with no letters (a "·", a "—", a count's digits) is not a word.
// Attributes only code reads (class names, ids, routes, roles, test ids) are never checked, nor are
// single lower-case tokens (`variant="primary"`, `size="sm"`).

const LETTER = /\p{L}/u
/** An identifier-like token: a value for code, not words for a reader. */
const TOKEN = /^[a-z0-9_.:/#?=&%+@-]*$/
/** Attributes code reads, whatever their value looks like. */
const FOR_CODE = new Set([
  'className',
  'id',
  'key',
  'to',
  'href',
  'src',
  'type',
  'role',
  'name',
  'method',
  'rel',
  'target',
  'lang',
  'dir',
  'translate',
  'htmlFor',
  'form',
  'autoComplete',
  'inputMode',
  'pattern',
  'accept',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'xmlns',
  'style',
  'hash',
  'search',
  'params',
  'mask',
  'testId',
])
const forCode = (name) =>
  FOR_CODE.has(name) ||
  /^(data|aria)-(?!label$|description$|roledescription$|valuetext$|placeholder$)/.test(name) ||
  /^on[A-Z]/.test(name) ||
  /(ClassName|Id|Ids|Key|Href|To)$/.test(name)

const words = (text) => LETTER.test(text) && !TOKEN.test(text.trim())

/** Lingui's JSX macros: their children are the message. */
const MACROS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal'])
function insideMessage(node) {
  for (let at = node.parent; at; at = at.parent)
    if (
      at.type === 'JSXElement' &&
      at.openingElement.name.type === 'JSXIdentifier' &&
      MACROS.has(at.openingElement.name.name)
    )
      return true
  return false
}

/** @type {import('eslint').Rule.RuleModule} */
const noJsxLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a reader sees come from a message, not a literal in JSX.' },
    messages: {
      text: 'Words in JSX must be a message (<Trans>…</Trans>, t`…`): "{{text}}".',
      attribute: 'The {{name}} a reader sees must be a message (t`…`): "{{text}}".',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, text, name) =>
      context.report({ node, messageId, data: { text: text.trim().slice(0, 60), name } })
    return {
      JSXText(node) {
        if (LETTER.test(node.value) && !insideMessage(node)) report(node, 'text', node.value)
      },
      'JSXExpressionContainer > Literal'(node) {
        if (typeof node.value !== 'string' || node.parent.parent?.type === 'JSXAttribute' || insideMessage(node)) return
        if (words(node.value)) report(node, 'text', node.value)
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        if (node.parent.parent?.type === 'JSXAttribute' || insideMessage(node)) return
        const text = node.quasis.map((q) => q.value.cooked ?? '').join(' ')
        if (words(text)) report(node, 'text', text)
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : node.name.name.name
        if (forCode(name) || !node.value) return
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'TemplateLiteral'
                ? node.value.expression.quasis.map((q) => q.value.cooked ?? '').join(' ')
                : null
        if (typeof value === 'string' && words(value)) report(node.value, 'attribute', value, name)
      },
    }
  },
}

export default { rules: { 'no-jsx-literals': noJsxLiterals } }
