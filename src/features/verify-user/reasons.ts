// Why a token is refused, in words an integrator can act on.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VERIFY_FAILURES } from '../../api/contract'

type Reason = (typeof VERIFY_FAILURES)[number]

/** Shown with `i18n._()` where they render, so they follow a change of language. */
export const REASON_TITLES: Record<Reason, MessageDescriptor> = {
  expired: msg`Expired`,
  malformed: msg`Malformed`,
  bad_signature: msg`Bad signature`,
  unknown: msg`Unknown`,
}

export const REASON_TEXT: Record<Reason, MessageDescriptor> = {
  expired: msg`The token was genuine, but its expiry time has passed. Ask the user to sign in again for a fresh one.`,
  malformed: msg`This is not an end-user token at all: it could not be read. Check that the whole token was copied.`,
  bad_signature: msg`The token reads as one, but its signature does not match its contents: it was altered, or not issued by the platform.`,
  unknown: msg`The token names a product this key cannot see, or one that does not exist: tokens of another product verify as unknown.`,
}

/** "…f3Qa": enough of a token to tell which one a verdict is for, without repeating it whole. */
export const tokenTail = (token: string): string => (token.length <= 8 ? token : `…${token.slice(-6)}`)
