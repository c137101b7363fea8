// @vitest-environment jsdom
// The overview's two "last 7 days" spend figures, the wallet card's and the runway's, are one
// number from one answer: held equal here for any spend, refunds and a spend past 2^53 included.
import { QueryClient } from '@tanstack/react-query'
import { createRootRoute } from '@tanstack/react-router'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { renderRoutes } from '../../../tests/unit/render-routes'
import { getConfig } from '../../api/config'
import type { Wallet, WalletSummary } from '../../api/contract'
import { walletQueries } from '../../api/wallet'
import { DAY, WEEK } from '../../components/runway/queries'
import { RunwayPanel } from '../../components/runway/runway-panel'
import { capabilityQueries } from '../../app/capabilities'
import { WalletPanel } from './panels'

const dom = setupDomRoot()
window.scrollTo = () => undefined

const wallet: Wallet = { balance: 500_000_000, trial_ends_at: null, updated_at: '2026-11-27T09:00:00.000Z' }

const summary = (debit: number, refund: number): WalletSummary => ({
  from: '2026-11-20T10:00:00.000Z',
  to: null,
  product_id: null,
  opening_balance: 0,
  closing_balance: 0,
  totals: { top_up: 0, debit, refund },
  entry_count: 2,
  per_day: [],
  per_product: [],
  largest_sessions: [],
})

async function render(week: WalletSummary): Promise<void> {
  // Fresh for good: the panels must show what is in the cache, not ask again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(capabilityQueries.probe(getConfig()).queryKey, {
    scope: 'write',
    locked: false,
    lockedProduct: null,
  })
  client.setQueryData(walletQueries.balance().queryKey, wallet)
  client.setQueryData(WEEK.queryKey, week)
  client.setQueryData(DAY.queryKey, summary(-1_000, 0))
  const root = createRootRoute({
    component: () => (
      <>
        <WalletPanel />
        <RunwayPanel productNames={new Map()} />
      </>
    ),
  })
  await renderRoutes(dom, root, client)
  await act(() => vi.waitFor(() => expect(dom.container.textContent).toContain('Spent, last 7 days')))
}

/** The wallet card's figure and the runway's sentence, as the reader sees them (a "—" without its spoken reason). */
function figures(): { card: string; runway: string } {
  const seen = (el: Element | null | undefined): string => {
    const copy = el?.cloneNode(true) as Element | undefined
    copy?.querySelectorAll('.sr-only').forEach((n) => n.remove())
    return copy?.textContent ?? ''
  }
  const label = [...dom.container.querySelectorAll('dt')].find((dt) => dt.textContent === 'Spent, last 7 days')
  const card = seen(label?.nextElementSibling)
  const sentence = [...dom.container.querySelectorAll('p')].find((p) => p.textContent.startsWith('Spent '))
  const runway = /^Spent (.+?) credits in the last 7 days/.exec(seen(sentence))?.[1] ?? ''
  return { card, runway }
}

describe('the overview’s last 7 days of spend', () => {
  it.each([
    ['debits alone', -67_763_686, 0, '67,763.686'],
    ['debits less their refunds', -71_863_336, 4_099_650, '67,763.686'],
    ['no spend', 0, 0, '0.000'],
    ['refunds above the debits', -1_000, 5_000, '0.000'],
    ['a spend past 2^53', -4_951_143_115_163_469, -4_951_143_115_163_469, '—'],
  ])('is one number in the wallet card and the runway: %s', async (_, debit, refund, shown) => {
    await render(summary(debit, refund))
    expect(figures()).toEqual({ card: shown, runway: shown })
  })

  it('says its window once, in words', async () => {
    await render(summary(-5_000, 0))
    expect(dom.container.textContent.split('the 7 × 24 hours to now')).toHaveLength(2)
  })
})
