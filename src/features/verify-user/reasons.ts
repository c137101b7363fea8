// Why a token is refused, in words an integrator can act on.
import type { VERIFY_FAILURES } from '../../api/contract'

type Reason = (typeof VERIFY_FAILURES)[number]

export const REASON_TITLES: Record<Reason, string> = {
  expired: 'Expired',
  malformed: 'Malformed',
  bad_signature: 'Bad signature',
  unknown: 'Unknown',
}

export const REASON_TEXT: Record<Reason, string> = {
  expired: 'The token was genuine, but its expiry time has passed. Ask the user to sign in again for a fresh one.',
  malformed: 'This is not an end-user token at all: it could not be read. Check that the whole token was copied.',
  bad_signature:
    'The token reads as one, but its signature does not match its contents: it was altered, or not issued by the platform.',
  unknown:
    'The token names a product this key cannot see, or one that does not exist: tokens of another product verify as unknown.',
}

/** "…f3Qa": enough of a token to tell which one a verdict is for, without repeating it whole. */
export const tokenTail = (token: string): string => (token.length <= 8 ? token : `…${token.slice(-6)}`)
