// Screenshots of the screens that show objects at the contract's maximum lengths (made through
// the demo's API, see e2e/long-text.ts): the lists and the detail pages of the longest product,
// tool and endpoint, and the conversation with the longest contact.
import { createLongObjects, longTextScreens, settled } from '../long-text'
import { noneBusy, type Screen } from './screen'

const SHOWN = ['products', 'product', 'tools', 'tool', 'sessions', 'session', 'webhooks', 'webhook']

export const SCREENS_LONG_TEXT: Screen[] = SHOWN.map((name) => ({
  name: `long-text-${name}`,
  path: '/settings',
  ready: noneBusy,
  async act(page) {
    const screen = longTextScreens(await createLongObjects(page)).find((s) => s.name === name)
    if (!screen) throw new Error(`no long-text screen ${name}`)
    await page.goto(screen.path)
    await settled(page)
  },
}))
