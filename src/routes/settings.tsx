import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SettingsPage } from '../features/settings/settings-page'

const settingsSearch = z.object({
  /** Why the app sent the user here: an API error code (`invalid_api_key`) or `key_forgotten`. */
  reason: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .optional()
    .catch(undefined),
})

export const Route = createFileRoute('/settings')({
  validateSearch: settingsSearch,
  head: () => ({ meta: [{ title: 'Settings · Agent Console' }] }),
  component: SettingsPage,
})
