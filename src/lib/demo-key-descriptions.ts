// What each demo key may do, in a sentence. Apart from src/app/demo.ts, which every first route
// carries: only settings and the command palette, both loaded on demand, show it.
export const DEMO_KEY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ak_test_write: 'Reads and changes everything in the workspace.',
  ak_test_read: 'Reads everything in the workspace; every change is refused.',
  ak_test_locked: 'Reads and changes only the support-assistant product and its conversations.',
  ak_test_locked_read: 'Reads only the support-assistant product and its conversations.',
}
