// The header's "Search or jump…" button: opens the palette and shows its shortcut.
import { Trans, useLingui } from '@lingui/react/macro'
import { SearchIcon } from '../../components/ui/icons'
import { isApplePlatform } from '../../components/hooks/keyboard'
import { Kbd } from '../../components/ui/kbd'
import { preloadCommandPalette } from './command-palette'
import { openCommandPalette, useOpenDialog } from './palette-store'

/** The letter's cap, as printed on the keyboard in every language. */
const KEY_CAP = 'K'

export function CommandPaletteTrigger({ className = '' }: { className?: string }) {
  const { t } = useLingui()
  const open = useOpenDialog() === 'palette'
  const apple = isApplePlatform()
  return (
    <button
      type="button"
      onClick={openCommandPalette}
      // The dialog's code loads on intent, so the first opening is as quick as the rest.
      onPointerEnter={preloadCommandPalette}
      onFocus={preloadCommandPalette}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      className={`border-line bg-surface-muted/60 text-fg-muted hover:border-line-strong hover:text-fg inline-flex h-9 min-w-0 items-center gap-2 rounded-md border px-2.5 text-sm transition-colors sm:w-64 ${className}`}
    >
      <SearchIcon />
      {/* On a phone only the icon shows; the button keeps its name for assistive tech. */}
      <span className="sr-only flex-1 truncate text-start sm:not-sr-only">
        <Trans>Search or jump…</Trans>
      </span>
      {/* PALETTE_KEYS (mod+k) as caps, written out: the first screen carries no key-label code. A chord
          reads as printed on the keyboard, Ctrl before K, in a right-to-left page too. */}
      <span dir="ltr" className="inline-flex items-center gap-0.5 max-sm:hidden">
        <span className="sr-only">{apple ? t`Command+K` : t`Control+K`}</span>
        <Kbd>
          <span aria-hidden="true">{apple ? '⌘' : 'Ctrl'}</span>
        </Kbd>
        <Kbd>
          <span aria-hidden="true">{KEY_CAP}</span>
        </Kbd>
      </span>
    </button>
  )
}
