// What the benches (bench.ts, bench-ab.ts) count as a screen's first real row, in one place:
// `main` has its title, no region busy and no skeleton, and holds a row, a list item or a figure
// (the overview: a panel of figures). Given to the page as its watcher's argument: a function
// handed to the page cannot reach this module.
export const FIRST_ROW = {
  title: 'h1',
  busy: '[aria-busy="true"], .animate-shimmer',
  overview: 'section',
  rows: 'tbody tr, [role="row"] + [role="row"], [role="rowgroup"] [role="row"], li, dd',
} as const

export type FirstRowSelectors = typeof FIRST_ROW
