// Screenshots of webhooks, deliveries, the signature checker and verify-user.
import type { Screen } from './screen'

export const SCREENS_WEBHOOKS: Screen[] = []
