// The product's editable fields, the unsaved-changes line, and the conflict notice
// that appears when someone else changed the product meanwhile.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent, type RefObject } from 'react'
import type { Product } from '../../../api/contract'
import { FormAlert, SaveChangesButton } from '../../../components/form/form-parts'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { AlertIcon } from '../../../components/ui/icons'
import { Panel } from '../../../components/ui/panel'
import { parseCredits } from '../../../lib/credits-input'
import { formatCount, formatList } from '../../../lib/format'
import { CharCount } from './fields'
import { TextAreaField, TextField } from '../../../components/ui/field'
import { fieldLabel, LIMITS, type FieldName } from './form-state'
import type { ProductForm } from './use-product-form'

const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}…` : text)

function ConflictNotice({
  form,
  kind,
  noticeRef,
}: {
  form: ProductForm
  kind: Product['kind']
  noticeRef: RefObject<HTMLDivElement | null>
}) {
  const { t, i18n } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const conflict = form.state.conflict
  if (!conflict) return null
  const { fields } = conflict
  const version = formatCount(conflict.version)
  const count = fields.length
  const named = formatList(
    fields.map((f) => fieldLabel(f, kind)),
    'conjunction',
    i18n.locale,
  )
  return (
    <div
      ref={noticeRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby="conflict-title"
      className="border-warning/50 bg-warning-soft rounded-md border p-4 text-sm"
    >
      <div className="flex gap-2.5">
        <AlertIcon className="text-warning mt-0.5 size-4" />
        <div className="min-w-0 flex-1">
          <p id="conflict-title" className="text-fg font-semibold">
            <Trans>Someone else changed this product while you were editing</Trans>
          </p>
          <p className="text-fg mt-1">
            {conflict.cause === 'stale'
              ? t`Your save was not applied: it is now at version ${version}, from another tab or another person.`
              : t`It is now at version ${version}, from another tab or another person.`}{' '}
            {count > 0
              ? plural(count, {
                  one: `They changed a field you edited too: ${named}.`,
                  other: `They changed # fields you edited too: ${named}.`,
                })
              : t`None of the fields you edited were changed by them.`}{' '}
            <Trans>Nothing you typed is lost.</Trans>
          </p>
          {fields.length > 0 ? (
            <dl className="mt-2 flex flex-col gap-1.5">
              {fields.map((f) => {
                const label = fieldLabel(f, kind)
                const theirs = conflict.theirs[f]
                return (
                  <div key={f} className="min-w-0">
                    <dt className="text-fg-muted text-xs font-medium">{t`${label} (theirs)`}</dt>
                    {theirs ? (
                      <dd
                        translate="no"
                        dir="auto"
                        className="text-fg bg-surface/70 mt-0.5 rounded px-2 py-1 break-words whitespace-pre-wrap"
                      >
                        {preview(theirs)}
                      </dd>
                    ) : (
                      <dd className="text-fg-muted bg-surface/70 mt-0.5 rounded px-2 py-1">{t`(empty)`}</dd>
                    )}
                  </div>
                )
              })}
            </dl>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="primary" size="sm" busy={form.saving} onClick={() => void form.keepMine()}>
              <Trans>Keep mine</Trans>
            </Button>
            <Button size="sm" onClick={() => setConfirming(true)} disabled={form.saving}>
              <Trans>Reload theirs</Trans>
            </Button>
          </div>
          <p className="text-fg-muted mt-2 text-xs">
            <Trans>
              Keep mine saves your text over theirs for the fields you edited; Reload theirs discards your edits.
            </Trans>
          </p>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Discard your edits?`}
        description={t`The form will show their version. What you typed since your last save is discarded.`}
        confirmLabel={t`Discard mine, reload theirs`}
        onConfirm={() => form.takeTheirs()}
      />
    </div>
  )
}

export interface EditFormProps {
  product: Product
  form: ProductForm
  /** Why the key may not edit; null when it may. */
  writeReason: string | null
}

export function EditForm({ product, form, writeReason }: EditFormProps) {
  const { t, i18n } = useLingui()
  const noticeRef = useRef<HTMLDivElement | null>(null)
  const { attachForm } = form.submission
  const { draft } = form.state
  const readOnly = writeReason !== null
  const edited = (f: FieldName) => form.dirty.includes(f)
  const chat = product.kind === 'chat_agent'
  const price = parseCredits(draft.price)
  const milli = price.ok && price.value !== null ? formatCount(price.value) : null

  const unsaved = formatList(
    form.dirty.map((f) => fieldLabel(f, product.kind)),
    'conjunction',
    i18n.locale,
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (readOnly || form.dirty.length === 0) return
    const outcome = await form.save()
    if (outcome === 'conflict') requestAnimationFrame(() => noticeRef.current?.focus())
  }

  const bind = (f: FieldName) => ({
    value: draft[f],
    onChange: (e: { target: { value: string } }) => form.setField(f, e.target.value),
    error: form.errors[f],
    edited: edited(f),
    readOnly,
  })

  return (
    <Panel title={t`Details`} description={t`What the product is called, what it says, and what it charges.`}>
      <form
        ref={attachForm}
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-4"
        aria-label={t`Edit product`}
      >
        <ConflictNotice form={form} kind={product.kind} noticeRef={noticeRef} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`Name`} autoComplete="off" maxLength={LIMITS.name + 20} {...bind('name')} />
          <TextField
            label={t`Slug`}
            autoComplete="off"
            spellCheck={false}
            mono
            hint={
              product.kind === 'mcp_server' && product.status === 'published'
                ? t`Lower-case letters, digits and hyphens. Changing it moves the MCP URL.`
                : t`Lower-case letters, digits and hyphens; unique in the workspace.`
            }
            {...bind('slug')}
          />
        </div>
        <TextAreaField
          label={t`Summary`}
          rows={2}
          note={<CharCount value={draft.summary} max={LIMITS.summary} />}
          hint={t`One or two sentences: what it does and for whom.`}
          translate="no"
          {...bind('summary')}
        />
        <TextAreaField
          label={fieldLabel('prompt', product.kind)}
          rows={chat ? 12 : 4}
          mono
          note={<CharCount value={draft.prompt} max={LIMITS.prompt} />}
          hint={
            chat
              ? t`What the agent is told before every conversation: its role, sources, limits and tone. Needed to publish.`
              : t`Optional notes for the AI clients that call these tools, such as which tool to call first.`
          }
          translate="no"
          {...bind('prompt')}
        />
        <TextField
          label={t`Price`}
          inputMode="decimal"
          autoComplete="off"
          suffix={t`credits`}
          className="sm:max-w-xs"
          placeholder={t`No price`}
          hint={`${chat ? t`Charged to your users per conversation; informational.` : t`Charged to your users per tool call; informational.`} ${milli === null ? t`Empty for none.` : t`= ${milli} millicredits.`}`}
          {...bind('price')}
        />
        <FormAlert submission={form.submission} onRetry={() => void form.save()} />
        <div className="border-line -mx-5 -mb-5 flex flex-wrap items-center justify-between gap-3 rounded-b-lg border-t px-5 py-3">
          <p aria-live="polite" className="text-fg-muted text-sm">
            {readOnly ? (
              t`Read only`
            ) : form.dirty.length > 0 ? (
              <span className="text-fg inline-flex items-center gap-1.5 font-medium">
                <span aria-hidden="true" className="bg-warning size-2 rounded-full" />
                {t`Unsaved changes: ${unsaved}`}
              </span>
            ) : (
              t`All changes saved`
            )}
          </p>
          <div className="flex gap-2">
            {form.dirty.length > 0 && !readOnly ? (
              <Button variant="ghost" onClick={() => form.discard()} disabled={form.saving}>
                <Trans>Discard changes</Trans>
              </Button>
            ) : null}
            <SaveChangesButton pending={form.saving} dirty={form.dirty.length > 0} writeReason={writeReason} />
          </div>
        </div>
      </form>
    </Panel>
  )
}
