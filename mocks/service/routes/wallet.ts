// Handlers of the wallet operations: balance, the ledger and its period summary.
import type { HandlerTable } from '../core'
import { balanceOf, matchingEntries, summarizeWallet } from '../domain/ledger'
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
    const { ledger } = store
    // Places of the matching entries, newest first; objects are made for the page only.
    const places = matchingEntries(ledger, filter)
    return paginate(
      {
        length: places.length,
        at: (i) => ledger.at(places.place(i)),
        placeOf: (id) => places.indexOf(ledger.indexOf(id)),
      },
      query,
      url,
    )
  },

  getWalletEntry: ({ svc, params }) => ({
    body: svc.store.ledger.get(params.entry_id) ?? notFound(),
  }),

  getWalletSummary: ({ svc, query }) => ({
    body: summarizeWallet(
      svc.store,
      { ...normalisePeriod(query), productId: query.product_id ?? null },
      iso(svc.now()),
    ),
  }),
} satisfies Partial<HandlerTable>
