// The command palette's dialog, loaded when first opened: cmdk, the object lookups and
// every resource's API module stay out of a screen's first load.
import * as Dialog from '@radix-ui/react-dialog'
import type { LinkProps } from '@tanstack/react-router'
import { Command } from 'cmdk'
import { useEffect, useMemo, useState } from 'react'
import { useApiConfig } from '../../lib/capabilities'
import type { NavItem } from '../../components/layout/nav-items'
import { SearchIcon } from '../../components/ui/icons'
import { toast } from '../../components/ui/toast'
import type { Keys } from '../../lib/keyboard'
import { parseObjectId } from '../../lib/object-ids'
import { setThemePreference, useTheme, useThemePreference, type Theme, type ThemePreference } from '../../lib/theme'
import { ITEM_CLASS, ObjectItems, ObjectStatus, objectItemValue, useObjectLookup } from './object-result'
import { closeDialogs, openShortcuts, restoreFocus } from './palette-store'
import { clearSearchTypedWhileLoading, goKeysOf, searchTypedWhileLoading } from './command-palette'
import { ItemRow, type IconName } from './palette-ui'

const findScreen = (screens: readonly NavItem[], path: string) => screens.find((s) => s.to === path)

type To = NonNullable<LinkProps['to']>

interface Action {
  label: string
  icon: IconName
  keywords: string[]
  keys?: Keys
  run: () => void
}

/** Offers the theme not on screen, and a way back to following the system once one is chosen. */
function themeActions(preference: ThemePreference, shown: Theme): Omit<Action, 'keywords'>[] {
  const other: Theme = shown === 'dark' ? 'light' : 'dark'
  const actions: Omit<Action, 'keywords'>[] = [
    {
      label: `Switch to the ${other} theme`,
      icon: other === 'dark' ? 'moon' : 'sun',
      run: () => setThemePreference(other),
    },
  ]
  if (preference !== 'system')
    actions.push({ label: 'Follow the system theme', icon: 'monitor', run: () => setThemePreference('system') })
  return actions
}

function copy(text: string, what: string) {
  navigator.clipboard.writeText(text).then(
    () => toast.success(`Copied ${what}`, { description: text }),
    () => toast.error(`Could not copy ${what}`, { description: 'The browser refused access to the clipboard.' }),
  )
}

function useActions(screens: readonly NavItem[], go: (to: To) => void): Action[] {
  const preference = useThemePreference()
  const shown = useTheme()
  const config = useApiConfig()
  const settings = findScreen(screens, '/settings')
  const api = findScreen(screens, '/api')
  const actions: Action[] = []
  if (settings) {
    actions.push({
      label: 'Open settings',
      icon: 'action',
      keywords: ['connection', 'preferences', 'base url'],
      run: () => go(settings.to),
    })
    if (config.mode === 'demo')
      actions.push({
        label: 'Switch demo key',
        icon: 'key',
        keywords: ['api key', 'read only', 'locked', 'scope', 'demo mode'],
        run: () => go(settings.to),
      })
  }
  for (const t of themeActions(preference, shown))
    actions.push({ ...t, keywords: ['theme', 'appearance', 'dark mode', 'light mode', 'colour', 'color'] })
  actions.push(
    {
      label: 'Show keyboard shortcuts',
      icon: 'keyboard',
      keywords: ['help', 'keys', 'hotkeys'],
      keys: '?',
      run: openShortcuts,
    },
    {
      label: 'Copy the current URL',
      icon: 'link',
      keywords: ['link', 'share', 'address'],
      run: () => copy(window.location.href, 'the URL'),
    },
  )
  if (api)
    actions.push({
      label: 'Go to the API reference',
      icon: 'docs',
      keywords: ['openapi', 'docs', 'request log', 'curl'],
      run: () => go(api.to),
    })
  return actions
}

