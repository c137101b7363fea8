// The tool's fields, shared by the create and the edit screens: name and description, the
// kind's settings (LLM instructions; HTTP method, URL, headers and body template; static
// content) and the inputs editor (add, remove, reorder; name, type, description, required,
// allowed values).
import { HTTP_METHODS, INPUT_TYPES, TOOL_NAME_MAX } from '../../../api/contract'
import { Banner } from '../../../components/ui/banner'
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field'
import { Button } from '../../../components/ui/button'
import { Panel } from '../../../components/ui/panel'
import { ChevronDownIcon, CloseIcon } from '../../../components/ui/icons'
import { TYPE_LABELS } from '../labels'
import { placeholdersIn } from '../request-preview'
import { controlId, DESCRIPTION_MAX, INPUTS_MAX, TOOL_NAME_RULE, type FieldErrors, type InputRow } from './draft'
import { FORM_ID, type ToolDraftState } from './use-tool-draft'

const id = (key: string) => controlId(FORM_ID, key)

function BasicsSection({ form }: { form: ToolDraftState }) {
  const { draft, errors } = form
  return (
    <Panel title="Basics" description="What AI clients see when they list the tools of a product.">
      <TextField
        autoComplete="off"
        id={id('name')}
        label="Name"
        mono
        value={draft.name}
        onChange={(e) => form.set('name', e.target.value)}
        error={errors.name}
        maxLength={TOOL_NAME_MAX + 20}
        spellCheck={false}
        autoCapitalize="none"
        placeholder="create_ticket"
        hint={`How the model calls it, such as lookup_order: ${TOOL_NAME_RULE}.`}
      />
      <TextAreaField
        id={id('description')}
        label="Description"
        note="Optional"
        value={draft.description}
        onChange={(e) => form.set('description', e.target.value)}
        error={errors.description}
        rows={2}
        hint={`When the model should use this tool. ${draft.description.length}/${DESCRIPTION_MAX}`}
      />
    </Panel>
  )
}

function HeadersEditor({ form }: { form: ToolDraftState }) {
  const { draft, errors } = form
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-fg mb-1.5 text-sm font-medium">Headers</legend>
      {draft.headers.length === 0 ? <p className="text-fg-muted text-sm">No headers.</p> : null}
      <ul className="flex flex-col gap-3">
        {draft.headers.map((h, i) => (
          <li
            key={h.key}
            className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start"
          >
            <TextField
              autoComplete="off"
              id={id(`http.headers.${h.key}.name`)}
              label={<span>Header {i + 1} name</span>}
              mono
              value={h.name}
              onChange={(e) => form.setHeader(h.key, { name: e.target.value })}
              error={errors[`http.headers.${h.key}.name`]}
              placeholder="Accept"
              spellCheck={false}
              className="max-sm:col-span-1"
            />
            <TextField
              autoComplete="off"
              id={id(`http.headers.${h.key}.value`)}
              label={<span>Header {i + 1} value</span>}
              mono
              value={h.value}
              onChange={(e) => form.setHeader(h.key, { value: e.target.value })}
              error={errors[`http.headers.${h.key}.value`]}
              placeholder="application/json"
              spellCheck={false}
              className="max-sm:row-start-2"
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-6 max-sm:row-span-2"
              aria-label={`Remove header ${h.name || i + 1}`}
              onClick={() => form.removeHeader(h.key)}
            >
              <CloseIcon />
            </Button>
          </li>
        ))}
      </ul>
      {errors['http.headers'] ? <p className="text-danger text-xs font-medium">{errors['http.headers']}</p> : null}
      <div>
        <Button size="sm" onClick={() => form.addHeader()}>
          Add header
        </Button>
      </div>
    </fieldset>
  )
}

