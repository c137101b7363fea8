// The tool's fields, shared by the create and the edit screens: name and description, the
// kind's settings (LLM instructions; HTTP method, URL, headers and body template; static
// content) and the inputs editor (add, remove, reorder; name, type, description, required,
// allowed values).
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { HTTP_METHODS, INPUT_TYPES, TOOL_NAME_MAX } from '../../../api/contract'
import { Banner } from '../../../components/ui/banner'
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field'
import { Button } from '../../../components/ui/button'
import { Panel } from '../../../components/ui/panel'
import { ChevronDownIcon, CloseIcon } from '../../../components/ui/icons'
import { formatCount } from '../../../lib/format'
import { typeLabel } from '../labels'
import { placeholdersIn } from '../request-preview'
import { controlId, DESCRIPTION_MAX, INPUTS_MAX, toolNameRule, type FieldErrors, type InputRow } from './draft'
import { FORM_ID, type ToolDraftState } from './use-tool-draft'

const id = (key: string) => controlId(FORM_ID, key)

/** Examples of code in the fields, not words: the same in every language. */
const EXAMPLES = {
  toolName: 'create_ticket',
  headerName: 'Accept',
  headerValue: 'application/json',
  url: 'https://api.example.com/orders/{{order_id}}',
  bodyTemplate: '{"subject": "{{subject}}", "amount": {{amount}}}',
  inputName: 'order_id',
}

/** How a value is placed in a setting, written as code inside the hints: braces are not a message's syntax. */
const PLACEHOLDER = '{{input}}'

function BasicsSection({ form }: { form: ToolDraftState }) {
  const { t } = useLingui()
  const { draft, errors } = form
  const rule = toolNameRule()
  const length = formatCount(draft.description.length)
  const max = formatCount(DESCRIPTION_MAX)
  return (
    <Panel title={t`Basics`} description={t`What AI clients see when they list the tools of a product.`}>
      <TextField
        autoComplete="off"
        id={id('name')}
        label={t`Name`}
        mono
        translate="no"
        value={draft.name}
        onChange={(e) => form.set('name', e.target.value)}
        error={errors.name}
        maxLength={TOOL_NAME_MAX + 20}
        spellCheck={false}
        autoCapitalize="none"
        placeholder={EXAMPLES.toolName}
        hint={t`How the model calls it, such as lookup_order: ${rule}.`}
      />
      <TextAreaField
        id={id('description')}
        label={t`Description`}
        note={t`Optional`}
        translate="no"
        value={draft.description}
        onChange={(e) => form.set('description', e.target.value)}
        error={errors.description}
        rows={2}
        hint={t`When the model should use this tool. ${length}/${max}`}
      />
    </Panel>
  )
}

