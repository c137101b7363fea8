// The header's "Search or jump…" button: opens the palette and shows its shortcut.
import { SearchIcon } from '../../components/ui/icons'
import { isApplePlatform } from '../../components/hooks/keyboard'
import { KeyCaps } from './keycaps'
import { PALETTE_KEYS, preloadCommandPalette } from './command-palette'
import { openCommandPalette, useOpenDialog } from './palette-store'

export function CommandPaletteTrigger({ className = '' }: { className?: string }) {
  const open = useOpenDialog() === 'palette'
  return (
    <button
      type="button"
      onClick={openCommandPalette}
      // The dialog's code loads on intent, so the first opening is as quick as the rest.
      onPointerEnter={preloadCommandPalette}
      onFocus={preloadCommandPalette}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-keyshortcuts={isApplePlatform() ? 'Meta+K' : 'Control+K'}
      className={`border-line bg-surface-muted/60 text-fg-muted hover:border-line-strong hover:text-fg inline-flex h-9 min-w-0 items-center gap-2 rounded-md border px-2.5 text-sm transition-colors sm:w-64 ${className}`}
    >
      <SearchIcon />
      {/* On a phone only the icon shows; the button keeps its name for assistive tech. */}
      <span className="flex-1 truncate text-left max-sm:sr-only">Search or jump…</span>
      <KeyCaps keys={PALETTE_KEYS} className="max-sm:hidden" />
    </button>
  )
}
