// Resets the demo workspace to its seed, after a confirmation: it cannot be undone.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useResetMock } from '../../api/mock'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/dialog'
import { ErrorNotice } from '../../components/ui/error-notice'
import { toast } from '../../components/ui/toast'
import { SubSection } from './fields'
import { refreshEverything } from './fresh-cache'

export function ResetControl() {
  const client = useQueryClient()
  const reset = useResetMock()
  const [open, setOpen] = useState(false)

  const confirm = async () => {
    await reset.mutateAsync()
    refreshEverything(client)
    toast.success('The demo workspace was reset', { description: 'Every open tab now shows the seed data.' })
  }

  return (
    <SubSection
      title="Reset the demo workspace"
      description="Back to the seed: products, tools, knowledge bases, conversations, webhooks, the ledger, the trial and faults."
    >
      <Button
        variant="danger"
        onClick={() => {
          reset.reset()
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
        {reset.isError ? <ErrorNotice error={reset.error} /> : null}
      </ConfirmDialog>
    </SubSection>
  )
}