function SettingsSection({ form }: { form: ToolDraftState }) {
  const { draft, errors } = form
  if (draft.kind === 'llm')
    return (
      <Panel title="Instructions" description="What the model does with the inputs when the tool is called.">
        <TextAreaField
          id={id('instructions')}
          label="Instructions"
          mono
          rows={8}
          value={draft.instructions}
          onChange={(e) => form.set('instructions', e.target.value)}
          error={errors.instructions}
          placeholder="Summarise the conversation for the engineer who takes over. Lead with the customer’s goal."
          hint="The inputs are given to the model with these instructions."
        />
      </Panel>
    )
  if (draft.kind === 'static')
    return (
      <Panel title="Content" description="What the tool returns, every time it is called.">
        <TextAreaField
          id={id('content')}
          label="Content"
          mono
          rows={8}
          value={draft.content}
          onChange={(e) => form.set('content', e.target.value)}
          error={errors.content}
          placeholder="# Refund policy&#10;&#10;Annual plans can be refunded within 30 days."
          hint="Markdown or plain text. {{input}} placeholders are filled in with the inputs."
        />
      </Panel>
    )
  return (
    <Panel
      title="Request"
      description="The HTTP request the tool sends. {{input}} placeholders are filled in with the inputs."
    >
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <SelectField
          id={id('http.method')}
          label="Method"
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
          label="URL"
          mono
          type="url"
          inputMode="url"
          value={draft.url}
          onChange={(e) => form.set('url', e.target.value, 'http.url')}
          error={errors['http.url']}
          spellCheck={false}
          placeholder="https://api.example.com/orders/{{order_id}}"
          hint="Values are URL-encoded where they are placed."
        />
      </div>
      <HeadersEditor form={form} />
      <TextAreaField
        id={id('http.body_template')}
        label="Body template"
        note="Optional"
        mono
        rows={5}
        value={draft.bodyTemplate}
        onChange={(e) => form.set('bodyTemplate', e.target.value, 'http.body_template')}
        error={errors['http.body_template']}
        spellCheck={false}
        placeholder='{"subject": "{{subject}}", "amount": {{amount}}}'
        hint="In a JSON body, a placeholder inside quotes is escaped as text; one outside quotes becomes a JSON value (null when not given)."
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
  return (
    <div aria-live="polite">
      {unknown.length ? (
        <Banner tone="warning">
          No input is called {unknown.map((p) => `{{${p}}}`).join(', ')}: {unknown.length === 1 ? 'it is' : 'they are'}{' '}
          sent as written. Add {unknown.length === 1 ? 'that input' : 'those inputs'} below, or correct the name.
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
  const k = (f: string) => `inputs.${row.key}.${f}`
  const label = row.name.trim() || 'unnamed'
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
        <legend className="sr-only">
          Input {index + 1}: {label}
        </legend>
        <div className="flex items-center justify-between gap-2">
          <p aria-hidden="true" className="text-fg-muted text-xs font-medium">
            Input {index + 1}
          </p>
          <div className="flex items-center gap-1">
            <Button
              id={id(`${k('move')}-up`)}
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Move ${label} up`}
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
              aria-label={`Move ${label} down`}
              disabled={index === count - 1}
              onClick={() => move(1)}
            >
              <ChevronDownIcon className="size-4" />
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Remove ${label}`} onClick={() => form.removeInput(row.key)}>
              Remove
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-x-4 gap-y-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto]">
          <TextField
            autoComplete="off"
            id={id(k('name'))}
            label="Name"
            mono
            value={row.name}
            onChange={(e) => form.setInput(row.key, { name: e.target.value })}
            error={errors[k('name')]}
            spellCheck={false}
            autoCapitalize="none"
            placeholder="order_id"
          />
          <SelectField
            id={id(k('type'))}
            label="Type"
            value={row.type}
            onChange={(e) => {
              const type = INPUT_TYPES.find((t) => t === e.target.value)
              if (type) form.setInput(row.key, { type })
            }}
            error={errors[k('type')]}
          >
            {INPUT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
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
            Required
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextAreaField
            id={id(k('description'))}
            label="Description"
            note="Optional"
            rows={enumRows}
            value={row.description}
            onChange={(e) => form.setInput(row.key, { description: e.target.value })}
            error={errors[k('description')]}
            placeholder="What the model should pass, with an example."
          />
          <TextAreaField
            id={id(k('enum'))}
            label="Allowed values"
            note="Optional"
            rows={enumRows}
            mono
            value={row.type === 'boolean' ? '' : row.enumText}
            disabled={row.type === 'boolean'}
            onChange={(e) => form.setInput(row.key, { enumText: e.target.value })}
            error={errors[k('enum')]}
            spellCheck={false}
            hint={row.type === 'boolean' ? 'A boolean is true or false.' : 'One per line; empty accepts any value.'}
          />
        </div>
      </fieldset>
    </li>
  )
}

function InputsEditor({ form }: { form: ToolDraftState }) {
  const { draft, errors } = form
  const full = draft.inputs.length >= INPUTS_MAX
  return (
    <Panel
      title="Inputs"
      description="What the caller passes to the tool. Each input becomes a property of the JSON Schema below."
    >
      {draft.inputs.length === 0 ? (
        <p className="text-fg-muted border-line-strong rounded-md border border-dashed px-4 py-5 text-center text-sm">
          No inputs: the tool is called without arguments.
        </p>
      ) : (
        <ol aria-label="Inputs" className="flex flex-col gap-3">
          {draft.inputs.map((row, i) => (
            <InputRowEditor key={row.key} row={row} index={i} count={draft.inputs.length} errors={errors} form={form} />
          ))}
        </ol>
      )}
      {errors.inputs ? <p className="text-danger text-xs font-medium">{errors.inputs}</p> : null}
      <div className="flex items-center gap-3">
        <Button size="sm" onClick={() => form.addInput()} disabled={full}>
          Add input
        </Button>
        {full ? <span className="text-fg-muted text-xs">A tool takes at most {INPUTS_MAX} inputs.</span> : null}
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
