// One row of the palette, whatever it is: a screen, an object found by name or opened
// recently, or an action. It says what it is, tells itself apart on a second line, shows
// the shortcut that opens it, and says why when the key may not use it.
import { useLingui } from '@lingui/react/macro'
import { Command } from 'cmdk'
import { Kbd } from '../../components/ui/kbd'
import type { Keys } from '../../components/hooks/keyboard'
import { KeyCaps } from './keycaps'
import { ITEM_CLASS } from './object-result'
import { Icon, type IconName } from './palette-ui'
import type { Rankable } from './ranking'

export interface PaletteRow extends Rankable {
  /** The cmdk value, unique across the palette. */
  value: string
  icon: IconName
  /** What it is, for objects: "Product", "Conversation". Screens and actions say it with their icon. */
  kindLabel?: string
  /** What tells it apart: slug and status, contact and last message, the id it would copy. */
  detail?: string
  keys?: Keys
  disabledReason?: string | null
  choose: () => void
}

export function ResultRow({ row, onChoose }: { row: PaletteRow; onChoose: (row: PaletteRow) => void }) {
  const { t } = useLingui()
  const reason = row.disabledReason
  const second = reason ? t`Unavailable: ${reason}` : [row.kindLabel, row.detail].filter(Boolean).join(' · ')
  const unavailable = !!reason
  return (
    <Command.Item
      value={row.value}
      onSelect={() => onChoose(row)}
      // cmdk's own `disabled` would skip the row with the arrows, so its reason could not be reached.
      data-unavailable={unavailable || undefined}
      className={`group ${ITEM_CLASS}`}
    >
      <Icon name={unavailable ? 'lock' : row.icon} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={`truncate ${unavailable ? 'text-fg-muted' : 'text-fg'} ${row.kindLabel ? 'font-medium' : ''}`}>
          {row.label}
        </span>
        {/* A reason is read in full (it says what to do); a detail line may be cut. */}
        {second ? <span className={`text-fg-muted text-xs ${unavailable ? '' : 'truncate'}`}>{second}</span> : null}
      </span>
      {row.keys ? <KeyCaps keys={row.keys} className="shrink-0 max-sm:hidden" /> : null}
      {unavailable ? null : (
        // Enter opens or runs the row under the cursor; the cap shows on that row only.
        // The return key's arrow points to the start of the line: mirrored in a right-to-left page.
        <span aria-hidden="true" className="flip-rtl hidden shrink-0 group-data-[selected=true]:inline-flex">
          <Kbd>↵</Kbd>
        </span>
      )}
    </Command.Item>
  )
}
