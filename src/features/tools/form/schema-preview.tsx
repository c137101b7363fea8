// The JSON Schema the inputs produce, as an MCP client sees it in the product's manifest.
import { useLingui } from '@lingui/react/macro'
import type { ToolInputField } from '../../../api/contract'
import { CopyButton } from '../../../components/ui/copy-button'
import { Panel } from '../../../components/ui/panel'
import { inputsToJsonSchema } from '../json-schema'

export function SchemaPreview({ inputs }: { inputs: readonly ToolInputField[] }) {
  const { t } = useLingui()
  const text = JSON.stringify(inputsToJsonSchema(inputs), null, 2)
  return (
    <Panel
      title={t`Input schema`}
      description={t`The JSON Schema of the inputs, as MCP clients see it.`}
      actions={<CopyButton value={text} label={t`input schema`} text={t`Copy`} variant="secondary" size="sm" />}
    >
      <pre
        aria-label={t`Input schema (JSON)`}
        translate="no"
        dir="ltr"
        className="bg-surface-muted text-fg rounded-md p-3 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap"
      >
        {text}
      </pre>
    </Panel>
  )
}
