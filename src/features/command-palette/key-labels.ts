// A shortcut as key caps and as words, the way the user's platform labels its keys. Only the
// palette and the shortcuts sheet show them, so this stays out of the first screen's code.
import { t } from '@lingui/core/macro'
import { isApplePlatform, parseKeys, type Keys } from '../../components/hooks/keyboard'

const LABELS: Record<string, string> = {
  escape: 'Esc',
  enter: 'Enter',
  ' ': 'Space',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
  tab: 'Tab',
  backspace: 'Backspace',
  delete: 'Delete',
}

/**
 * The keys to show for a shortcut, one array of key caps per step:
 * `mod+k` → [['⌘', 'K']] on Apple platforms, [['Ctrl', 'K']] elsewhere.
 */
export function formatKeys(keys: Keys, apple: boolean = isApplePlatform()): string[][] {
  return parseKeys(keys).map((c) => {
    const caps: string[] = []
    if (c.mod) caps.push(apple ? '⌘' : 'Ctrl')
    if (c.ctrl) caps.push(apple ? '⌃' : 'Ctrl')
    if (c.alt) caps.push(apple ? '⌥' : 'Alt')
    if (c.shift) caps.push(apple ? '⇧' : 'Shift')
    if (c.meta) caps.push(apple ? '⌘' : 'Meta')
    caps.push(LABELS[c.key] ?? c.key.toUpperCase())
    return caps
  })
}

/** The modifier keys' names, read aloud in the language in force. */
const spoken = (cap: string): string => {
  switch (cap) {
    case '⌘':
      return t`Command`
    case '⌃':
    case 'Ctrl':
      return t`Control`
    case '⌥':
      return t`Option`
    case '⇧':
      return t`Shift`
    default:
      return cap
  }
}

/** The same, read aloud: "Control+K", "G then O". */
export function describeKeys(keys: Keys, apple: boolean = isApplePlatform()): string {
  return formatKeys(keys, apple)
    .map((caps) => caps.map(spoken).join('+'))
    .reduce((first, next) => t`${first} then ${next}`)
}
