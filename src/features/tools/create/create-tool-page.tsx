// /tools/new: choose a kind, then name, settings and inputs. The contract validates from the
// first attempt on; the server's refusals land on their fields, inside the inputs list too;
// one submission keeps one Idempotency-Key, so a double click or a resend creates one tool.
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { TOOL_KINDS } from '../../../api/contract'
import { useCreateTool } from '../../../api/tools'
import { CreateFormFooter, CreatePageHeader } from '../../../components/form/form-parts'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { toast } from '../../../components/ui/toast'
import { useCanWrite } from '../../../app/capabilities'
import { createBodyOf, emptyDraft, inputsOf, sameContent, type ToolKind } from '../form/draft'
import { SchemaPreview } from '../form/schema-preview'
import { ToolFormFields } from '../form/tool-form'
import { useToolDraft } from '../form/use-tool-draft'
import { kindDescription, kindTitle } from '../labels'

const route = getRouteApi('/_workspace/tools/new')

function KindChoice({ value, onChange }: { value: ToolKind; onChange: (kind: ToolKind) => void }) {
  return (
    <fieldset>
      <legend className="text-fg mb-2 text-base font-semibold">
        <Trans>Kind</Trans>
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {TOOL_KINDS.map((kind) => (
          <label
            key={kind}
            className="border-line bg-surface has-[:checked]:border-accent has-[:checked]:ring-accent has-[:focus-visible]:outline-focus flex cursor-pointer gap-3 rounded-lg border p-4 shadow-xs has-[:checked]:ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
          >
            <input
              type="radio"
              name="tool-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="accent-accent mt-0.5 size-4 shrink-0 focus-visible:outline-none"
            />
            <span className="text-fg flex flex-col gap-1 text-sm font-semibold">
              {kindTitle(kind)}
              <span className="text-fg-muted text-xs font-normal">{kindDescription(kind)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function CreateToolPage() {
  const { t } = useLingui()
  const { kind: preselected } = route.useSearch()
  const navigate = useNavigate()
  const create = useCreateTool()
  const permission = useCanWrite({ workspace: true })
  const form = useToolDraft(
    () => emptyDraft(preselected ?? 'http'),
    (draft, idempotencyKey) => create.mutateAsync({ body: createBodyOf(draft), idempotencyKey }),
  )
  const { submission } = form
  const { attachForm } = submission
  // Choosing a kind alone is nothing to lose; anything typed or added is.
  const dirty = !sameContent(form.draft, emptyDraft(form.draft.kind))

  const setKind = (kind: ToolKind) =>
    // The shared fields stay; each kind keeps its own settings while the user looks around.
    form.reset({ ...form.draft, kind })

  const send = async () => {
    if (!permission.allowed) return
    const tool = await form.save()
    if (!tool) return
    const name = tool.name
    toast.success(
      <Trans>
        Created <bdi translate="no">{name}</bdi>
      </Trans>,
      { description: t`Attach it to the products that should use it.` },
    )
    // Saved: what was typed now lives on the tool's page, so leaving loses nothing.
    await navigate({ to: '/tools/$toolId', params: { toolId: tool.id }, ignoreBlocker: true })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <CreatePageHeader
        parent="/tools"
        parentLabel={t`Tools`}
        title={t`New tool`}
        description={t`A tool is something a product can do: call a model, call an API, or return fixed content.`}
        permissionReason={permission.allowed ? null : permission.reason}
      />

      <form ref={attachForm} noValidate onSubmit={submit} aria-label={t`New tool`} className="flex flex-col gap-6">
        <fieldset disabled={!permission.allowed} className="contents">
          <KindChoice value={form.draft.kind} onChange={setKind} />
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
              <ToolFormFields form={form} />
            </div>
            <div className="min-w-0 lg:sticky lg:top-20">
              <SchemaPreview inputs={inputsOf(form.draft)} />
            </div>
          </div>
        </fieldset>

        <CreateFormFooter
          submission={submission}
          onRetry={() => void send()}
          cancelTo="/tools"
          label={t`Create tool`}
          busyLabel={t`Creating…`}
          disabledReason={permission.reason}
        />
      </form>
      <LeaveGuard dirty={dirty} description={t`This tool is not created yet. Leaving discards what you entered.`} />
    </div>
  )
}
