// /tools/$toolId: one tool: its edit form (guarded against leaving with unsaved edits),
// the products that use it (and attaching it to more), its input schema, "Try it", and delete.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { Tool } from '../../../api/contract'
import { toolQueries, useUpdateTool } from '../../../api/tools'
import { WriteReasonBanner } from '../../../components/ui/banner'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { DetailHeader } from '../../../components/ui/detail-header'
import { DetailQuery, MissingId } from '../../../components/ui/detail-query'
import { Panel } from '../../../components/ui/panel'
import { Breadcrumb, crumbLinkClass } from '../../../components/ui/breadcrumb'
import { toast } from '../../../components/ui/toast'
import { useCanWrite } from '../../../app/capabilities'
import { formatDateTime } from '../../../lib/format'
import { draftFromTool, inputsOf, sameContent, updateBodyOf, type ToolDraft } from '../form/draft'
import { SchemaPreview } from '../form/schema-preview'
import { ToolFormFields } from '../form/tool-form'
import { FormAlert, SaveChangesButton } from '../../../components/form/form-parts'
import { useToolDraft } from '../form/use-tool-draft'
import { KindBadge } from '../labels'
import { AttachDialog } from './attach-dialog'
import { DeleteToolDialog } from './delete-dialog'
import { TryIt, type TrySettings } from './try-it'
import { DetailPending } from '../../../components/ui/detail-pending'
import { recallListSearch } from '../../../components/list-page/list-return'
import { toolsSearch } from '../list/search'

const route = getRouteApi('/_workspace/tools/$toolId')

const linkClass = 'text-accent hover:text-accent-hover font-medium underline underline-offset-2'

/** Back to the list as it was last filtered in this tab. */
const trail = () => [
  <Link key="list" to="/tools" search={recallListSearch('/tools', toolsSearch)} className={crumbLinkClass}>
    <Trans>Tools</Trans>
  </Link>,
]

