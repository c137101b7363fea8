// How a tool's kind and input types read on screen: words first, colour second.
import type { Tool, ToolInputField } from '../../api/contract'
import { Badge, type Tone } from '../../components/ui/badge'

export const KIND_LABELS: Record<Tool['kind'], string> = { llm: 'LLM', http: 'HTTP', static: 'Static' }

export const KIND_DESCRIPTIONS: Record<Tool['kind'], string> = {
  llm: 'A model follows your instructions with the inputs it is given.',
  http: 'Calls an HTTP endpoint, with the inputs filled into the URL, headers and body.',
  static: 'Returns fixed content, such as a policy or a price list.',
}

const KIND_TONES: Record<Tool['kind'], Tone> = { llm: 'accent', http: 'neutral', static: 'success' }

export const TYPE_LABELS: Record<ToolInputField['type'], string> = {
  string: 'Text',
  number: 'Number',
  integer: 'Integer',
  boolean: 'Boolean',
}

export function KindBadge({ kind }: { kind: Tool['kind'] }) {
  return <Badge tone={KIND_TONES[kind]}>{KIND_LABELS[kind]}</Badge>
}
