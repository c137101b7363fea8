// Placeholder until the conversation engine lands (issue #2).
import type { ServiceCore } from '../core'
import { fail } from '../problems'

export interface ConversationResult {
  session_id: string
  message_ids: string[]
  event_ids: string[]
  entry_ids: string[]
}

export async function simulateConversation(_svc: ServiceCore, _input: { product_id: string; messages: number }): Promise<ConversationResult> {
  return fail('internal_error', 'Conversations are not simulated yet.')
}
