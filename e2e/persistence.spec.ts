// Demo data lives in IndexedDB: an edit survives a reload with no other tab holding the
// workspace; with every tab closed (the shared worker ends) the edit and the panel's settings
// come back from IndexedDB; a snapshot that fails the contract's checks is replaced by the
// seed with a notice on every screen, never a broken app.
import type { Page } from '@playwright/test'
import { productList } from '../src/api/contract'
import { DEMO_STORAGE } from '../src/api/contract/mock-controls'
import { closeEveryTab, expect, expectNoA11yViolations, mockControl, test, waitForDemo } from './fixtures'

// These tests close every tab, which ends the workspace's worker: each gets a context of its own.
test.use({ isolation: 'fresh' })

const RENAMED = 'Support Assistant (kept)'

async function supportAssistant(page: Page) {
  const body: unknown = await page.evaluate(
    async () =>
      (await fetch('/v1/products?limit=100', { headers: { 'X-Api-Key': 'ak_test_write' } })).json() as unknown,
  )
  const product = productList.parse(body).data.find((p) => p.slug === 'support-assistant')
  if (!product) throw new Error('the seed has no support-assistant')
  return product
}

/** What the worker saved, as text, read straight from IndexedDB. */
function savedSnapshot(page: Page): Promise<string> {
  return page.evaluate(
    ({ db, store, key }) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onerror = () => reject(new Error('IndexedDB could not be opened'))
        open.onsuccess = () => {
          const conn = open.result
          if (!conn.objectStoreNames.contains(store)) {
            conn.close()
            return resolve('')
          }
          const get = conn.transaction(store).objectStore(store).get(key)
          get.onsuccess = () => {
            conn.close()
            resolve(get.result === undefined ? '' : JSON.stringify(get.result))
          }
          get.onerror = () => reject(new Error('the snapshot could not be read'))
        }
      }),
    DEMO_STORAGE,
  )
}

/** Rewrites the stored snapshot from a plain page; `change` runs in the page on the parsed value. */
function editSnapshot(page: Page, change: 'mark' | 'break', name: string): Promise<void> {
  return page.evaluate(
    ({ db, store, key, change, name }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onerror = () => reject(new Error('IndexedDB could not be opened'))
        open.onsuccess = () => {
          const conn = open.result
          const tx = conn.transaction(store, 'readwrite')
          const objects = tx.objectStore(store)
          const get = objects.get(key)
          get.onsuccess = () => {
            const snap: unknown = get.result
            const products: unknown = typeof snap === 'object' && snap !== null ? Reflect.get(snap, 'products') : null
            if (!Array.isArray(products)) return reject(new Error('no saved products'))
            for (const p of products as unknown[]) {
              if (typeof p !== 'object' || p === null || Reflect.get(p, 'name') !== name) continue
              // 'mark': a valid change only a restart that reads IndexedDB can bring; 'break': the contract refuses it.
              if (change === 'mark') Reflect.set(p, 'name', `${name} (from disk)`)
              else Reflect.set(p, 'price', 'free')
            }
            objects.put(snap, key)
          }
          tx.oncomplete = () => {
            conn.close()
            resolve()
          }
          tx.onerror = () => reject(new Error('the snapshot could not be rewritten'))
        }
      }),
    { ...DEMO_STORAGE, change, name },
  )
}

test('an edit and the panel’s settings survive every tab closing; a broken snapshot gives the seed back with a notice', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/')
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Demo mode')
  await waitForDemo(page)
  const product = await supportAssistant(page)

  await page.goto(`/products/${product.id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await page.getByLabel('Name').fill(RENAMED)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible()
  // A write is committed to IndexedDB before it is answered: no wait, no poll.
  expect(await savedSnapshot(page)).toContain(RENAMED)

  // The only tab reloads: whatever happens to the worker meanwhile, the edit comes back from IndexedDB.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue(RENAMED)

  // The panel's settings, as its controls send them: traffic on, a faster clock, a fault.
  expect(await mockControl(page, 'traffic', { enabled: true, per_minute: 1 })).toBe(200)
  expect(await mockControl(page, 'time-scale', { time_scale: 3600 })).toBe(200)
  expect(await mockControl(page, 'faults', { fail_next_refresh: true })).toBe(200)
  await expect.poll(() => savedSnapshot(page)).toContain('"fail_next_refresh":true')

  // Every tab closed: the worker ends. The renamed product is marked in IndexedDB meanwhile, so seeing
  // the mark proves the next worker read IndexedDB rather than finding the old one still running.
  let plain = await closeEveryTab(page)
  const saved = await savedSnapshot(plain)
  expect(saved).toContain('"time_scale":3600')
  expect(saved).toMatch(/"traffic":\{[^}]*"enabled":true/)
  await editSnapshot(plain, 'mark', RENAMED)
  await plain.goto('/settings')
  const panel = plain.getByRole('region', { name: 'Demo panel' })
  await expect(panel.getByRole('switch', { name: 'Live traffic' })).toBeChecked()
  await expect(panel.getByRole('region', { name: 'Clock' }).getByLabel('Speed')).toHaveValue('3600')
  await expect(panel.getByRole('region', { name: 'Faults' })).toContainText('Next refresh fails')
  await expect(plain.getByRole('main').getByText(/^Demo faults are on: Next refresh fails\./)).toBeVisible()
  await plain.goto(`/products/${product.id}`)
  await expect(plain.getByRole('heading', { level: 1, name: `${RENAMED} (from disk)` })).toBeVisible()

  // Closed again, and the snapshot is broken in a way only the contract's checks catch (its version is right).
  plain = await closeEveryTab(plain)
  await editSnapshot(plain, 'break', `${RENAMED} (from disk)`)
  await plain.goto('/settings')
  await expect(plain.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  // The notice is the shell's: it shows on whichever screen opens first.
  const notice = plain.getByRole('main').getByText('Demo mode:', { exact: true }).locator('..')
  await expect(notice).toContainText('was damaged (it did not pass the contract’s checks)')
  await expect(notice).toContainText('replaced by a fresh workspace')
  await expect(notice).not.toContainText('another version')
  await expectNoA11yViolations(plain)
  expect((await supportAssistant(plain)).name).toBe(product.name)
  await expect(
    plain.getByRole('region', { name: 'Demo panel' }).getByRole('switch', { name: 'Live traffic' }),
  ).not.toBeChecked()
  await plain.getByRole('button', { name: 'Dismiss the notice about the saved demo data' }).click()
  await expect(plain.getByText('Demo mode:', { exact: true })).toHaveCount(0)

  await plain.goto(`/products/${product.id}`)
  await expect(plain.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
})