function HeadersEditor({ form }: { form: ToolDraftState }) {
  const { t } = useLingui()
  const { draft, errors } = form
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-fg mb-1.5 text-sm font-medium">
        <Trans>Headers</Trans>
      </legend>
      {draft.headers.length === 0 ? (
        <p className="text-fg-muted text-sm">
          <Trans>No headers.</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {draft.headers.map((h, i) => {
          const number = formatCount(i + 1)
          const which = h.name || number
          return (
            <li
              key={h.key}
              className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start"
            >
              <TextField
                autoComplete="off"
                id={id(`http.headers.${h.key}.name`)}
                label={t`Header ${number} name`}
                mono
                translate="no"
                value={h.name}
                onChange={(e) => form.setHeader(h.key, { name: e.target.value })}
                error={errors[`http.headers.${h.key}.name`]}
                placeholder={EXAMPLES.headerName}
                spellCheck={false}
                className="max-sm:col-span-1"
              />
              <TextField
                autoComplete="off"
                id={id(`http.headers.${h.key}.value`)}
                label={t`Header ${number} value`}
                mono
                translate="no"
                value={h.value}
                onChange={(e) => form.setHeader(h.key, { value: e.target.value })}
                error={errors[`http.headers.${h.key}.value`]}
                placeholder={EXAMPLES.headerValue}
                spellCheck={false}
                className="max-sm:row-start-2"
              />
              <Button
                variant="ghost"
                size="icon"
                className="mt-6 max-sm:row-span-2"
                aria-label={t`Remove header ${which}`}
                onClick={() => form.removeHeader(h.key)}
              >
                <CloseIcon />
              </Button>
            </li>
          )
        })}
      </ul>
      {errors['http.headers'] ? <p className="text-danger text-xs font-medium">{errors['http.headers']}</p> : null}
      <div>
        <Button size="sm" onClick={() => form.addHeader()}>
          <Trans>Add header</Trans>
        </Button>
      </div>
    </fieldset>
  )
}

function SettingsSection({ form }: { form: ToolDraftState }) {
  const { t } = useLingui()
  const { draft, errors } = form
  if (draft.kind === 'llm')
    return (
      <Panel title={t`Instructions`} description={t`What the model does with the inputs when the tool is called.`}>
        <TextAreaField
          id={id('instructions')}
          label={t`Instructions`}
          translate="no"
          mono
          rows={8}
          value={draft.instructions}
          onChange={(e) => form.set('instructions', e.target.value)}
          error={errors.instructions}
          placeholder={t`Summarise the conversation for the engineer who takes over. Lead with the customer’s goal.`}
          hint={t`The inputs are given to the model with these instructions.`}
        />
      </Panel>
    )
  if (draft.kind === 'static')
    return (
      <Panel title={t`Content`} description={t`What the tool returns, every time it is called.`}>
        <TextAreaField
          id={id('content')}
          label={t`Content`}
          translate="no"
          mono
          rows={8}
          value={draft.content}
          onChange={(e) => form.set('content', e.target.value)}
          error={errors.content}
          placeholder={t`# Refund policy

Annual plans can be refunded within 30 days.`}
          hint={t`Markdown or plain text. ${PLACEHOLDER} placeholders are filled in with the inputs.`}
        />
      </Panel>
    )
  return (
    <Panel
      title={t`Request`}
      description={t`The HTTP request the tool sends. ${PLACEHOLDER} placeholders are filled in with the inputs.`}
    >
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <SelectField
          id={id('http.method')}
          label={t`Method`}
          translate="no"
          value={draft.method}
          onChange={(e) => {
            const method = HTTP_METHODS.find((m) => m === e.target.value)
            if (method) form.set('method', method, 'http.method')
          }}
          error={errors['http.method']}
        >
          {HTTP_METHODS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <TextField
          autoComplete="off"
          id={id('http.url')}
          label={t`URL`}
          mono
          translate="no"
          type="url"
          inputMode="url"
          value={draft.url}
          onChange={(e) => form.set('url', e.target.value, 'http.url')}
          error={errors['http.url']}
          spellCheck={false}
          placeholder={EXAMPLES.url}
          hint={t`Values are URL-encoded where they are placed.`}
        />
      </div>
      <HeadersEditor form={form} />
      <TextAreaField
        id={id('http.body_template')}
        label={t`Body template`}
        note={t`Optional`}
        mono
        translate="no"
        rows={5}
        value={draft.bodyTemplate}
        onChange={(e) => form.set('bodyTemplate', e.target.value, 'http.body_template')}
        error={errors['http.body_template']}
        spellCheck={false}
        placeholder={EXAMPLES.bodyTemplate}
        hint={t`In a JSON body, a placeholder inside quotes is escaped as text; one outside quotes becomes a JSON value (null when not given).`}
      />
      <UnknownPlaceholders form={form} />
    </Panel>
  )
}

/** Placeholders that no input defines are sent as written: said here, before the save, not only in "Try it". */
function UnknownPlaceholders({ form }: { form: ToolDraftState }) {
  const { draft } = form
  const known = new Set(draft.inputs.map((i) => i.name.trim()))
  const texts = [draft.url, ...draft.headers.map((h) => h.value), draft.bodyTemplate]
  const unknown = placeholdersIn(texts.join('\n')).filter((n) => !known.has(n))
  const count = unknown.length
  const names = unknown.map((p) => `{{${p}}}`).join(', ')
  return (
    <div aria-live="polite">
      {count ? (
        <Banner tone="warning">
          {plural(count, {
            one: `No input is called ${names}: it is sent as written. Add that input below, or correct the name.`,
            other: `No input is called ${names}: they are sent as written. Add those inputs below, or correct the name.`,
          })}
        </Banner>
      ) : null}
    </div>
  )
}

function InputRowEditor({
  row,
  index,
  count,
  errors,
  form,
}: {
  row: InputRow
  index: number
  count: number
  errors: FieldErrors
  form: ToolDraftState
}) {
  const { t } = useLingui()
  const k = (f: string) => `inputs.${row.key}.${f}`
  const label = row.name.trim() || t`unnamed`
  const number = formatCount(index + 1)
  // Tall enough to show a short list of allowed values whole.
  const enumRows = Math.min(6, Math.max(2, row.enumText.split('\n').length))
  const move = (by: -1 | 1) => {
    form.moveInput(row.key, by)
    // Focus stays on the control that moved, or its twin when the row reached an end.
    const atEnd = index + by === 0 || index + by === count - 1
    const next = atEnd ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'
    requestAnimationFrame(() => document.getElementById(id(`${k('move')}-${next}`))?.focus())
  }
  return (
    <li>
      <fieldset className="border-line bg-canvas/40 flex flex-col gap-4 rounded-md border p-4">
        <legend className="sr-only">{t`Input ${number}: ${label}`}</legend>
        <div className="flex items-center justify-between gap-2">
          <p aria-hidden="true" className="text-fg-muted text-xs font-medium">
            <Trans>Input {number}</Trans>
          </p>
          <div className="flex items-center gap-1">
            <Button
              id={id(`${k('move')}-up`)}
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t`Move ${label} up`}
              disabled={index === 0}
              onClick={() => move(-1)}
            >
              <ChevronDownIcon className="size-4 rotate-180" />
            </Button>
            <Button
              id={id(`${k('move')}-down`)}
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t`Move ${label} down`}
              disabled={index === count - 1}
              onClick={() => move(1)}
            >
              <ChevronDownIcon className="size-4" />
            </Button>
            <Button variant="ghost" size="sm" aria-label={t`Remove ${label}`} onClick={() => form.removeInput(row.key)}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-x-4 gap-y-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto]">
          <TextField
            autoComplete="off"
            id={id(k('name'))}
            label={t`Name`}
            mono
            translate="no"
            value={row.name}
            onChange={(e) => form.setInput(row.key, { name: e.target.value })}
            error={errors[k('name')]}
            spellCheck={false}
            autoCapitalize="none"
            placeholder={EXAMPLES.inputName}
          />
          <SelectField
            id={id(k('type'))}
            label={t`Type`}
            value={row.type}
            onChange={(e) => {
              const type = INPUT_TYPES.find((option) => option === e.target.value)
              if (type) form.setInput(row.key, { type })
            }}
            error={errors[k('type')]}
          >
            {INPUT_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </SelectField>
          <label className="text-fg flex h-[38px] items-center gap-2 self-start text-sm font-medium sm:mt-7">
            <input
              id={id(k('required'))}
              type="checkbox"
              checked={row.required}
              onChange={(e) => form.setInput(row.key, { required: e.target.checked })}
              className="accent-accent size-4"
            />
            <Trans>Required</Trans>
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextAreaField
            id={id(k('description'))}
            label={t`Description`}
            note={t`Optional`}
            translate="no"
            rows={enumRows}
            value={row.description}
            onChange={(e) => form.setInput(row.key, { description: e.target.value })}
            error={errors[k('description')]}
            placeholder={t`What the model should pass, with an example.`}
          />
          <TextAreaField
            id={id(k('enum'))}
            label={t`Allowed values`}
            note={t`Optional`}
            rows={enumRows}
            mono
            translate="no"
            value={row.type === 'boolean' ? '' : row.enumText}
            disabled={row.type === 'boolean'}
            onChange={(e) => form.setInput(row.key, { enumText: e.target.value })}
            error={errors[k('enum')]}
            spellCheck={false}
            hint={row.type === 'boolean' ? t`A boolean is true or false.` : t`One per line; empty accepts any value.`}
          />
        </div>
      </fieldset>
    </li>
  )
}

