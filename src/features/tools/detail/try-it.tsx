// "Try it": a form generated from the tool's inputs (types, required, allowed values as
// selects) and, as the user types, what the tool would do with them: the HTTP request it
// would send, the static content, or the model's instructions and arguments. Computed here;
// nothing is sent anywhere.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ToolInputField } from '../../../api/contract'
import { SelectField, TextField } from '../../../components/ui/field'
import { CopyButton } from '../../../components/ui/copy-button'
import { AlertIcon, InfoIcon } from '../../../components/ui/icons'
import { Panel } from '../../../components/ui/panel'
import { typeLabel } from '../labels'
import {
  fillStaticContent,
  parseTryValues,
  previewHttpRequest,
  tryableInputs,
  type HttpSettings,
  type InputValue,
} from '../request-preview'

export type TrySettings =
  { kind: 'http'; http: HttpSettings } | { kind: 'static'; content: string } | { kind: 'llm'; instructions: string }

export interface TryItProps {
  name: string
  inputs: readonly ToolInputField[]
  settings: TrySettings
}

function ValueControl({
  input,
  id,
  value,
  error,
  onChange,
}: {
  input: ToolInputField
  id: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const { t } = useLingui()
  const label = (
    <span className="flex items-baseline gap-2">
      <bdi translate="no" dir="ltr" className="font-mono">
        {input.name}
      </bdi>
      <span className="text-fg-muted text-xs font-normal">{typeLabel(input.type)}</span>
    </span>
  )
  const common = {
    id,
    label,
    note: input.required ? t`Required` : t`Optional`,
    hint: input.description ? <span translate="no">{input.description}</span> : undefined,
    error,
  }
  const options: (string | number)[] | null = input.type === 'boolean' ? ['true', 'false'] : (input.enum ?? null)
  if (options)
    return (
      <SelectField {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{input.required ? t`Choose…` : t`Not set`}</option>
        {options.map((o) => (
          <option key={String(o)} value={String(o)} translate="no">
            {String(o)}
          </option>
        ))}
      </SelectField>
    )
  return (
    <TextField
      autoComplete="off"
      {...common}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode={input.type === 'integer' ? 'numeric' : input.type === 'number' ? 'decimal' : undefined}
      mono={input.type !== 'string'}
      translate="no"
      spellCheck={false}
    />
  )
}

function Output({ title, text, copyLabel }: { title: string; text: string; copyLabel: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-fg text-sm font-medium">{title}</h3>
        <CopyButton value={text} label={copyLabel} />
      </div>
      <pre
        aria-label={title}
        translate="no"
        dir="ltr"
        className="bg-surface-muted text-fg rounded-md p-3 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap"
      >
        {text}
      </pre>
    </div>
  )
}

function Warning({ children }: { children: React.ReactNode }) {
  return (
    <p className="text-fg flex items-start gap-2 text-xs">
      <AlertIcon className="text-warning mt-0.5 size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

export function TryIt({ name, inputs: allInputs, settings }: TryItProps) {
  const { t } = useLingui()
  const baseId = useId()
  const { usable, unnamed, repeated } = tryableInputs(allInputs)
  const inputs = usable.map((u) => u.input)
  const [raw, setRaw] = useState<Record<string, string>>({})
  const { values, errors } = parseTryValues(inputs, raw)
  // A required input not filled yet is not an error to shout about, only a note.
  const missing = inputs.filter((i) => i.required && (raw[i.name] ?? '').trim() === '').map((i) => i.name)
  const shownError = (n: string) => (errors[n] && (raw[n] ?? '').trim() !== '' ? errors[n] : undefined)

  const args: Record<string, InputValue> = {}
  for (const i of inputs) {
    const v = values[i.name]
    if (v !== undefined) args[i.name] = v
  }
  const call = JSON.stringify({ name, arguments: args }, null, 2)
  const repeatedNames = repeated.join(', ')
  const missingNames = missing.join(', ')

  let output: React.ReactNode
  if (settings.kind === 'http') {
    const req = previewHttpRequest(settings.http, inputs, values)
    const unknownCount = req.unknownPlaceholders.length
    const unknown = req.unknownPlaceholders.map((p) => `{{${p}}}`).join(', ')
    const text = [
      `${req.method} ${req.url}`,
      ...req.headers.map((h) => `${h.name}: ${h.value}`),
      ...(req.body !== null ? ['', req.body] : []),
    ].join('\n')
    output = (
      <>
        <Output title={t`Request it would send`} text={text} copyLabel={t`request`} />
        {unknownCount ? (
          <Warning>
            {plural(unknownCount, {
              one: `No input is called ${unknown}: it is sent as written.`,
              other: `No input is called ${unknown}: they are sent as written.`,
            })}
          </Warning>
        ) : null}
        {req.bodyIsValidJson === false ? (
          <Warning>
            <Trans>The body is not valid JSON with these values.</Trans>
          </Warning>
        ) : null}
      </>
    )
  } else if (settings.kind === 'static') {
    output = (
      <Output
        title={t`Content it would return`}
        text={fillStaticContent(settings.content, inputs, values)}
        copyLabel={t`content`}
      />
    )
  } else {
    output = (
      <Output title={t`Instructions the model follows`} text={settings.instructions} copyLabel={t`instructions`} />
    )
  }

  return (
    <Panel
      title={t`Try it`}
      description={t`Fill in the inputs to see what the tool would do with them. Nothing is sent.`}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <form
          aria-label={t`Try-it inputs`}
          noValidate
          onSubmit={(e) => e.preventDefault()}
          className="flex min-w-0 flex-col gap-4"
        >
          {allInputs.length === 0 ? (
            <p className="text-fg-muted text-sm">
              <Trans>This tool takes no inputs.</Trans>
            </p>
          ) : (
            usable.map(({ input, index }) => (
              <ValueControl
                key={index}
                input={input}
                id={`${baseId}-input-${index}`}
                value={raw[input.name] ?? ''}
                error={shownError(input.name)}
                onChange={(v) => setRaw((r) => ({ ...r, [input.name]: v }))}
              />
            ))
          )}
          {unnamed > 0 ? (
            <p className="text-fg-muted flex items-start gap-2 text-xs">
              <InfoIcon className="mt-0.5 size-3.5 shrink-0" />
              <span>
                {plural(unnamed, {
                  one: 'An input has no name yet, so it is left out here.',
                  other: '# inputs have no name yet, so they are left out here.',
                })}
              </span>
            </p>
          ) : null}
          {repeated.length ? (
            <p className="text-fg-muted flex items-start gap-2 text-xs">
              <InfoIcon className="mt-0.5 size-3.5 shrink-0" />
              <span>
                <Trans>
                  More than one input is called{' '}
                  <bdi translate="no" dir="ltr" className="font-mono">
                    {repeatedNames}
                  </bdi>
                  : only the first is offered here.
                </Trans>
              </span>
            </p>
          ) : null}
        </form>
        <div className="flex min-w-0 flex-col gap-4">
          {missing.length ? (
            <p className="text-fg-muted flex items-start gap-2 text-xs">
              <InfoIcon className="mt-0.5 size-3.5 shrink-0" />
              <span>
                <Trans>
                  Still to fill in:{' '}
                  <bdi translate="no" dir="ltr" className="font-mono">
                    {missingNames}
                  </bdi>
                  . Until then they are left empty.
                </Trans>
              </span>
            </p>
          ) : null}
          {output}
          <Output title={t`Call an MCP client would make`} text={call} copyLabel={t`call`} />
        </div>
      </div>
    </Panel>
  )
}
