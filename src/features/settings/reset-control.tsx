// Resets the demo workspace to its seed, at the size chosen, after a confirmation: it cannot be undone.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { MockState } from '../../api/contract/mock-controls'
import { useResetMock } from '../../api/mock'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/dialog'
import { toast } from '../../components/ui/toast'
import { ChoiceCards, SubSection } from './fields'
import { refreshEverything } from './fresh-cache'

/** The sizes the panel offers, with what each seeds (README's mock server section gives the same figures). */
const SIZES = [
  {
    size: 1,
    label: '1× (the default)',
    details: 'About 4,000 conversations, 38,000 messages and 18,000 ledger entries.',
  },
  {
    size: 10,
    label: '10×',
    details:
      'About 40,000 conversations, 320,000 messages and 150,000 ledger entries: the lists at a large customer’s scale.',
  },
] as const

export function ResetControl({ state }: { state: MockState }) {
  const client = useQueryClient()
  const reset = useResetMock()
  const [open, setOpen] = useState(false)
  const [size, setSize] = useState(state.size)

  const confirm = async () => {
    await reset.mutateAsync({ size })
    refreshEverything(client)
    toast.success('The demo workspace was reset', {
      description: `Every open tab now shows the seed data, at ${size}× the default size.`,
    })
  }

  return (
    <SubSection
      title="Reset the demo workspace"
      description="Back to the seed: products, tools, knowledge bases, conversations, webhooks, the ledger, the trial and faults."
    >
      <p className="text-fg-muted mb-3 text-sm">
        Size now: <span className="text-fg font-medium">{state.size}× the default</span>
      </p>
      <Button
        variant="danger"
        onClick={() => {
          setSize(state.size)
          setOpen(true)
        }}
      >
        Reset workspace…
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset the demo workspace?"
        description="Everything changed in demo mode is replaced by the seed data, in every open tab. This cannot be undone."
        confirmLabel="Reset workspace"
        onConfirm={confirm}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="text-fg mb-2 text-sm font-medium">Workspace size</legend>
          <ChoiceCards
            name="workspace-size"
            choices={SIZES.map((s) => ({ value: s.size, label: s.label, details: [{ text: s.details }] }))}
            value={size}
            onChange={setSize}
          />
        </fieldset>
      </ConfirmDialog>
    </SubSection>
  )
}
