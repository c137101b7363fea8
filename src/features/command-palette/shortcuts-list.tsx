// The `?` dialog itself (Radix): every shortcut bound right now, grouped, with the keys the
// platform shows. Loaded when the dialog first opens.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { useId } from 'react'
import { CloseIcon } from '../../components/ui/icons'
import type { Keys } from '../../components/hooks/keyboard'
import { groupShortcuts, useShortcuts } from '../../components/hooks/shortcut-groups'
import { KeyCaps } from './keycaps'
import { closeDialogs, restoreFocus } from './palette-store'

type Listed = { keys: Keys; description: MessageDescriptor }

/** Keys that widgets handle themselves rather than the registry; listed so the dialog tells the whole story. */
const BUILT_IN: { group: MessageDescriptor; shortcuts: Listed[] }[] = [
  {
    group: msg`In the command palette and lists`,
    shortcuts: [
      { keys: 'up', description: msg`Previous item` },
      { keys: 'down', description: msg`Next item` },
      { keys: 'enter', description: msg`Choose the item` },
      { keys: 'escape', description: msg`Close the palette or any dialog` },
    ],
  },
  {
    group: msg`In find in a transcript`,
    shortcuts: [
      { keys: 'enter', description: msg`Next match` },
      { keys: 'shift+enter', description: msg`Previous match` },
      { keys: 'escape', description: msg`Clear the find, then leave the box` },
    ],
  },
]

/**
 * The screens' own shortcuts, listed wherever the dialog opens: a screen binds its keys only while
 * it is shown, and a reader looks them up before going there. A key bound right now is listed above
 * in the words of the screen that binds it, and left out here.
 */
const ON_SCREENS: Listed[] = [
  { keys: 'j', description: msg`Next row of a list; in a transcript, the next conversation of its list` },
  { keys: 'k', description: msg`Previous row of a list; in a transcript, the previous conversation` },
  { keys: '/', description: msg`Search the conversations; in a transcript, find in it` },
  { keys: 'escape', description: msg`From a transcript, back to its list, on the row you opened` },
]

export function ShortcutsList({ open }: { open: boolean }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const registered = useShortcuts()
  const bound = new Set(registered.map((s) => s.keys))
  const words = (list: Listed[]) => list.map((s) => ({ keys: s.keys, description: i18n._(s.description) }))
  const elsewhere = ON_SCREENS.filter((s) => !bound.has(s.keys))
  const groups = [
    ...groupShortcuts(registered),
    ...(elsewhere.length > 0 ? [{ group: t`On lists and transcripts`, shortcuts: words(elsewhere) }] : []),
    ...BUILT_IN.map((g) => ({ group: i18n._(g.group), shortcuts: words(g.shortcuts) })),
  ]
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeDialogs())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] dark:bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={restoreFocus}
          className="border-line bg-surface text-fg fixed top-1/2 left-1/2 z-50 flex max-h-[85dvh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl border shadow-2xl focus:outline-none"
        >
          <div className="border-line flex items-start justify-between gap-4 border-b px-5 py-4">
            <div>
              <Dialog.Title className="text-base font-semibold">
                <Trans>Keyboard shortcuts</Trans>
              </Dialog.Title>
              <Dialog.Description className="text-fg-muted mt-1 text-sm">
                <Trans>Shortcuts wait while you type in a field; the command palette opens from anywhere.</Trans>
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t`Close`}
              className="text-fg-muted hover:bg-surface-muted hover:text-fg -me-2 -mt-1 rounded-md p-2"
            >
              <CloseIcon className="size-[18px]" />
            </Dialog.Close>
          </div>
          {/* Focusable, so keyboard users can scroll the list on a short screen (axe: scrollable-region-focusable). */}
          <div
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
            tabIndex={0}
            role="region"
            aria-label={t`All shortcuts`}
            className="gap-x-8 overflow-y-auto px-5 pt-5 pb-1 focus-visible:-outline-offset-2 sm:columns-2"
          >
            {groups.map(({ group, shortcuts }, i) => (
              <section key={group} aria-labelledby={`${id}-${i}`} className="mb-5 break-inside-avoid">
                <h3 id={`${id}-${i}`} className="text-fg-muted mb-2 text-xs font-semibold tracking-wide uppercase">
                  {group}
                </h3>
                <dl className="divide-line flex flex-col divide-y text-sm">
                  {shortcuts.map((s) => (
                    <div key={`${s.keys} ${s.description}`} className="flex items-center justify-between gap-4 py-2">
                      <dt className="text-fg">{s.description}</dt>
                      <dd>
                        <KeyCaps keys={s.keys} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
