// Screenshots for a person to look at, not for every run: each test is declared in light and
// dark, wide and narrow, and runs only when FIGURES_SHOTS names a folder to write them into,
// e.g. `FIGURES_SHOTS=/tmp/figures-shots npx playwright test e2e/figures.spec.ts -g shots`.
import { test } from '../fixtures'

const SHOTS = process.env.FIGURES_SHOTS

/** `declare` gets, per scheme and width, where a named screenshot goes. */
export function describeShots(declare: (name: (what: string) => string) => void): void {
  test.describe('shots', () => {
    // Skipped in `npm test`: these write PNGs for a person to look at and assert nothing new.
    test.skip(!SHOTS, 'screenshots only when FIGURES_SHOTS names a folder')
    for (const colorScheme of ['light', 'dark'] as const)
      for (const width of [1366, 390])
        test.describe(`${colorScheme} ${width}`, () => {
          test.use({ colorScheme, viewport: { width, height: width > 500 ? 900 : 844 } })
          declare((what) => `${SHOTS}/${what}-${colorScheme}-${width}.png`)
        })
  })
}
