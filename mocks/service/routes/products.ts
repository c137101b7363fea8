// Handlers of the products operations (filled in by issue #2).
import type { HandlerTable } from '../core'

export const productsHandlers: HandlerTable = {}
