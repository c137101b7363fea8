// Handlers of the wallet operations (filled in by issue #2).
import type { HandlerTable } from '../core'

export const walletHandlers: HandlerTable = {}
