import { describe, expect, it } from 'vitest'
import { parseSignedCredits } from '../../lib/credits-input'
import { creditsInputError } from './credits-words'

describe('creditsInputError', () => {
  it('says why typed credits are refused, with an example in the regional format', () => {
    const refused = (text: string) => {
      const parsed = parseSignedCredits(text, 'en-US')
      if (parsed.ok) throw new Error(`${text} was taken`)
      return creditsInputError(parsed.problem)
    }
    expect(refused('1.2.3')).toBe('Enter an amount of credits, such as 0.5.')
    expect(refused('-')).toBe('Enter an amount of credits after the minus, such as -0.5.')
    expect(refused('1.2345')).toBe('Credits have at most 3 decimals (1 credit = 1,000 millicredits).')
    expect(refused('99999999999999999')).toBe('That amount is too large.')
  })
})
