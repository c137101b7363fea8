// The command palette and the keyboard shortcuts dialog.
//
// A list screen offers its CSV export to the palette by marking its own export button with
// `data-palette-export="<what it exports>"`; the object on screen is read from the URL, and
// recent objects from the tab's history.
//
// Mount `<CommandPalette />` and `<ShortcutsDialog />` once, inside the router (the
// palette navigates), e.g. in the root layout. They bind ⌘K / Ctrl+K, `?` and the
// `g` sequences themselves. To open the palette from the UI, place
// `<CommandPaletteTrigger />` (the header's "Search or jump…" button) or call
// `openCommandPalette()`; `openShortcuts()` opens the shortcuts list. Focus goes back
// to whatever had it (the trigger) when either dialog closes.
export { CommandPalette } from './command-palette'
export { ShortcutsDialog } from './shortcuts-dialog'
export { CommandPaletteTrigger } from './trigger'
export { openCommandPalette, openShortcuts } from './palette-store'
