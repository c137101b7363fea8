// The first screen's time budgets (src/app/first-screen.ts), in a module of their own: the
// browser tests read them too, and they run without the app's message macros.
/** From navigation start: later than this, something paints whatever has arrived. */
export const FIRST_PAINT_BUDGET_MS = 300

/**
 * From navigation start: until then main holds the first screen back while its data and the
 * banners' are on their way (the header and sidebar paint at FIRST_PAINT_BUDGET_MS), so they
 * appear together and in place instead of as skeletons that the answers then push around.
 * Later than this, main shows the screen's skeletons, as on any slow load.
 */
export const SCREEN_BUDGET_MS = 1_000

/**
 * From navigation start: until then a screen past SCREEN_BUDGET_MS still waits for the banners to
 * know whether they show (main says it is still working), so a banner never lands above painted
 * skeletons and pushes them down. On the demo, the banners' answers come with the screen's.
 */
export const BANNERS_BUDGET_MS = 10_000
