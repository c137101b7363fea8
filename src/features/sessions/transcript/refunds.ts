// The refunds of a conversation, per message: each refund names the debit it gives back, and
// that debit names its message. Only a key that can read the wallet learns them.
import { useQueries, useQuery } from '@tanstack/react-query'
import { LIMIT_MAX, type WalletEntry } from '../../../api/contract'
import { walletQueries } from '../../../api/wallet'
import { sumMillicredits } from '../../../lib/millicredits'

export interface Refunds {
  /** Millicredits given back, by message id. */
  byMessage: ReadonlyMap<string, number>
  /** Their sum; null when too large to add up exactly. */
  total: number | null
}

/** Refunds by the message their debit charged; refunds whose debit is not (yet) known are left out. */
export function refundsByMessage(
  refunds: readonly WalletEntry[],
  debits: readonly (WalletEntry | undefined)[],
): Refunds {
  const messageOf = new Map(debits.flatMap((d) => (d?.type === 'debit' ? [[d.id, d.message_id] as const] : [])))
  const byMessage = new Map<string, number>()
  const counted: number[] = []
  for (const r of refunds) {
    if (r.type !== 'refund') continue
    const message = messageOf.get(r.refund_of)
    if (message === undefined) continue
    byMessage.set(message, (byMessage.get(message) ?? 0) + r.amount)
    counted.push(r.amount)
  }
  return { byMessage, total: sumMillicredits(counted) }
}

/** The conversation's refunds, once they and their debits have loaded; null until then or without the wallet. */
export function useRefunds(sessionId: string, enabled: boolean): Refunds | null {
  const refunds = useQuery({
    ...walletQueries.entries({ session_id: sessionId, type: ['refund'], limit: LIMIT_MAX }),
    enabled,
  })
  const list = refunds.data?.data ?? []
  const debits = useQueries({
    queries: list.flatMap((r) => (r.type === 'refund' ? [{ ...walletQueries.entry(r.refund_of), enabled }] : [])),
  })
  if (!refunds.data || debits.some((d) => d.isPending)) return null
  return refundsByMessage(
    list,
    debits.map((d) => d.data),
  )
}