function UsedBy({ tool, writeReason }: { tool: Tool; writeReason: string | null }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Panel
      title={t`Used by`}
      description={t`The products this tool is attached to.`}
      actions={
        <Button size="sm" onClick={() => setOpen(true)} disabledReason={writeReason}>
          <Trans>Attach to products</Trans>
        </Button>
      }
    >
      {tool.used_by.length === 0 ? (
        <EmptyState title={t`Not used by any product`}>
          <Trans>Attach it to the products that should be able to call it.</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Products using this tool`} className="divide-line border-line divide-y rounded-md border">
          {tool.used_by.map((p) => (
            <li key={p.id} className="px-3 py-2">
              <Link to="/products/$productId" params={{ productId: p.id }} translate="no" className={linkClass}>
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <AttachDialog tool={tool} open={open} onOpenChange={setOpen} />
    </Panel>
  )
}

const trySettingsOf = (draft: ToolDraft): TrySettings =>
  draft.kind === 'http'
    ? {
        kind: 'http',
        http: {
          method: draft.method,
          url: draft.url,
          headers: draft.headers.map((h) => ({ name: h.name, value: h.value })),
          body_template: draft.bodyTemplate === '' ? null : draft.bodyTemplate,
        },
      }
    : draft.kind === 'static'
      ? { kind: 'static', content: draft.content }
      : { kind: 'llm', instructions: draft.instructions }

function ToolDetail({ tool }: { tool: Tool }) {
  const { t } = useLingui()
  // Writes to the library are workspace-wide; a locked key never gets here, a read key may not write.
  const { reason: writeReason } = useCanWrite({ workspace: true })
  const update = useUpdateTool()
  /** The saved tool as a draft: what "unsaved changes" compares with. */
  const [base, setBase] = useState<ToolDraft>(() => draftFromTool(tool))
  const form = useToolDraft(
    () => base,
    // A PATCH: no Idempotency-Key.
    (draft) => update.mutateAsync({ id: tool.id, body: updateBodyOf(draft) }),
  )
  const { submission } = form
  const { attachForm } = submission
  const [deleting, setDeleting] = useState(false)
  const dirty = !sameContent(form.draft, base)
  const updated = formatDateTime(tool.updated_at)
  const inputCount = tool.inputs.length
  const usedCount = tool.used_by.length

  const save = async () => {
    if (writeReason || !dirty) return
    const saved = await form.save()
    if (!saved) return
    const next = draftFromTool(saved)
    setBase(next)
    form.reset(next)
    const count = saved.used_by.length
    const name = saved.name
    toast.success(t`Changes saved`, {
      description: count
        ? plural(count, {
            one: 'The manifest of # product shows the new version.',
            other: 'The manifests of # products show the new version.',
          })
        : t`${name} is up to date.`,
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save()
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Breadcrumb
        trail={trail()}
        current={
          <bdi translate="no" className="font-mono">
            {tool.name}
          </bdi>
        }
      />
      <DetailHeader
        name={tool.name}
        mono
        facts={
          <>
            <KindBadge kind={tool.kind} />
            <span className="text-fg-muted">{plural(inputCount, { one: '# input', other: '# inputs' })}</span>
            <span className="text-fg-muted">
              {plural(usedCount, { one: 'Used by # product', other: 'Used by # products' })}
            </span>
            <span className="text-fg-muted whitespace-nowrap">{t`Updated ${updated}`}</span>
          </>
        }
        actions={
          <Button variant="secondary" onClick={() => setDeleting(true)} disabledReason={writeReason}>
            <Trans>Delete…</Trans>
          </Button>
        }
      />

      <WriteReasonBanner reason={writeReason} />

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <form
          ref={attachForm}
          noValidate
          onSubmit={submit}
          aria-label={t`Edit tool`}
          className="flex min-w-0 flex-col gap-4 lg:col-span-2"
        >
          <fieldset disabled={Boolean(writeReason)} className="contents">
            <ToolFormFields form={form} />
          </fieldset>
          <FormAlert submission={submission} onRetry={() => void save()} />
          <div className="border-line bg-surface sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 shadow-xs">
            <p className="text-fg-muted text-sm" role="status">
              {dirty ? t`Unsaved changes` : t`All changes saved`}
            </p>
            <div className="flex gap-2">
              <Button disabled={!dirty || submission.pending} onClick={() => form.reset(base)}>
                <Trans>Discard</Trans>
              </Button>
              <SaveChangesButton pending={submission.pending} dirty={dirty} writeReason={writeReason} />
            </div>
          </div>
        </form>
        <div className="flex min-w-0 flex-col gap-4">
          <UsedBy tool={tool} writeReason={writeReason} />
          <SchemaPreview inputs={inputsOf(form.draft)} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <TryIt
            name={form.draft.name.trim() || tool.name}
            inputs={inputsOf(form.draft)}
            settings={trySettingsOf(form.draft)}
          />
        </div>
      </div>

      <DeleteToolDialog tool={tool} open={deleting} onOpenChange={setDeleting} />
      <LeaveGuard dirty={dirty} description={t`Your edits to this tool are not saved. Leaving discards them.`} />
    </div>
  )
}

export function ToolDetailPage() {
  const { t } = useLingui()
  const { toolId } = route.useParams()
  const query = useQuery(toolQueries.detail(toolId))
  return (
    <DetailQuery
      query={query}
      pending={<DetailPending label={t`Loading the tool…`} main={['h-64', 'h-64']} side={['h-40', 'h-64']} />}
      failedTitle={t`The tool could not be loaded`}
      notFoundTitle={t`No such tool`}
      back={{ to: '/tools', label: t`All tools` }}
      missing={
        <Trans>
          There is no tool <MissingId>{toolId}</MissingId> in this workspace. It may have been deleted.
        </Trans>
      }
    >
      {(tool) => <ToolDetail key={toolId} tool={tool} />}
    </DetailQuery>
  )
}
