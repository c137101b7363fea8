// The command palette and keyboard shortcuts: open from anywhere, fuzzy-find screens and
// actions, paste ids to find objects through the API, and `?` for the shortcuts list.
import type { Page } from '@playwright/test'
import { productList, webhookList, deliveryList, sessionList } from '../src/api/contract'
import { apiGet, expect, expectNoA11yViolations, serverError, stubFetch, test, waitForDemo } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const search = (page: Page) => palette(page).getByRole('combobox')
const shortcuts = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' })
const trigger = (page: Page) => page.getByRole('button', { name: 'Search or jump…' })
/** The live region's word once every search has answered: "3 results." */
const settled = (page: Page) =>
  expect(palette(page).getByRole('status')).toHaveText(/^(\d+ results?\.|No results for .*)$/)
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(trigger(page)).toBeVisible()
  await waitForDemo(page)
}

test('opens with Ctrl+K or Meta+K, fuzzy-finds a screen and goes there with Enter', async ({ page }) => {
  await openApp(page, '/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()

  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeVisible()
  await expect(search(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()

  await page.keyboard.press('Meta+k')
  await expect(palette(page)).toBeVisible()
  await page.keyboard.type('ovrv')
  const overview = palette(page).getByRole('option', { name: 'Overview' })
  await expect(overview).toHaveAttribute('aria-selected', 'true')
  await expect(palette(page).getByRole('option')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(palette(page)).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('arrows move through the list, and focus returns to the trigger on close', async ({ page }) => {
  await openApp(page)
  await trigger(page).click()
  await expect(palette(page)).toBeVisible()
  const options = palette(page).getByRole('option')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  // ⌘K works from the palette's own field too: it closes it again.
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeHidden()
  await expect(trigger(page)).toBeFocused()
})

test('runs actions: open settings, show the shortcuts', async ({ page }) => {
  await openApp(page)
  await trigger(page).click()
  await search(page).fill('settings')
  await palette(page).getByRole('option', { name: 'Open settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(palette(page)).toBeHidden()

  await page.keyboard.press('Control+k')
  await search(page).fill('shortcuts')
  await page.keyboard.press('Enter')
  await expect(shortcuts(page)).toBeVisible()
  await expect(palette(page)).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(shortcuts(page)).toBeHidden()
})

test('a pasted product id is looked up and named; Enter opens it, and its id can be copied', async ({
  page,
  clipboard,
}) => {
  await openApp(page)
  const [product] = (await apiGet(page, '/products?limit=1', productList)).data
  if (!product) throw new Error('the demo workspace has no product')

  await page.keyboard.press('Control+k')
  await search(page).fill(`  ${product.id} `)
  const row = palette(page).getByRole('option', { name: `Open: Product · ${product.name} · ${product.id}` })
  await expect(row).toHaveAttribute('aria-selected', 'true')
  const copyRow = palette(page).getByRole('option', { name: `Copy id ${product.id}` })
  await page.keyboard.press('ArrowDown')
  await expect(copyRow).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(palette(page)).toBeHidden()
  await expect(page.getByText('Copied the id')).toBeVisible()
  expect(await clipboard.read()).toBe(product.id)

  await page.keyboard.press('Control+k')
  await search(page).fill(product.id)
  await expect(row).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`))
})

test('ids that name nothing say so: missing, unknown prefix, incomplete', async ({ page }) => {
  await openApp(page)
  await page.keyboard.press('Control+k')
  const status = palette(page).getByRole('status')

  await search(page).fill('prod_zzzzzzzzzzzzzzzz')
  await expect(status).toHaveText('No product prod_zzzzzzzzzzzzzzzz in this workspace (or this key cannot see it).')
  await expect(palette(page).getByRole('option')).toHaveCount(0)

  await search(page).fill('cus_8fK2mQ4xLp')
  await expect(status).toContainText('cus_ is not an id prefix this API uses. Ids start with prod_, tool_, kb_')

  await search(page).fill('dlv_12')
  await expect(status).toContainText('Delivery ids look like dlv_8fK2mQ4xLp')
})

test('a delivery id is found by searching the endpoints', async ({ page }) => {
  await openApp(page)
  const endpoints = (await apiGet(page, '/webhooks?limit=100', webhookList)).data
  let found: { id: string; event_type: string } | undefined
  for (const endpoint of endpoints) {
    found = (await apiGet(page, `/webhooks/${endpoint.id}/deliveries?limit=1`, deliveryList)).data[0]
    if (found) break
  }
  if (!found) throw new Error('the demo workspace has no delivery')

  await page.keyboard.press('Control+k')
  await search(page).fill(found.id)
  await expect(palette(page).getByRole('option', { name: new RegExp(`Delivery · ${found.event_type}`) })).toBeVisible()
})

test('? lists the shortcuts, but not while typing in a field', async ({ page }) => {
  await openApp(page, '/settings')
  await page.keyboard.press('?')
  const dialog = shortcuts(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'General' })).toBeVisible()
  await expect(dialog).toContainText('Open the command palette')
  await expect(dialog).toContainText('Show keyboard shortcuts')
  await expect(dialog.getByRole('heading', { name: 'Go to' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A text field on the page keeps its `?`…
  await page.getByRole('radio', { name: /A real API/ }).check()
  const field = page.getByRole('textbox', { name: 'Base URL' })
  await field.fill('')
  await field.pressSequentially('what?')
  await expect(field).toHaveValue('what?')
  await expect(dialog).toBeHidden()
  // …and so does the palette's search field.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('?')
  await expect(search(page)).toHaveValue('?')
  await expect(dialog).toBeHidden()
})

test('g then a letter jumps to a screen', async ({ page }) => {
  await openApp(page)
  await page.keyboard.press('g')
  await page.keyboard.press('s')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
})

// Each theme once and each width once: light on a wide screen, dark on a phone.
for (const [colorScheme, width, viewport] of [
  ['light', 'wide', { width: 1280, height: 900 }],
  ['dark', 'narrow', { width: 390, height: 844 }],
] as const) {
  test(`axe-clean with the palette and the shortcuts open (${colorScheme}, ${width})`, async ({ page }) => {
    // Five axe runs over a full screen: past 30 s on a slow two-core machine.
    test.setTimeout(60_000)
    await page.setViewportSize(viewport)
    await page.emulateMedia({ colorScheme })
    await openApp(page)
    const [product] = (await apiGet(page, '/products?limit=1', productList)).data
    if (!product) throw new Error('the demo workspace has no product')

    // The lookup states, in this theme: found (then opened), and missing.
    await trigger(page).click()
    await search(page).fill(product.id)
    const found = palette(page).getByRole('option', { name: new RegExp(product.name) })
    await expect(found).toHaveAttribute('aria-selected', 'true')
    await expectNoA11yViolations(page)
    await search(page).fill('prod_zzzzzzzzzzzzzzzz')
    await expect(palette(page).getByRole('status')).toContainText('No product')
    await expectNoA11yViolations(page)
    await search(page).fill(product.id)
    await expect(found).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`))

    // Empty, the product just opened leads as a recent item, above the screens and actions.
    await page.keyboard.press('Control+k')
    const recent = palette(page).getByRole('group', { name: 'Recent' })
    await expect(recent.getByRole('option').first()).toContainText(product.name)
    await expectNoA11yViolations(page)

    // Objects found by name, and an action this screen cannot do (it has no list) with its reason.
    await search(page).fill('ex')
    await expect(palette(page).getByRole('option', { name: /Export the current list as CSV/ })).toContainText(
      'Unavailable',
    )
    await expect(
      palette(page)
        .getByRole('option', { name: /Conversation ·/ })
        .first(),
    ).toBeVisible()
    await settled(page)
    await expectNoA11yViolations(page)

    await page.keyboard.press('Escape')
    await page.keyboard.press('?')
    await expect(shortcuts(page)).toBeVisible()
    await expectNoA11yViolations(page)
  })
}

// Finding things by name and doing things, with the keyboard only.

test('"billing" opens Billing Bot, which then leads the recent items; "new product" lands in the form', async ({
  page,
}) => {
  await openApp(page)
  await page.keyboard.press('Control+k')
  // Typed while the dialog's code loads, then more once the results are in: no key is lost or replaced.
  await page.keyboard.type('bill')
  const bot = palette(page).getByRole('option', { name: /Billing Bot/ })
  await expect(bot).toBeVisible()
  // While the longer query is asked, the hits found so far stay under the cursor: an Enter then
  // still opens the best match (the products' answer is held until the page has moved on).
  await stubFetch(page, { method: 'GET', path: '/v1/products$', query: 'q=billing', answer: 'lose', hold: true })
  await page.keyboard.type('ing')
  await expect(search(page)).toHaveValue('billing')
  await expect(palette(page).getByText(/^Searching products/)).toBeVisible()
  await expect(bot).toHaveAttribute('aria-selected', 'true')
  await expect(bot).toContainText('Product')
  await expect(bot).toContainText('/billing-bot')
  // Loose matches stay out of the way: no switch answers "billing".
  await expect(palette(page).getByRole('option', { name: /Switch/ })).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Bot' })).toBeVisible()

  // The object on screen: its place in the API reference is one Enter away.
  await page.keyboard.press('Control+k')
  await expect(palette(page).getByRole('group', { name: 'Recent' }).getByRole('option').first()).toContainText(
    'Billing Bot',
  )
  await page.keyboard.type('api reference this')
  await expect(palette(page).getByRole('option', { name: /Open this product in the API reference/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/api\?q=#getProduct$|\/api#getProduct$/)

  await page.keyboard.press('Control+k')
  await page.keyboard.type('new product')
  await expect(palette(page).getByRole('option', { name: /^New product/ })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/products\/new$/)
  await expect(page.getByRole('radio', { name: /Chat agent/ })).toBeFocused()
})

test("the list exports; a contact's e-mail opens their conversation; a failed search shows inline", async ({
  page,
}) => {
  await openApp(page, '/sessions')
  // The list on screen exports through its own button (and its dialog), once it has rows.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('export')
  await expect(palette(page).getByRole('option', { name: /Export the current list as CSV/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Export conversations as CSV' })).toBeVisible()
  await page.keyboard.press('Escape')

  const contacts = (await apiGet(page, '/sessions?has_contact=true&limit=50', sessionList)).data
  const email = contacts.find((s) => s.contact?.email)?.contact?.email
  if (!email) throw new Error('the demo workspace has no contact with an e-mail')
  const [theirs] = (await apiGet(page, `/sessions?contact=${encodeURIComponent(email)}&limit=5`, sessionList)).data
  if (!theirs) throw new Error('the contact filter found nothing')

  await page.keyboard.press('Control+k')
  await page.keyboard.insertText(email)
  const row = palette(page).getByRole('option', { name: new RegExp(escapeRegExp(email)) })
  await expect(row.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/sessions/${theirs.id}$`))

  // The products search fails; the knowledge bases still answer, and Retry is offered in place.
  await stubFetch(page, { method: 'GET', path: '/v1/products$', answer: serverError, always: true })
  await page.keyboard.press('Control+k')
  await page.keyboard.type('billing')
  await expect(palette(page).getByText('Could not search products.')).toBeVisible()
  await expect(palette(page).getByRole('alert')).toContainText('req_e2e_fault')
  await expect(palette(page).getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(palette(page).getByRole('option', { name: /Billing & Plans/ })).toBeVisible()
})

test.describe('with a read key', () => {
  test.use({ demoKey: 'ak_test_read' })
  test('sees no create action', async ({ page }) => {
    await openApp(page)
    await page.keyboard.press('Control+k')
    await expect(palette(page).getByRole('option', { name: 'Products' })).toBeVisible()
    await expect(palette(page).getByRole('option', { name: /^New / })).toHaveCount(0)
    await page.keyboard.type('new')
    await settled(page)
    await expect(palette(page).getByRole('option', { name: /^New / })).toHaveCount(0)

    // Reading is enough for the demo panel, which the palette opens as the header's button does.
    await search(page).fill('demo panel')
    await expect(palette(page).getByRole('option', { name: /Open the demo panel/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Demo panel' })).toBeVisible()
  })
})

test.describe('with a product-locked key', () => {
  test.use({ demoKey: 'ak_test_locked' })
  test('finds only its product, and may not create one: the action says why', async ({ page }) => {
    await openApp(page)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('assistant')
    await settled(page)
    const products = palette(page).getByRole('option', { name: /Product ·/ })
    await expect(products).toHaveCount(1)
    await expect(products).toContainText('Support Assistant')

    await search(page).fill('new product')
    const create = palette(page).getByRole('option', { name: /^New product/ })
    await expect(create).toContainText('Unavailable: This key is locked to')
    await page.keyboard.press('Enter')
    await expect(palette(page).getByRole('status')).toContainText('New product: This key is locked to')
    await expect(page).not.toHaveURL(/\/products\/new/)

    await search(page).fill('tools')
    await settled(page)
    await expect(palette(page).getByRole('option', { name: /^Tools/ })).toHaveCount(0)
  })
})

test('the language is listed: a command switches it at once, and English words still find translated rows', async ({
  page,
}) => {
  await openApp(page, '/settings')
  const nav = page.getByRole('navigation').first()
  // A mark on the page's window: it survives anything but a reload.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  await page.keyboard.press('Control+k')
  await page.keyboard.type('deutsch')
  await palette(page).getByRole('option', { name: 'Language: Deutsch' }).click()
  await expect(nav.getByRole('link', { name: 'Einstellungen' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  expect(await page.evaluate(() => '__sameDocument' in window), 'no reload').toBe(true)

  // The palette speaks German now, and the English name still finds the screen.
  const paletteDe = page.getByRole('dialog', { name: 'Befehlspalette' })
  await page.keyboard.press('Control+k')
  await paletteDe.getByRole('combobox').fill('settings')
  // The screen's row: its name, then its shortcut's keys.
  await expect(paletteDe.getByRole('option', { name: /^Einstellungen G/ })).toBeVisible()
  await expect(paletteDe.getByRole('option', { name: 'Einstellungen öffnen' })).toBeVisible()

  // "language" finds the way back, in any language.
  await paletteDe.getByRole('combobox').fill('language')
  await paletteDe.getByRole('option', { name: 'Sprache: English' }).click()
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => '__sameDocument' in window), 'no reload').toBe(true)
})
