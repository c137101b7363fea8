// The palette's answer to a pasted id: what the object is (looked up through the API),
// or why it cannot be found, and what can be done with it.
import { Trans, useLingui } from '@lingui/react/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Command } from 'cmdk'
import type { ReactNode } from 'react'
import { ErrorNotice } from '../../components/ui/error-notice'
import { Skeleton } from '../../components/ui/skeleton'
import type { IdKind } from '../../api/contract'
import { KNOWN_PREFIXES, type ParsedId } from '../../lib/object-ids'
import { OBJECT_TYPES, type FoundObject } from './object-types'
import { ItemRow } from './palette-ui'
import { useDebounced } from '../../components/hooks/use-debounced'

/** Typing an id character by character should not send a request per character. */
const LOOKUP_DELAY_MS = 200

/** One object by its id, through the table's lookup; shared by pasted ids and the recent items. */
export const objectLookupQuery = (kind: IdKind | null, id: string | null) =>
  queryOptions({
    queryKey: ['command-palette', 'object', kind, id] as const,
    queryFn: async ({ client }): Promise<FoundObject | null> => {
      const lookup = kind ? OBJECT_TYPES[kind].lookup : null
      return id && lookup ? lookup(id, client) : null
    },
    // A quick glance: a failure shows at once with a Retry rather than retrying behind a spinner.
    retry: false,
  })

/** The object a parsed id names, looked up once the input has settled; idle for ids that cannot be looked up. */
export function useObjectLookup(parsed: ParsedId | null) {
  const kind = parsed?.status === 'valid' && OBJECT_TYPES[parsed.kind].lookup ? parsed.kind : null
  const id = kind && parsed ? parsed.id : null
  const settledId = useDebounced(id, LOOKUP_DELAY_MS)
  return useQuery({ ...objectLookupQuery(kind, id), enabled: id !== null && settledId === id })
}

export type ObjectLookup = ReturnType<typeof useObjectLookup>

export interface ObjectResultProps {
  parsed: ParsedId
  lookup: ObjectLookup
  onCopy: (id: string) => void
  onClose: () => void
}

/** The status line under the input: looking up, found, not found, or not an id this API uses. */
export function ObjectStatus({ parsed, lookup }: { parsed: ParsedId; lookup: ObjectLookup }) {
  const { t, i18n } = useLingui()
  let message: ReactNode = null
  let found = false
  if (parsed.status === 'unknown-prefix') {
    const prefix = `${parsed.prefix}_`
    // Ids are code: they read left to right, untranslated, in any page.
    const prefixes = KNOWN_PREFIXES.map((p) => `${p}_`).join(', ')
    message = (
      <Trans>
        <span className="font-mono" translate="no" dir="ltr">
          {prefix}
        </span>{' '}
        is not an id prefix this API uses. Ids start with{' '}
        <span className="font-mono" translate="no" dir="ltr">
          {prefixes}
        </span>
        .
      </Trans>
    )
  } else if (parsed.status === 'malformed') {
    const label = i18n._(OBJECT_TYPES[parsed.kind].label)
    const prefix = `${parsed.prefix}_`
    const example = parsed.example
    message = (
      <Trans>
        {label} ids look like{' '}
        <span className="font-mono" translate="no" dir="ltr">
          {example}
        </span>
        : 6 to 40 letters and digits after{' '}
        <span className="font-mono" translate="no" dir="ltr">
          {prefix}
        </span>
        .
      </Trans>
    )
  } else {
    const type = OBJECT_TYPES[parsed.kind]
    const noun = i18n._(type.noun)
    const id = parsed.id
    if (type.note) message = i18n._(type.note)
    else if (!type.lookup) message = null
    else if (lookup.isError)
      return (
        <LookupError
          id={parsed.id}
          error={lookup.error}
          retrying={lookup.isFetching}
          onRetry={() => void lookup.refetch()}
        />
      )
    else if (lookup.isPending)
      message = (
        <span className="flex items-center gap-3">
          <Skeleton className="h-4 w-4 shrink-0 rounded-full" />
          <span>
            <Trans>
              Looking up {noun}{' '}
              <span className="font-mono break-all" translate="no" dir="ltr">
                {id}
              </span>
              …
            </Trans>
          </span>
        </span>
      )
    else if (lookup.data === null)
      message = (
        <Trans>
          No {noun}{' '}
          <span className="font-mono break-all" translate="no" dir="ltr">
            {id}
          </span>{' '}
          in this workspace (or this key cannot see it).
        </Trans>
      )
    else {
      // The row below shows it; this line only tells a screen reader that the lookup finished.
      found = true
      const name = lookup.data.name
      message = t`Found ${noun} ${name}.`
    }
  }
  // One element throughout, so screen readers announce each change of this live region.
  return (
    <div role="status" className={found ? 'sr-only' : 'text-fg-muted px-4 py-3 text-sm'}>
      {message}
    </div>
  )
}

interface LookupErrorProps {
  id: string
  error: unknown
  retrying: boolean
  onRetry: () => void
}

function LookupError({ id, error, retrying, onRetry }: LookupErrorProps) {
  return (
    <div className="px-4 py-3">
      <p className="text-fg-muted mb-2 text-sm">
        <Trans>
          Could not look up{' '}
          <span className="font-mono break-all" translate="no" dir="ltr">
            {id}
          </span>
          .
        </Trans>
      </p>
      <ErrorNotice error={error} onRetry={onRetry} retrying={retrying} />
    </div>
  )
}

/** Rows for the list: the found object (Enter opens it, or copies its id until its screen exists) and Copy id. */
export function ObjectItems({ parsed, lookup, onCopy, onClose }: ObjectResultProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  if (parsed.status !== 'valid') return null
  const type = OBJECT_TYPES[parsed.kind]
  const found = type.lookup ? lookup.data : null
  if (type.lookup && !found) return null

  const label = i18n._(type.label)
  const id = parsed.id
  const summary = found ? `${label} · ${found.name} · ${id}` : `${label} · ${id}`
  const open = found?.open ?? null
  return (
    <Command.Group heading={label} forceMount>
      <Command.Item
        forceMount
        value={objectItemValue(parsed.id)}
        onSelect={() => {
          if (open) {
            onClose()
            void open(navigate)
          } else onCopy(parsed.id)
        }}
        aria-label={open ? t`Open: ${summary}` : t`Copy id: ${summary}`}
        className={ITEM_CLASS}
      >
        <span className="border-line-strong/50 bg-surface text-fg shrink-0 rounded border px-1.5 py-0.5 text-[11px] font-semibold">
          {label}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-fg truncate font-medium" translate="no">
            {found?.name ?? id}
          </span>
          <span className="text-fg-muted truncate text-xs">
            {found ? `${found.detail} · ` : null}
            <span className="font-mono" translate="no" dir="ltr">
              {id}
            </span>
          </span>
        </span>
        <span className="text-fg-muted shrink-0 text-xs">{open ? t`Open` : t`Copy id`}</span>
      </Command.Item>
      {open ? (
        <Command.Item forceMount value={`copy ${id}`} onSelect={() => onCopy(id)} className={ITEM_CLASS}>
          <ItemRow icon="copy" label={t`Copy id ${id}`} />
        </Command.Item>
      ) : null}
    </Command.Group>
  )
}

/** The cmdk value of the found object's row, so the palette can select it when it arrives. */
export const objectItemValue = (id: string) => `object ${id}`

export const ITEM_CLASS =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-fg select-none data-[selected=true]:bg-accent-soft data-[unavailable=true]:cursor-not-allowed'
