// What each event means, in a sentence: for the document and the endpoint form. Apart from
// ./events (and the barrel) because only those read it, not a first screen.
import type { EventType } from './events'

export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  'conversation.created': 'A new conversation has started.',
  'message.created': 'A message was stored: a visitor’s, or an agent’s answer as it begins.',
  'message.completed': 'An agent’s answer has finished, with its text, model and tokens.',
}
