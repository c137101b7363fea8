// The `g` sequences that jump to screens: bound by the palette's shell part, shown on the
// dialog's screen rows.
import type { NavItem } from '../../components/layout/nav-items'
import type { Keys } from '../../components/hooks/keyboard'

/**
 * `g` then a letter jumps to a screen, as in Linear and GitHub. Keyed by path so a
 * screen gets its sequence as soon as it is in the navigation, and not before.
 */
const GO_KEYS: Record<string, string> = {
  '/': 'o',
  '/products': 'p',
  '/tools': 't',
  '/knowledge-bases': 'k',
  '/sessions': 'c',
  '/webhooks': 'w',
  '/wallet': 'b',
  '/verify-user': 'v',
  '/api': 'a',
  '/settings': 's',
}

export const goKeysOf = (item: NavItem): Keys | undefined => {
  const path: string = item.to
  const key = GO_KEYS[path]
  return key ? `g ${key}` : undefined
}
