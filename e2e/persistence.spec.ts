// Demo data lives in IndexedDB: an edit survives a reload with no other tab holding the
// workspace, and a snapshot that no longer reads is replaced by the seed with a notice
// in the demo panel, never a broken app.
import type { Page } from '@playwright/test'
import { DEMO_STORAGE, productList } from '../src/api/contract'
import { expect, expectNoA11yViolations, test, waitForDemo } from './fixtures'

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

test('an edit survives a reload; a corrupted snapshot gives the seed back with a notice', async ({ page }) => {
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

  // Every app tab closed, the stored snapshot is broken from a plain page of the same origin.
  const context = page.context()
  await page.close()
  const plain = await context.newPage()
  await plain.goto('/favicon.svg')
  await plain.waitForTimeout(500)
  await plain.evaluate(
    ({ db, store, key }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onerror = () => reject(new Error('IndexedDB could not be opened'))
        open.onsuccess = () => {
          const conn = open.result
          const tx = conn.transaction(store, 'readwrite')
          tx.objectStore(store).put({ version: 'broken', workspace: 'not a snapshot' }, key)
          tx.oncomplete = () => {
            conn.close()
            resolve()
          }
          tx.onerror = () => reject(new Error('the broken snapshot could not be written'))
        }
      }),
    DEMO_STORAGE,
  )

  await plain.goto('/settings')
  await expect(plain.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  const notice = plain
    .getByRole('region', { name: 'Demo panel' })
    .getByRole('status')
    .filter({ hasText: 'saved demo data' })
  await expect(notice).toContainText('replaced by a fresh workspace')
  await expectNoA11yViolations(plain)
  expect((await supportAssistant(plain)).name).toBe(product.name)
  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await expect(notice).toHaveCount(0)

  await plain.goto(`/products/${product.id}`)
  await expect(plain.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
})
