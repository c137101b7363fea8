import { describe, expect, it } from 'vitest'
import { EVENT_SCHEMAS, EVENT_TYPES, webhookEvent } from '../../api/contract'
import { EVENT_EXAMPLES, exampleJson } from './event-examples'

describe('event examples', () => {
  it('each parses with its event schema and round-trips through the JSON shown', () => {
    for (const type of EVENT_TYPES) {
      expect(EVENT_SCHEMAS[type].safeParse(EVENT_EXAMPLES[type]).success, type).toBe(true)
      const shown: unknown = JSON.parse(exampleJson(type))
      expect(webhookEvent.parse(shown).type).toBe(type)
    }
  })
})
