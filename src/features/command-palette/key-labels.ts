// A shortcut as key caps and as words, the way the user's platform labels its keys. Only the
// palette and the shortcuts sheet show them, so this stays out of the first screen's code.
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

/** The same, read aloud: "Control+K", "G then O". */
export function describeKeys(keys: Keys, apple: boolean = isApplePlatform()): string {
  const names: Record<string, string> = { '⌘': 'Command', '⌃': 'Control', '⌥': 'Option', '⇧': 'Shift', Ctrl: 'Control' }
  return formatKeys(keys, apple)
    .map((caps) => caps.map((c) => names[c] ?? c).join('+'))
    .join(' then ')
}
