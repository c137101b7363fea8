// Handlers of the wallet operations: balance, the ledger and its period summary.
import type { HandlerTable } from '../core'
import { balanceOf, entryMatches, summarizeWallet } from '../domain/ledger'
import { iso, normalisePeriod } from '../domain/usage'
import { paginate } from '../pagination'
import { notFound } from '../problems'

export const walletHandlers = {
  getWallet: ({ svc }) => ({
    body: {
      balance: balanceOf(svc.store),
      trial_ends_at: svc.store.trialEndsAt == null ? null : iso(svc.store.trialEndsAt),
      updated_at: iso(svc.store.walletUpdatedAt),
    },
  }),

  listWalletEntries: ({ svc, query, url }) => {
    const { store } = svc
    const filter = {
      types: query.type ?? null,
      ...normalisePeriod(query),
      productId: query.product_id ?? null,
      sessionId: query.session_id ?? null,
      minAmount: query.min_amount ?? null,
      maxAmount: query.max_amount ?? null,
    }
    // Newest first: walk the ledger (oldest first) backwards.
    const items = []
    for (let i = store.ledger.length - 1; i >= 0; i--) {
      const e = store.ledger[i]
      if (e && entryMatches(store, e, filter)) items.push(e)
    }
    return paginate(items, query, url)
  },

  getWalletEntry: ({ svc, params }) => ({
    body: svc.store.ledgerById.get(params.entry_id) ?? notFound(),
  }),

  getWalletSummary: ({ svc, query }) => ({
    body: summarizeWallet(
      svc.store,
      { ...normalisePeriod(query), productId: query.product_id ?? null },
      iso(svc.now()),
    ),
  }),
} satisfies Partial<HandlerTable>
