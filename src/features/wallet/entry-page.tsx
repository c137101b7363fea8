// /wallet/entries/$entryId: one ledger entry in full. A debit names its product, its
// conversation and message, and any refunds of it; a refund leads to the debit it gives back.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { WalletEntry } from '../../api/contract'
import { productQueries } from '../../api/products'
import { walletQueries } from '../../api/wallet'
import { recallListSearch } from '../../components/list-page/list-return'
import { Breadcrumb, crumbLinkClass } from '../../components/ui/breadcrumb'
import { CopyButton } from '../../components/ui/copy-button'
import { Panel } from '../../components/ui/panel'
import { DetailPending } from '../../components/ui/detail-pending'
import { DetailQuery } from '../../components/ui/detail-query'
import { Skeleton } from '../../components/ui/skeleton'
import { Credits } from '../../components/ui/figure'
import { formatDateTime } from '../../lib/format'
import { Amount, TypeBadge } from './labels'
import { ConversationLink, EntryLink, inlineLinkClass } from './links'
import { IdText } from './id-text'
import { walletSearch } from './search'

const route = getRouteApi('/_workspace/wallet/entries/$entryId')

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-line grid gap-1 border-b py-3 last:border-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-fg-muted text-sm">{label}</dt>
      <dd className="text-fg min-w-0 text-sm break-words">{children}</dd>
    </div>
  )
}

function Id({ value, label }: { value: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <IdText value={value} />
      <CopyButton value={value} label={label} className="-my-2" />
    </span>
  )
}

function ProductName({ id }: { id: string }) {
  const product = useQuery(productQueries.detail(id))
  return (
    <Link to="/products/$productId" params={{ productId: id }} className={inlineLinkClass} translate="no">
      {product.data?.name ?? id}
    </Link>
  )
}

/** Refunds of a debit: the API has no refund_of filter, but refunds share the debit's conversation. */
function RefundsOf({ debit }: { debit: Extract<WalletEntry, { type: 'debit' }> }) {
  const { t } = useLingui()
  const refunds = useQuery(walletQueries.entries({ type: ['refund'], session_id: debit.session_id, limit: 100 }))
  if (refunds.isPending) return <Skeleton className="h-4 w-40" />
  if (refunds.isError) return <span className="text-fg-muted">{t`Could not load the refunds.`}</span>
  const mine = refunds.data.data.filter((r) => r.type === 'refund' && r.refund_of === debit.id)
  if (mine.length === 0) return <span className="text-fg-muted">{t`None`}</span>
  return (
    <ul className="flex flex-col gap-1">
      {mine.map((r) => (
        <li key={r.id} className="flex flex-wrap items-baseline gap-2">
          <EntryLink entryId={r.id}>
            <IdText value={r.id} />
          </EntryLink>
          <Amount millicredits={r.amount} />
          <span className="text-fg-muted text-xs">{formatDateTime(r.created_at)}</span>
        </li>
      ))}
    </ul>
  )
}

/** "Debit of 1.250 credits": a sentence per type, since languages agree the words with the type their own way. */
function Heading({ type, amount }: { type: WalletEntry['type']; amount: number }) {
  if (type === 'top_up')
    return (
      <Trans>
        Top-up of <Credits value={amount} /> credits
      </Trans>
    )
  if (type === 'refund')
    return (
      <Trans>
        Refund of <Credits value={amount} /> credits
      </Trans>
    )
  return (
    <Trans>
      Debit of <Credits value={amount} /> credits
    </Trans>
  )
}

function DebitLink({ debitId }: { debitId: string }) {
  return (
    <EntryLink entryId={debitId}>
      <Trans>
        Debit{' '}
        <span translate="no" dir="ltr" className="font-mono text-xs">
          {debitId}
        </span>
      </Trans>
    </EntryLink>
  )
}

function Details({ entry }: { entry: WalletEntry }) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-fg text-2xl font-semibold tracking-tight">
          <Heading type={entry.type} amount={Math.abs(entry.amount)} />
        </h1>
        <TypeBadge type={entry.type} />
      </div>
      <Panel title={t`Entry`}>
        <dl>
          <Row label={t`Id`}>
            <Id value={entry.id} label={t`entry id`} />
          </Row>
          <Row label={t`Date`}>
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            <span className="text-fg-muted font-mono text-xs">
              {' · '}
              <span translate="no" dir="ltr">
                {entry.created_at}
              </span>
            </span>
          </Row>
          <Row label={t`Description`}>
            <span translate="no">{entry.description}</span>
          </Row>
          <Row label={t`Amount`}>
            <Trans>
              <Amount millicredits={entry.amount} className="font-medium" /> credits
            </Trans>
          </Row>
          <Row label={t`Balance after`}>
            <Trans>
              <Credits value={entry.balance_after} /> credits
            </Trans>
          </Row>
          {entry.type === 'debit' ? (
            <>
              <Row label={t`Product`}>
                <ProductName id={entry.product_id} />
              </Row>
              <Row label={t`Conversation`}>
                <ConversationLink sessionId={entry.session_id}>
                  <IdText value={entry.session_id} />
                </ConversationLink>
              </Row>
              <Row label={t`Message`}>
                <ConversationLink sessionId={entry.session_id} messageId={entry.message_id}>
                  <IdText value={entry.message_id} />
                </ConversationLink>
              </Row>
              <Row label={t`Refunds`}>
                <RefundsOf debit={entry} />
              </Row>
            </>
          ) : null}
          {entry.type === 'refund' ? (
            <Row label={t`Refund of`}>
              <DebitLink debitId={entry.refund_of} />
            </Row>
          ) : null}
        </dl>
      </Panel>
      {entry.type === 'debit' ? (
        <p className="text-sm">
          <Link to="/wallet" search={{ session_id: entry.session_id }} className={inlineLinkClass}>
            <Trans>Every entry of this conversation</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  )
}

export function EntryPage() {
  const { t } = useLingui()
  const { entryId } = route.useParams()
  const query = useQuery(walletQueries.entry(entryId))
  return (
    <DetailQuery
      query={query}
      pending={<DetailPending label={t`Loading the entry…`} main={['h-72']} />}
      failedTitle={t`The ledger entry could not be loaded`}
      notFoundTitle={t`Ledger entry not found`}
      back={{ to: '/wallet', label: t`The ledger` }}
      missing={
        <Trans>
          No entry has the id{' '}
          <code dir="ltr" className="font-mono break-all">
            {entryId}
          </code>{' '}
          in the workspace. Check the address, or search the ledger.
        </Trans>
      }
    >
      {(entry) => (
        <div className="mx-auto flex max-w-4xl flex-col gap-4">
          <Breadcrumb
            trail={[
              <Link
                key="list"
                to="/wallet"
                search={recallListSearch('/wallet', walletSearch)}
                className={crumbLinkClass}
              >
                <Trans>Wallet</Trans>
              </Link>,
            ]}
            current={<IdText value={entryId} />}
          />
          <Details entry={entry} />
        </div>
      )}
    </DetailQuery>
  )
}
