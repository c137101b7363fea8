// Drains the demo wallet to zero (after a confirmation), through one runaway conversation's debits.
import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  // A locked key cannot read the wallet, so it does not ask; the drain needs no key and is offered all the same.
  const readable = useWorkspaceReadable()
  const wallet = useQuery({ ...walletQueries.balance(), retry: false, enabled: readable })
  const drain = useDrainMockWallet()
  const [open, setOpen] = useState(false)
  const balance = wallet.data?.balance
  const empty = balance !== undefined && balance <= 0
  const shown = balance !== undefined ? formatCredits(balance) : null

  const confirm = async () => {
    const result = await drain.mutateAsync()
    const zero = formatCredits(0)
    const id = result.session_id
    toast.success(t`The wallet is drained`, {
      description: t`Its balance is ${zero} credits: conversation ${id} was billed the rest.`,
    })
  }

  return (
    <SubSection
      title={t`Wallet`}
      description={t`Drain the wallet to see a workspace out of credits. The ledger only moves through top-ups, debits and refunds, so one runaway conversation on a published agent is billed the whole balance; the next message tops the wallet up again, as the workspace’s auto-recharge does.`}
    >
      <div className="flex flex-col gap-4">
        <dl className="text-sm">
          <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">
            <Trans>Balance</Trans>
          </dt>
          <dd className="text-fg mt-0.5 font-medium tabular-nums" aria-live="polite">
            {shown !== null
              ? t`${shown} credits`
              : readable && wallet.isPending
                ? t`Loading…`
                : t`Not visible with this key`}
          </dd>
        </dl>
        <div>
          <Button
            variant="danger"
            disabledReason={empty ? t`The wallet is empty already.` : null}
            onClick={() => setOpen(true)}
          >
            <Trans>Drain the wallet…</Trans>
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Drain the wallet?`}
        description={
          shown !== null
            ? t`A runaway conversation is billed the whole balance, ${shown} credits, in every open tab. Its debits stay in the ledger; reset the demo workspace to undo it.`
            : t`A runaway conversation is billed the whole balance, in every open tab. Its debits stay in the ledger; reset the demo workspace to undo it.`
        }
        confirmLabel={t`Drain the wallet`}
        onConfirm={confirm}
      />
    </SubSection>
  )
}
