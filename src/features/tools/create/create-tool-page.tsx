// /tools/new: choose a kind, then name, settings and inputs. The contract validates from the
// first attempt on; the server's refusals land on their fields, inside the inputs list too;
// one submission keeps one Idempotency-Key, so a double click or a resend creates one tool.
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { TOOL_KINDS, type ToolCreate } from '../../../api/contract'
import { useCreateTool } from '../../../api/tools'
import { Banner } from '../../../components/ui/banner'
import { Button, buttonClass } from '../../../components/ui/button'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { toast } from '../../../components/ui/toast'
import { useCanWrite } from '../../../lib/capabilities'
import { createBodyOf, emptyDraft, inputsOf, sameContent, type ToolDraft, type ToolKind } from '../form/draft'
import { SchemaPreview } from '../form/schema-preview'
import { ToolFormFields } from '../form/tool-form'
import { UnplacedErrors } from '../form/unplaced-errors'
import { useToolDraft } from '../form/use-tool-draft'
import { KIND_DESCRIPTIONS, KIND_LABELS } from '../labels'

const route = getRouteApi('/_workspace/tools/new')

function KindChoice({ value, onChange }: { value: ToolKind; onChange: (kind: ToolKind) => void }) {
  return (
    <fieldset>
      <legend className="text-fg mb-2 text-base font-semibold">Kind</legend>
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
              {KIND_LABELS[kind]} tool
              <span className="text-fg-muted text-xs font-normal">{KIND_DESCRIPTIONS[kind]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function CreateToolPage() {
  const { kind: preselected } = route.useSearch()
  const navigate = useNavigate()
  const create = useCreateTool()
  const permission = useCanWrite({ workspace: true })
  const form = useToolDraft(() => emptyDraft(preselected ?? 'http'))
  const [failure, setFailure] = useState<unknown>(null)
  // Choosing a kind alone is nothing to lose; anything typed or added is.
  const dirty = !sameContent(form.draft, emptyDraft(form.draft.kind))
  const submitting = useRef(false)
  /** The body last sent: sent again unchanged, it is the same object, so the same Idempotency-Key. */
  const lastSent = useRef<{ json: string; body: ToolCreate } | null>(null)

  const setKind = (kind: ToolKind) =>
    // The shared fields stay; each kind keeps its own settings while the user looks around.
    form.reset({ ...form.draft, kind })

  const send = async () => {
    if (submitting.current || !permission.allowed) return
    setFailure(null)
    if (!form.attempt()) return
    const sent: ToolDraft = form.draft
    const fresh = createBodyOf(sent)
    const json = JSON.stringify(fresh)
    const body = lastSent.current?.json === json ? lastSent.current.body : fresh
    lastSent.current = { json, body }
    submitting.current = true
    try {
      const tool = await create.mutateAsync(body)
      toast.success(
        <>
          Created <bdi>{tool.name}</bdi>
        </>,
        { description: 'Attach it to the products that should use it.' },
      )
      // Saved: what was typed now lives on the tool's page, so leaving loses nothing.
      await navigate({ to: '/tools/$toolId', params: { toolId: tool.id }, ignoreBlocker: true })
    } catch (error) {
      if (!form.refused(error, sent)) setFailure(error)
    } finally {
      submitting.current = false
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <p className="text-sm">
          <Link to="/tools" className="text-fg-muted hover:text-fg font-medium">
            <span aria-hidden="true">← </span>Tools
          </Link>
        </p>
        <h1 className="text-fg mt-2 text-2xl font-semibold tracking-tight">New tool</h1>
        <p className="text-fg-muted mt-1 text-sm">
          A tool is something a product can do: call a model, call an API, or return fixed content.
        </p>
      </div>

      {!permission.allowed && permission.reason ? (
        <Banner tone="warning" icon="lock">
          {permission.reason}
        </Banner>
      ) : null}

      <form noValidate onSubmit={submit} aria-label="New tool" className="flex flex-col gap-6">
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

        {failure ? <ErrorNotice error={failure} onRetry={() => void send()} retrying={create.isPending} /> : null}
        <UnplacedErrors messages={form.unplaced} />

        <div className="flex flex-wrap items-center justify-end gap-2">
          <Link to="/tools" className={buttonClass('ghost')}>
            Cancel
          </Link>
          <Button type="submit" variant="primary" busy={create.isPending} disabledReason={permission.reason}>
            {create.isPending ? 'Creating…' : 'Create tool'}
          </Button>
        </div>
      </form>
      <LeaveGuard dirty={dirty} description="This tool is not created yet. Leaving discards what you entered." />
    </div>
  )
}
