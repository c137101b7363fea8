import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { SettingsPage } from '../features/settings/settings-page'

const settingsSearch = z.object({
  /** Why the app sent the user here: an API error code (`invalid_api_key`) or `key_forgotten`. */
  reason: z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9_]{1,64}$/))), undefined),
})

export const Route = createFileRoute('/settings')({
  validateSearch: settingsSearch,
  head: () => ({ meta: [{ title: t`Settings · Agent Console` }] }),
  component: SettingsPage,
})
