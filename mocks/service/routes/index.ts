// Every operation's handler, gathered from one module per resource; the annotation makes a
// missing one a type error.
import type { HandlerTable } from '../core'
import { knowledgeBasesHandlers } from './knowledge-bases'
import { productsHandlers } from './products'
import { sessionsHandlers } from './sessions'
import { toolsHandlers } from './tools'
import { verifyUserHandlers } from './verify-user'
import { walletHandlers } from './wallet'
import { webhooksHandlers } from './webhooks'

export const handlers: HandlerTable = {
  ...productsHandlers,
  ...toolsHandlers,
  ...knowledgeBasesHandlers,
  ...sessionsHandlers,
  ...walletHandlers,
  ...webhooksHandlers,
  ...verifyUserHandlers,
}
