// One notice for every deprecated endpoint met in this tab: a count, the first sunset, and the
// list behind a disclosure, dismissed together.
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { summarizeDeprecations } from './deprecation-messages'
import { dismissDeprecations, useDeprecationNotices } from '../deprecations'
import { Banner } from '../../components/ui/banner'

export function DeprecationNotice() {
  const { t } = useLingui()
  const { notices, dismissed } = useDeprecationNotices()
  const summary = summarizeDeprecations(notices, dismissed)
  if (!summary) return null
  const { messages, headline, tone } = summary
  const count = messages.length
  const endpoint = messages[0]?.endpoint ?? ''
  const list =
    messages.length > 1 ? (
      <details className="basis-full">
        <summary className="text-fg-muted hover:text-fg w-fit cursor-pointer rounded">
          {plural(count, { one: 'Show the # endpoint', other: 'Show the # endpoints' })}
        </summary>
        <ul className="mt-1 flex list-disc flex-col gap-1 ps-5">
          {messages.map((m) => (
            <li key={m.id} className="break-words">
              {m.text}
            </li>
          ))}
        </ul>
      </details>
    ) : null
  return (
    <Banner
      tone={tone}
      onDismiss={() => dismissDeprecations(messages.map((m) => m.id))}
      dismissLabel={messages.length > 1 ? t`Dismiss the deprecation notice` : t`Dismiss the notice about ${endpoint}`}
      action={list}
    >
      <strong className="font-semibold">
        {messages.length > 1 ? t`Deprecated endpoints.` : t`Deprecated endpoint.`}
      </strong>{' '}
      {headline}
    </Banner>
  )
}
