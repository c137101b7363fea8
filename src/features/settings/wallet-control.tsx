// Drains the demo wallet to zero (after a confirmation), through one runaway conversation's debits.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDrainMockWallet } from '../../api/mock'
import { walletQueries } from '../../api/wallet'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/dialog'
import { toast } from '../../components/ui/toast'
import { useWorkspaceReadable } from '../../app/capabilities'
import { formatCredits } from '../../lib/format'
import { SubSection } from './fields'

export function WalletControl() {
  // A locked key cannot read the wallet, so it does not ask; the drain needs no key and is offered all the same.
  const readable = useWorkspaceReadable()
  const wallet = useQuery({ ...walletQueries.balance(), retry: false, enabled: readable })
  const drain = useDrainMockWallet()
  const [open, setOpen] = useState(false)
  const balance = wallet.data?.balance
  const empty = balance !== undefined && balance <= 0

  const confirm = async () => {
    const result = await drain.mutateAsync()
    toast.success('The wallet is drained', {
      description: `Its balance is 0 credits: conversation ${result.session_id} was billed the rest.`,
    })
  }

  return (
    <SubSection
      title="Wallet"
      description="Drain the wallet to see a workspace out of credits. The ledger only moves through top-ups, debits and refunds, so one runaway conversation on a published agent is billed the whole balance; the next message tops the wallet up again, as the workspace’s auto-recharge does."
    >
      <div className="flex flex-col gap-4">
        <dl className="text-sm">
          <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">Balance</dt>
          <dd className="text-fg mt-0.5 font-medium tabular-nums" aria-live="polite">
            {balance !== undefined
              ? `${formatCredits(balance)} credits`
              : readable && wallet.isPending
                ? 'Loading…'
                : 'Not visible with this key'}
          </dd>
        </dl>
        <div>
          <Button
            variant="danger"
            disabledReason={empty ? 'The wallet is empty already.' : null}
            onClick={() => setOpen(true)}
          >
            Drain the wallet…
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Drain the wallet?"
        description={`A runaway conversation is billed ${balance !== undefined ? `the whole balance, ${formatCredits(balance)} credits` : 'the whole balance'}, in every open tab. Its debits stay in the ledger; reset the demo workspace to undo it.`}
        confirmLabel="Drain the wallet"
        onConfirm={confirm}
      />
    </SubSection>
  )
}
