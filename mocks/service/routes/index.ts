// Every operation's handler, gathered from one module per resource.
import type { HandlerTable } from '../core'

export const handlers: HandlerTable = {}