/** The open palette: rendered by CommandPalette once it has been opened. */
export function PaletteDialog({
  open,
  screens,
  go,
}: {
  open: boolean
  screens: readonly NavItem[]
  go: (to: To) => void
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeDialogs())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] dark:bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={restoreFocus}
          className="border-line bg-surface text-fg fixed top-[10vh] left-1/2 z-50 flex max-h-[80dvh] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">Command palette</Dialog.Title>
          <Dialog.Description className="sr-only">
            Type to find a screen or an action, or paste an id such as prod_… to find that object. Use the arrow keys to
            move, Enter to choose and Escape to close.
          </Dialog.Description>
          {/* Mounted only while open, so each opening starts with an empty search. */}
          {open ? <Palette screens={screens} go={go} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Palette({ screens, go }: { screens: readonly NavItem[]; go: (to: To) => void }) {
  const [search, setSearch] = useState(searchTypedWhileLoading)
  useEffect(clearSearchTypedWhileLoading, [])
  const parsed = useMemo(() => parseObjectId(search), [search])
  const lookup = useObjectLookup(parsed)
  const [selected, setSelected] = useState('')
  // cmdk picks the first row when the search changes, but the found object's row
  // arrives later, from the API; select it then, once, so Enter acts on it.
  const objectValue = parsed?.status === 'valid' && lookup.data ? objectItemValue(parsed.id) : null
  const [autoSelected, setAutoSelected] = useState<string | null>(null)
  if (objectValue !== autoSelected) {
    setAutoSelected(objectValue)
    if (objectValue) setSelected(objectValue)
  }
  const actions = useActions(screens, go)

  const run = (fn: () => void) => () => {
    closeDialogs()
    fn()
  }
  const copyId = (id: string) => {
    closeDialogs()
    copy(id, 'the id')
  }

  return (
    <Command
      label="Command palette"
      loop
      value={selected}
      onValueChange={setSelected}
      // Ctrl+K is the palette's own toggle, not "previous item" as cmdk's vim bindings would have it.
      vimBindings={false}
      className="flex min-h-0 flex-col"
    >
      <div className="border-line flex items-center gap-3 border-b px-4">
        <SearchIcon className="text-fg-muted size-[18px]" />
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder="Search or paste an id…"
          className="text-fg placeholder:text-fg-muted h-12 min-w-0 flex-1 bg-transparent text-base outline-none focus-visible:outline-none sm:text-sm"
        />
        <kbd className="border-line-strong/50 bg-surface-muted text-fg-muted hidden rounded border px-1.5 py-0.5 text-[11px] font-medium sm:inline">
          Esc
        </kbd>
      </div>
      {parsed ? <ObjectStatus parsed={parsed} lookup={lookup} /> : null}
      <Command.List className="[&_[cmdk-group-heading]]:text-fg-muted min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium">
        {parsed ? null : (
          <Command.Empty className="text-fg-muted px-3 py-6 text-center text-sm">
            No screen or action matches “{search}”.
          </Command.Empty>
        )}
        {parsed ? <ObjectItems parsed={parsed} lookup={lookup} onCopy={copyId} onClose={closeDialogs} /> : null}
        <Command.Group heading="Screens">
          {screens.map((s) => {
            const keys = goKeysOf(s)
            return (
              <Command.Item key={s.to} value={s.label} onSelect={run(() => go(s.to))} className={ITEM_CLASS}>
                <ItemRow icon="screen" label={s.label} {...(keys ? { keys } : {})} />
              </Command.Item>
            )
          })}
        </Command.Group>
        <Command.Group heading="Actions">
          {actions.map((a) => (
            <Command.Item
              key={a.label}
              value={a.label}
              keywords={a.keywords}
              onSelect={run(a.run)}
              className={ITEM_CLASS}
            >
              <ItemRow icon={a.icon} label={a.label} {...(a.keys ? { keys: a.keys } : {})} />
            </Command.Item>
          ))}
        </Command.Group>
      </Command.List>
      <div className="border-line text-fg-muted hidden items-center gap-4 border-t px-4 py-2 text-xs sm:flex">
        <span>
          <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move
        </span>
        <span>
          <kbd className="font-sans">Enter</kbd> to choose
        </span>
        <span className="ml-auto">Paste any prod_, sess_, dlv_ or txn_ id to find it</span>
      </div>
    </Command>
  )
}
