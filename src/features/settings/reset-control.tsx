// Resets the demo workspace to its seed, at the size chosen, after a confirmation: it cannot be undone.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { MockState } from '../../api/contract/mock-controls'
import { useResetMock } from '../../api/mock'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/dialog'
import { toast } from '../../components/ui/toast'
import { ChoiceCards, SubSection } from './fields'
import { refreshEverything } from './fresh-cache'
import { formatCount } from '../../lib/format'

/** The sizes the panel offers (README's mock server section gives the same figures). */
const SIZES = [1, 10] as const

export function ResetControl({ state }: { state: MockState }) {
  const { t } = useLingui()
  /** What each size seeds, as the reset dialog offers it. */
  const sizes = SIZES.map((size) => {
    const factor = formatCount(size)
    return size === 1
      ? {
          size,
          label: t`${factor}× (the default)`,
          details: t`About 4,000 conversations, 38,000 messages and 18,000 ledger entries.`,
        }
      : {
          size,
          label: t`${factor}×`,
          details: t`About 40,000 conversations, 320,000 messages and 150,000 ledger entries: the lists at a large customer’s scale.`,
        }
  })
  const client = useQueryClient()
  const reset = useResetMock()
  const [open, setOpen] = useState(false)
  const [size, setSize] = useState(state.size)
  const now = formatCount(state.size)

  const confirm = async () => {
    await reset.mutateAsync({ size })
    refreshEverything(client)
    const factor = formatCount(size)
    toast.success(t`The demo workspace was reset`, {
      description: t`Every open tab now shows the seed data, at ${factor}× the default size.`,
    })
  }

  return (
    <SubSection
      title={t`Reset the demo workspace`}
      description={t`Back to the seed: products, tools, knowledge bases, conversations, webhooks, the ledger, the trial and faults.`}
    >
      <p className="text-fg-muted mb-3 text-sm">
        <Trans>
          Size now: <span className="text-fg font-medium">{now}× the default</span>
        </Trans>
      </p>
      <Button
        variant="danger"
        onClick={() => {
          setSize(state.size)
          setOpen(true)
        }}
      >
        <Trans>Reset workspace…</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Reset the demo workspace?`}
        description={t`Everything changed in demo mode is replaced by the seed data, in every open tab. This cannot be undone.`}
        confirmLabel={t`Reset workspace`}
        onConfirm={confirm}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="text-fg mb-2 text-sm font-medium">{t`Workspace size`}</legend>
          <ChoiceCards
            name="workspace-size"
            choices={sizes.map((s) => ({ value: s.size, label: s.label, details: [{ text: s.details }] }))}
            value={size}
            onChange={setSize}
          />
        </fieldset>
      </ConfirmDialog>
    </SubSection>
  )
}
