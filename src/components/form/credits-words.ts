// Why typed credits are refused (lib/credits-input.ts), in the reader's words, with examples and
// figures in the regional format. Called when the error is shown, so it is in the language of then.
import { t } from '@lingui/core/macro'
import type { CreditsInputProblem } from '../../lib/credits-input'
import { creditsInput, formatCount } from '../../lib/format'

export function creditsInputError(problem: CreditsInputProblem): string {
  switch (problem) {
    case 'not_an_amount': {
      const example = creditsInput(500)
      return t`Enter an amount of credits, such as ${example}.`
    }
    case 'too_many_decimals': {
      const [decimals, one, thousand] = [formatCount(3), formatCount(1), formatCount(1000)]
      return t`Credits have at most ${decimals} decimals (${one} credit = ${thousand} millicredits).`
    }
    case 'too_large':
      return t`That amount is too large.`
    case 'nothing_after_minus': {
      const example = creditsInput(-500)
      return t`Enter an amount of credits after the minus, such as ${example}.`
    }
  }
}
