// An item of a list that the contract refused, shown in its own row: which field was wrong, its
// id and the request id when known, and its details to copy for a bug report.
import { Trans, useLingui } from '@lingui/react/macro'
import type { UnreadableItem } from '../../api/unreadable'
import { CopyButton } from '../ui/copy-button'
import { AlertIcon } from '../ui/icons'

/** What "Copy details" puts on the clipboard: enough for a bug report, nothing from the key. */
const unreadableDetails = (item: UnreadableItem): string =>
  JSON.stringify(
    {
      endpoint: item.endpoint,
      request_id: item.requestId,
      index: item.index,
      id: item.id,
      problem: item.problem,
    },
    null,
    2,
  )

function UnreadableText({ item }: { item: UnreadableItem }) {
  const { t } = useLingui()
  const { id, requestId } = item
  return (
    <div className="flex min-w-0 flex-wrap items-start gap-x-3 gap-y-1">
      <AlertIcon className="text-warning mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-fg font-medium">
          {id ? (
            <Trans>
              This item could not be read (
              <code translate="no" dir="ltr" className="font-mono text-xs break-all">
                {id}
              </code>
              ).
            </Trans>
          ) : (
            <Trans>This item could not be read.</Trans>
          )}
        </p>
        <p className="text-fg-muted mt-0.5 text-xs break-words">
          <span translate="no" dir="ltr" className="font-mono">
            {item.problem}
          </span>
          {requestId ? (
            <>
              {' · '}
              <Trans>
                Request id{' '}
                <span translate="no" dir="ltr" className="font-mono">
                  {requestId}
                </span>
              </Trans>
            </>
          ) : null}
        </p>
      </div>
      <CopyButton value={unreadableDetails(item)} label={t`details of the unreadable item`} text={t`Copy details`} />
    </div>
  )
}

/** One row across a table's columns. */
export function UnreadableRow({ item, span }: { item: UnreadableItem; span: number }) {
  return (
    <tr className="group/row bg-warning-soft">
      <td colSpan={span} className="border-line border-b px-3 py-2 text-sm group-last/row:border-b-0">
        <UnreadableText item={item} />
      </td>
    </tr>
  )
}

/** For lists that are not tables (virtualized rows, a transcript): the same, as a list of its own. */
export function UnreadableList({ items, className = '' }: { items: readonly UnreadableItem[]; className?: string }) {
  const { t } = useLingui()
  if (items.length === 0) return null
  return (
    <ul
      aria-label={t`Items that could not be read`}
      className={`border-warning/40 bg-warning-soft divide-line divide-y rounded-lg border text-sm ${className}`}
    >
      {items.map((item) => (
        <li key={`${item.requestId ?? ''}:${item.index}`} className="px-3 py-2">
          <UnreadableText item={item} />
        </li>
      ))}
    </ul>
  )
}

/** Rows across `span` columns of a table, or without a span a list of their own: what unreadable-lazy.tsx loads. */
export default function Unreadable({
  items,
  span,
  className,
}: {
  items: readonly UnreadableItem[]
  span?: number
  className?: string
}) {
  if (span === undefined) return <UnreadableList items={items} {...(className ? { className } : {})} />
  return (
    <>
      {items.map((item) => (
        <UnreadableRow key={`${item.requestId ?? ''}:${item.index}`} item={item} span={span} />
      ))}
    </>
  )
}
