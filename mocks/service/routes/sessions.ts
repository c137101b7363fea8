// Handlers of the sessions operations (filled in by issue #2).
import type { HandlerTable } from '../core'

export const sessionsHandlers: HandlerTable = {}
