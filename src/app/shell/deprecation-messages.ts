// What the deprecation notice says: one line per endpoint the server flagged with
// `Deprecation` or `Sunset`, naming the endpoint and the date, and one summary for them all. Made
// when shown, so in the language in force.
import { plural, t } from '@lingui/core/macro'
import { deprecations, type DeprecationNotice } from '../../api/deprecations'
import { dismissedDeprecations } from '../deprecations'
import { formatDay } from '../../lib/format'

export interface DeprecationMessage {
  /** Identifies the notice for dismissing: the endpoint and the headers as sent. */
  id: string
  endpoint: string
  text: string
  /** `danger` once the sunset date has passed. */
  tone: 'warning' | 'danger'
}

const noticeId = (n: DeprecationNotice) => `${n.endpoint}|${n.deprecation ?? ''}|${n.sunset ?? ''}`

export function describeDeprecation(n: DeprecationNotice, now: number = Date.now()): DeprecationMessage {
  const { endpoint } = n
  const base = { id: noticeId(n), endpoint }
  if (n.sunset_at) {
    const day = formatDay(n.sunset_at)
    const past = Date.parse(n.sunset_at) <= now
    return past
      ? {
          ...base,
          tone: 'danger',
          text: t`${endpoint} passed its sunset date on ${day} and may stop answering at any time.`,
        }
      : { ...base, tone: 'warning', text: t`${endpoint} is deprecated and stops working on ${day}.` }
  }
  if (n.deprecated_at) {
    const day = formatDay(n.deprecated_at)
    const future = Date.parse(n.deprecated_at) > now
    return {
      ...base,
      tone: 'warning',
      text: future ? t`${endpoint} will be deprecated on ${day}.` : t`${endpoint} is deprecated since ${day}.`,
    }
  }
  return { ...base, tone: 'warning', text: t`${endpoint} is deprecated.` }
}

/** Notices not dismissed, oldest report first; a notice whose headers change shows again. */
export function visibleDeprecations(
  notices: readonly DeprecationNotice[],
  dismissed: ReadonlySet<string>,
  now: number = Date.now(),
): DeprecationMessage[] {
  return notices.map((n) => describeDeprecation(n, now)).filter((m) => !dismissed.has(m.id))
}

export interface DeprecationSummary {
  /** Every notice not dismissed, in the order met. */
  messages: DeprecationMessage[]
  /** What the one notice says first: the only endpoint's message, or the count and the most urgent date. */
  headline: string
  /** `danger` when any sunset has passed. */
  tone: 'warning' | 'danger'
}

/**
 * One notice for every deprecated endpoint met in this tab: a server that deprecates many at
 * once must not push the screen below the fold with a banner for each.
 */
export function summarizeDeprecations(
  notices: readonly DeprecationNotice[],
  dismissedIds: ReadonlySet<string>,
  now: number = Date.now(),
): DeprecationSummary | null {
  const messages = visibleDeprecations(notices, dismissedIds, now)
  const [only] = messages
  if (!only) return null
  const tone = messages.some((m) => m.tone === 'danger') ? 'danger' : 'warning'
  if (messages.length === 1) return { messages, headline: only.text, tone }
  const sunsets = notices
    .filter((n) => n.sunset_at && !dismissedIds.has(noticeId(n)))
    .map((n) => Date.parse(n.sunset_at ?? ''))
    .sort((a, b) => a - b)
  const first = sunsets[0]
  const day = first === undefined ? '' : formatDay(new Date(first).toISOString())
  const when =
    first === undefined
      ? null
      : first <= now
        ? t`One has passed its sunset date and may stop answering at any time.`
        : t`The first stops working on ${day}.`
  const endpoints = messages.length
  const count = plural(endpoints, {
    one: '# endpoint this tab used is deprecated.',
    other: '# endpoints this tab used are deprecated.',
  })
  return { messages, headline: when ? `${count} ${when}` : count, tone }
}

export const getVisibleDeprecations = (now?: number) =>
  visibleDeprecations(deprecations.list(), dismissedDeprecations(), now)
