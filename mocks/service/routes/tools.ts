// Handlers of the tools operations (filled in by issue #2).
import type { HandlerTable } from '../core'

export const toolsHandlers: HandlerTable = {}