function InputsEditor({ form }: { form: ToolDraftState }) {
  const { t } = useLingui()
  const { draft, errors } = form
  const full = draft.inputs.length >= INPUTS_MAX
  const max = formatCount(INPUTS_MAX)
  return (
    <Panel
      title={t`Inputs`}
      description={t`What the caller passes to the tool. Each input becomes a property of the JSON Schema below.`}
    >
      {draft.inputs.length === 0 ? (
        <p className="text-fg-muted border-line-strong rounded-md border border-dashed px-4 py-5 text-center text-sm">
          <Trans>No inputs: the tool is called without arguments.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Inputs`} className="flex flex-col gap-3">
          {draft.inputs.map((row, i) => (
            <InputRowEditor key={row.key} row={row} index={i} count={draft.inputs.length} errors={errors} form={form} />
          ))}
        </ol>
      )}
      {errors.inputs ? <p className="text-danger text-xs font-medium">{errors.inputs}</p> : null}
      <div className="flex items-center gap-3">
        <Button size="sm" onClick={() => form.addInput()} disabled={full}>
          <Trans>Add input</Trans>
        </Button>
        {full ? (
          <span className="text-fg-muted text-xs">
            <Trans>A tool takes at most {max} inputs.</Trans>
          </span>
        ) : null}
      </div>
    </Panel>
  )
}

export function ToolFormFields({ form }: { form: ToolDraftState }) {
  return (
    <>
      <BasicsSection form={form} />
      <SettingsSection form={form} />
      <InputsEditor form={form} />
    </>
  )
}
