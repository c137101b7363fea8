// @vitest-environment jsdom
// Time runs in the reading direction: left to right in English, right to left in Arabic (the
// oldest day at the right edge, the newest at the left), and the chart says which.
import { act } from 'react'
import { flushSync } from 'react-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { activeLanguage } from '../../app/i18n/i18n'
import { BarChart, LineChart } from './chart'
import type { ChartDatum } from './chart-data'

const dom = setupDomRoot()

const data: ChartDatum[] = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'].map((date, i) => ({
  key: date,
  label: date,
  values: [i + 1],
}))

const props = {
  caption: 'Spend per day',
  xLabel: 'Day',
  series: [{ key: 'spend', label: 'Spend' }],
  data,
  format: String,
}

function render(Chart: typeof BarChart): void {
  act(() => dom.root.render(<Chart {...props} />))
}

/** Where each axis label sits, from the left, by its day. */
const axis = (): Record<string, string> =>
  Object.fromEntries(
    [...dom.container.querySelectorAll<HTMLElement>('[data-axis-label]')].map((el): [string, string] => [
      el.dataset.axisLabel ?? '',
      el.style.left,
    ]),
  )
const drawing = () => dom.container.querySelector('svg[role="img"] g')
const direction = () => dom.container.querySelector('[data-time-direction]')

describe.each([
  ['BarChart', BarChart],
  ['LineChart', LineChart],
] as const)('%s: time along the reading direction', (_, Chart) => {
  afterEach(() => act(() => activeLanguage.set('en')))

  it('runs left to right in English, and tells screen readers so', () => {
    render(Chart)
    expect(drawing()?.getAttribute('transform')).toBeNull()
    expect(axis()).toMatchObject({ '2026-11-01': '0%', '2026-11-05': '100%' })
    expect(direction()?.className).toBe('sr-only')
    expect(direction()?.textContent).toContain('Time runs left to right')
  })

  it('runs right to left in Arabic: the oldest day at the right edge, and says so on screen', () => {
    act(() => activeLanguage.set('ar'))
    render(Chart)
    // Mirrored about the middle: x becomes width − x.
    expect(drawing()?.getAttribute('transform')).toBe('matrix(-1 0 0 1 600 0)')
    expect(axis()).toMatchObject({ '2026-11-01': '100%', '2026-11-05': '0%' })
    expect(direction()?.className).not.toContain('sr-only')
    expect(direction()?.textContent).toContain('Time runs right to left')
  })
})

describe.each([
  ['BarChart', BarChart],
  ['LineChart', LineChart],
] as const)('%s: its table for screen readers', (_, Chart) => {
  const table = () => dom.container.querySelector('[data-chart-table] table')

  it('is left out of the first render, then made with every day', async () => {
    // As a browser runs it, not under act(), which would flush the later render at once.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false
    flushSync(() => dom.root.render(<Chart {...props} />))
    // The first render draws the chart alone: the screen's first paint does not wait for the rows.
    expect(dom.container.querySelector('svg[role="img"]')).not.toBeNull()
    expect(table()).toBeNull()
    // Nor its hover text, which no first paint shows either.
    const titles = () => dom.container.querySelectorAll('svg[role="img"] title').length
    expect(titles()).toBe(0)
    for (let i = 0; i < 100 && !table(); i++) await new Promise((done) => setTimeout(done, 10))
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    expect(titles()).toBe(data.length)
    expect(table()?.querySelector('caption')?.textContent).toBe('Spend per day')
    expect(table()?.closest('[data-chart-table]')?.className).toBe('sr-only')
    expect([...(table()?.querySelectorAll('tbody th') ?? [])].map((th) => th.textContent)).toEqual(
      data.map((d) => d.key),
    )
  })

  it('is there at once when asked for', () => {
    render(Chart)
    act(() => dom.container.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click())
    expect(table()?.closest('[data-chart-table]')?.className).toContain('overflow-auto')
  })
})
