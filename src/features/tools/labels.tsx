// How a tool's kind and input types read on screen: words first, colour second. The words are
// messages, looked up when shown, so they follow a change of language.
import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Tool, ToolInputField } from '../../api/contract'
import { Badge, type Tone } from '../../components/ui/badge'

const KIND_LABELS: Record<Tool['kind'], MessageDescriptor> = { llm: msg`LLM`, http: msg`HTTP`, static: msg`Static` }

/** A tool's kind in a word, in the language in force (called from render). */
export const kindLabel = (kind: Tool['kind']): string => t(KIND_LABELS[kind])

/** The kinds as the list's filter offers them. */
export const kindLabels = (): Record<Tool['kind'], string> => ({
  llm: kindLabel('llm'),
  http: kindLabel('http'),
  static: kindLabel('static'),
})

/** The kind as the create form names its choice: "HTTP tool". */
const KIND_TITLES: Record<Tool['kind'], MessageDescriptor> = {
  llm: msg`LLM tool`,
  http: msg`HTTP tool`,
  static: msg`Static tool`,
}
export const kindTitle = (kind: Tool['kind']): string => t(KIND_TITLES[kind])

const KIND_DESCRIPTIONS: Record<Tool['kind'], MessageDescriptor> = {
  llm: msg`A model follows your instructions with the inputs it is given.`,
  http: msg`Calls an HTTP endpoint, with the inputs filled into the URL, headers and body.`,
  static: msg`Returns fixed content, such as a policy or a price list.`,
}
export const kindDescription = (kind: Tool['kind']): string => t(KIND_DESCRIPTIONS[kind])

const KIND_TONES: Record<Tool['kind'], Tone> = { llm: 'accent', http: 'neutral', static: 'success' }

const TYPE_LABELS: Record<ToolInputField['type'], MessageDescriptor> = {
  string: msg`Text`,
  number: msg`Number`,
  integer: msg`Integer`,
  boolean: msg`Boolean`,
}
export const typeLabel = (type: ToolInputField['type']): string => t(TYPE_LABELS[type])

export function KindBadge({ kind }: { kind: Tool['kind'] }) {
  const { i18n } = useLingui()
  return <Badge tone={KIND_TONES[kind]}>{i18n._(KIND_LABELS[kind])}</Badge>
}
