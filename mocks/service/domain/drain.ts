// The demo's "drain the wallet" (POST /_mock/wallet { drain: true }): one runaway conversation
// whose answers are billed exactly the balance, so the wallet reads zero through ordinary debits.
import { z } from 'zod/mini'
import type { ServiceCore } from '../core'
import { fail } from '../problems'
import type { ConversationResult } from './conversations'
import { addVisitorMessage, beginAgentAnswer, completeAgentAnswer, startConversation } from './conversations'
import { balanceOf } from './ledger'
import { messageCost } from './usage'

/** The control's body: draining is the only wallet control, and it says so explicitly. */
export const mockWalletDrain = z.strictObject({ drain: z.literal(true) })

type Tokens = { input: number; output: number }
export interface DrainAnswer {
  model: 'atlas-2-long' | 'atlas-2-mini'
  tokens: Tokens
}

/** A closing answer of ordinary size, on the small model, whose cost settles the last few millicredits. */
const CLOSING_OUTPUT = 120
const CLOSING_INPUT_FROM = 900

/**
 * Answers that cost exactly `balance` millicredits under the cost rule. The long
 * model's prices (5 and 15 millicredits a token) make every cost a multiple of 5
 * with no rounding, so one huge answer takes all but a remainder that a closing
 * answer on the small model (0.3 and 1.2 a token, rounded up) settles: its cost
 * rises one millicredit at a time with its input, so one of five consecutive
 * costs leaves a multiple of 5. A balance too small for that is one small answer.
 */
export function drainAnswers(balance: number): DrainAnswer[] {
  if (!Number.isSafeInteger(balance) || balance <= 0) return []
  for (let input = CLOSING_INPUT_FROM; input < CLOSING_INPUT_FROM + 20; input++) {
    const closing: Tokens = { input, output: CLOSING_OUTPUT }
    const rest = balance - messageCost('atlas-2-mini', closing)
    if (rest < 0) break
    if (rest % 5 !== 0) continue
    const answers: DrainAnswer[] = []
    if (rest > 0) {
      // About three quarters of the cost in output, like a long generated report.
      const output = Math.floor(rest / 20)
      answers.push({ model: 'atlas-2-long', tokens: { input: (rest - 15 * output) / 5, output } })
    }
    answers.push({ model: 'atlas-2-mini', tokens: closing })
    return answers
  }
  // ceil(0.3 × input) = balance for input = floor(balance × 10 / 3).
  return [{ model: 'atlas-2-mini', tokens: { input: Math.floor((balance * 10) / 3), output: 0 } }]
}

/**
 * Spends the whole balance on a conversation of the first published chat agent
 * (else any product): its session, messages, events, deliveries and debits are
 * those of any conversation, except that no automatic top-up precedes the
 * debits. The ledger keeps every rule (one debit per answer, for its cost).
 */
export function drainWallet(svc: ServiceCore): ConversationResult {
  const balance = balanceOf(svc.store)
  if (balance <= 0) return fail('invalid_state', 'The wallet is already empty.')
  const products = [...svc.store.products.values()]
  const product =
    products.find((p) => p.status === 'published' && p.kind === 'chat_agent') ??
    products.find((p) => p.status === 'published') ??
    products[0]
  if (!product) return fail('invalid_state', 'There is no product to run a conversation on.')

  const now = svc.now()
  const result: ConversationResult = { session_id: '', message_ids: [], event_ids: [], entry_ids: [] }
  const session = startConversation(svc, product.id, now, result)
  result.session_id = session.id
  for (const answer of drainAnswers(balance)) {
    addVisitorMessage(svc, session.id, now, result)
    const begun = beginAgentAnswer(svc, session.id, now, result)
    if (begun)
      completeAgentAnswer(svc, session.id, { ...begun, ...answer }, now, result, {
        autoTopUp: false,
      })
  }
  return result
}
