// Requests the first screen waits for that leave only once another answer is in: the workspace's,
// after the key's rights; the mock's state, after its code. Counted, so the first-screen gate knows
// that no query in flight is not yet the end of the load (docs/architecture.md, "The first screen").
import { observable } from '../lib/observable'

/** How many such waits are open: each ends once the requests it starts are under way, or none will be. */
export const laterRequests = observable(0)

/** `work` starts requests when it settles (its callbacks start them before it does). */
export function startsLater(work: Promise<unknown>): void {
  laterRequests.update((n) => n + 1)
  const done = () => laterRequests.update((n) => n - 1)
  work.then(done, done)
}
