// The theme choices' names, for the header's button and its menu; translated where shown.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ThemePreference } from '../theme'

export const THEME_LABELS: Record<ThemePreference, MessageDescriptor> = {
  system: msg`System`,
  light: msg`Light`,
  dark: msg`Dark`,
}
