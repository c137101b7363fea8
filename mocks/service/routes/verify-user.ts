// Handlers of the verify-user operations (filled in by issue #2).
import type { HandlerTable } from '../core'

export const verifyUserHandlers: HandlerTable = {}
