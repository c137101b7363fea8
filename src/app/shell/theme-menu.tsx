// The theme menu itself (Radix DropdownMenu), loaded when the header's theme button is first used.
import { Trans, useLingui } from '@lingui/react/macro'
import * as Menu from '@radix-ui/react-dropdown-menu'
import type { ReactElement } from 'react'
import { setThemePreference, useThemePreference, type ThemePreference } from '../theme'
import { useActiveLanguage } from '../i18n/i18n'
import { directionOf } from '../../lib/language'
import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from '../../components/ui/icons'
import { useFirstItemFocus, type OpenedBy } from '../../components/layout/menu-on-demand'
import { THEME_LABELS } from './theme-labels'

const OPTIONS: { value: ThemePreference; Icon: typeof SunIcon }[] = [
  { value: 'system', Icon: MonitorIcon },
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
]

const isPreference = (value: string): value is ThemePreference => OPTIONS.some((o) => o.value === value)

export function ThemeMenu({ trigger, openedBy }: { trigger: ReactElement; openedBy: OpenedBy }) {
  const { i18n } = useLingui()
  const preference = useThemePreference()
  const firstItemFocus = useFirstItemFocus(openedBy)
  // Radix lays a menu out left to right unless told: in Arabic its items read and align from the
  // right, and "end" is the trigger's left.
  const dir = directionOf(useActiveLanguage())
  return (
    <Menu.Root modal={false} defaultOpen dir={dir}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          ref={firstItemFocus}
          className="bg-surface border-line z-50 min-w-40 rounded-lg border p-1 shadow-lg"
        >
          <Menu.Label className="text-fg-muted px-2 py-1.5 text-xs font-medium">
            <Trans>Theme</Trans>
          </Menu.Label>
          <Menu.RadioGroup
            value={preference}
            onValueChange={(value) => {
              if (isPreference(value)) setThemePreference(value)
            }}
          >
            {OPTIONS.map(({ value, Icon: OptionIcon }) => (
              <Menu.RadioItem
                key={value}
                value={value}
                className="text-fg data-[highlighted]:bg-surface-muted flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none"
              >
                <OptionIcon className="text-fg-muted size-4" />
                <span className="flex-1">{i18n._(THEME_LABELS[value])}</span>
                <Menu.ItemIndicator>
                  <CheckIcon className="text-accent size-4" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
