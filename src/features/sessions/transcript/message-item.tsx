// One message of a transcript: who wrote it and when, the text (a visitor's as typed, an
// agent's as safe Markdown), and for agent answers the model, tokens and cost.
import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { Message } from '../../../api/contract'
import { formatCount, formatCredits, formatDateTime, formatSignedCredits, formatTime } from '../../../lib/format'
import { MessageMarkdown, PlainText } from './markdown'

export interface MessageItemProps {
  message: Message
  /** The previous message's time: the date is shown when the day changes. */
  previousAt: string | null
  matcher: RegExp | null
  /** The current find hit inside this message, or -1. */
  currentHit: number
  /** Millicredits refunded of this answer's debit. */
  refunded?: number
}

const localDay = (iso: string) => new Date(iso).toDateString()

export const MessageItem = memo(function MessageItem({
  message: m,
  previousAt,
  matcher,
  currentHit,
  refunded = 0,
}: MessageItemProps) {
  const { t } = useLingui()
  const agent = m.role === 'agent'
  const newDay = previousAt === null || localDay(previousAt) !== localDay(m.created_at)
  // A role newer than the dashboard is named as it came, and drawn as the visitor's side.
  const known = agent || m.role === 'visitor'
  const who = agent ? t`Agent` : m.role === 'visitor' ? t`Visitor` : m.role
  // The first letter, not the first character: a pseudo-locale's bracket or a quote is no initial.
  const initial = (/\p{L}/u.exec(who)?.[0] ?? who.charAt(0)).toUpperCase()
  const at = formatDateTime(m.created_at)
  const refund = formatSignedCredits(refunded)
  const cost = formatCredits(m.cost)
  return (
    <article
      aria-label={t`${who}, ${at}`}
      className={`flex gap-3 rounded-lg border px-3 py-3 sm:px-4 ${
        agent ? 'border-line bg-surface border-s-accent border-s-4' : 'bg-surface-muted border-transparent'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
          agent ? 'bg-accent text-accent-fg' : 'bg-surface border-line-strong text-fg border'
        }`}
      >
        {initial}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-xs">
          <span className="text-fg font-semibold" {...(known ? {} : { translate: 'no' as const })}>
            {who}
          </span>
          <time dateTime={m.created_at} title={formatDateTime(m.created_at)} className="text-fg-muted tabular-nums">
            {newDay ? formatDateTime(m.created_at) : formatTime(m.created_at)}
          </time>
          {agent ? (
            <dl className="text-fg-muted flex flex-wrap items-baseline gap-x-3 gap-y-1 sm:ms-auto">
              <div className="flex gap-1">
                <dt className="sr-only">{t`Model`}</dt>
                {m.model ? (
                  <dd className="text-fg bg-surface-muted rounded px-1.5 font-mono" translate="no" dir="ltr">
                    {m.model}
                  </dd>
                ) : (
                  <dd className="text-fg bg-surface-muted rounded px-1.5">{t`unknown model`}</dd>
                )}
              </div>
              <div className="flex gap-1">
                <dt>{t`In`}</dt>
                <dd className="text-fg tabular-nums">{formatCount(m.tokens.input)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{t`Out`}</dt>
                <dd className="text-fg tabular-nums">{formatCount(m.tokens.output)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="sr-only">{t`Cost`}</dt>
                <dd className="text-fg tabular-nums">{t`${cost} credits`}</dd>
              </div>
              {refunded > 0 ? (
                <div className="flex gap-1">
                  <dt className="sr-only">{t`Refunded`}</dt>
                  <dd className="text-success tabular-nums">{t`${refund} refunded`}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </header>
        {agent ? (
          <MessageMarkdown text={m.text} matcher={matcher} current={currentHit} />
        ) : (
          <PlainText text={m.text} matcher={matcher} current={currentHit} />
        )}
      </div>
    </article>
  )
})
