// The objects last opened in this tab, newest first, for the empty palette. No code on a
// screen's first load records them: the tab's own session history (the Navigation API)
// already lists every page opened in it, and each object page has the object's id in its
// path. Where a browser lacks that API, the palette remembers what was on screen each time
// it opened, in sessionStorage. Only ids are kept, never a name, a key or what the API said:
// the palette looks each one up with the key in use, so a key never sees what it may not open.
export const RECENT_MAX = 5
const STORAGE_KEY = 'agent-console:palette-recent'
/** Shaped like one of the API's ids; which kind it is, the palette decides. */
const ID = /^[a-z]{2,5}_[A-Za-z0-9]{6,40}$/

/** The object a path is about: its last id segment (`/webhooks/wh_…/deliveries/dlv_…` → the delivery). */
export const objectIdOf = (pathname: string): string | null =>
  pathname
    .split('/')
    .reverse()
    .find((segment) => ID.test(segment)) ?? null

interface NavigationHistory {
  currentEntry: { index: number } | null
  entries(): { url: string | null; index: number }[]
}

/** Paths opened in this tab, newest first, up to the current one (not the forward ones). */
function historyPaths(): string[] | null {
  const navigation = (globalThis as { navigation?: NavigationHistory }).navigation
  if (!navigation?.currentEntry) return null
  const current = navigation.currentEntry.index
  return navigation
    .entries()
    .filter((e) => e.index <= current && e.url)
    .reverse()
    .map((e) => new URL(e.url ?? '/', 'http://localhost').pathname)
}

function storedIds(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string' && ID.test(v)) : []
  } catch {
    return []
  }
}

/** Without the Navigation API: the object on screen as the palette opens joins the list. */
function remember(pathname: string): string[] {
  const id = objectIdOf(pathname)
  const ids = storedIds()
  if (!id || ids[0] === id) return ids
  const next = [id, ...ids.filter((v) => v !== id)].slice(0, RECENT_MAX)
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Refused storage: this opening still lists it.
  }
  return next
}

/** The recent object ids, newest first, as the palette opens. */
export function recentIds(): string[] {
  const paths = historyPaths()
  const ids = paths ? paths.map(objectIdOf) : remember(globalThis.location?.pathname ?? '/')
  return [...new Set(ids.filter((id): id is string => id !== null))].slice(0, RECENT_MAX)
}
