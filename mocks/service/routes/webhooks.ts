// Handlers of the webhooks operations (filled in by issue #2).
import type { HandlerTable } from '../core'

export const webhooksHandlers: HandlerTable = {}
