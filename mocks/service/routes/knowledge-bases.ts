// Handlers of the knowledge-bases operations (filled in by issue #2).
import type { HandlerTable } from '../core'

export const knowledgeBasesHandlers: HandlerTable = {}
