// Screenshots of the wallet ledger, an entry, and the wallet as each kind of key sees it.
import { expect } from '@playwright/test'
import { heading, noneBusy, type Screen } from './screen'

const refunds = '/wallet?type=refund'

export const SCREENS_WALLET: Screen[] = [
  { name: 'wallet', path: '/wallet', ready: heading('Wallet') },
  {
    name: 'wallet-filtered',
    path: '/wallet?period=last_month&type=debit&type=refund&min_amount=-20000&max_amount=0',
    ready: heading('Wallet'),
  },
  {
    name: 'wallet-charts-as-tables',
    path: '/wallet?period=this_month',
    ready: heading('Wallet'),
    async act(page) {
      // Each click renames its button ("Show chart"), so the first remaining one is always the next.
      const show = page.getByRole('button', { name: 'Show table' })
      for (let left = await show.count(); left > 0; left--) await show.first().click()
      await expect(show).toHaveCount(0)
    },
  },
  {
    name: 'wallet-exporting',
    path: '/wallet?period=last_30_days',
    ready: heading('Wallet'),
    async act(page) {
      // A slow mock keeps the export running long enough to see its count and Cancel.
      await page.evaluate(() =>
        fetch('/_mock/faults', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ latency_ms: 5000 }),
        }),
      )
      await page.getByRole('button', { name: 'Export CSV' }).click()
      await expect(page.getByRole('button', { name: 'Cancel export' })).toBeVisible()
    },
  },
  { name: 'wallet-read-key', path: '/wallet', demoKey: 'ak_test_read', ready: heading('Wallet') },
  {
    name: 'wallet-locked-key',
    path: '/wallet',
    demoKey: 'ak_test_locked',
    ready: heading('Wallet is not available with this key'),
  },
  {
    name: 'wallet-refund-entry',
    path: refunds,
    ready: heading('Wallet'),
    async act(page) {
      await page.getByRole('link', { name: /Refunded debit/ }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: /^Debit of/ })).toBeVisible()
      await noneBusy(page)
    },
  },
]
