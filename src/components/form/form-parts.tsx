// The blocks every form screen shares: a create page's heading and its permission banner,
// the form-level alert of a failed submit, and a create form's foot with Cancel and submit.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Submission } from '../hooks/use-submit'
import { WriteReasonBanner } from '../ui/banner'
import { Button, buttonClass } from '../ui/button'
import { ErrorNotice } from '../ui/error-notice'

/** Where a create page's back link and Cancel go: the list it adds to. */
export type CreateParent = '/products' | '/tools' | '/webhooks'

export function CreatePageHeader({
  parent,
  parentLabel,
  title,
  description,
  permissionReason,
}: {
  parent: CreateParent
  parentLabel: string
  title: string
  description: ReactNode
  /** Why the key may not create; shown as a banner. */
  permissionReason: string | null
}) {
  return (
    <>
      <div>
        <p className="text-sm">
          <Link to={parent} className="text-fg-muted hover:text-fg font-medium">
            <span aria-hidden="true" className="flip-rtl inline-block">
              ←
            </span>{' '}
            {parentLabel}
          </Link>
        </p>
        <h1 className="text-fg mt-2 text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-fg-muted mt-1 text-sm">{description}</p>
      </div>
      <WriteReasonBanner reason={permissionReason} />
    </>
  )
}

/**
 * A failed submit, said once at the foot of the form: what went wrong and, listed, every
 * objection no field could take. Retry only where the outcome is unknown (offline, a 5xx);
 * a refusal needs a change first.
 */
export function FormAlert({
  submission,
  onRetry,
}: {
  submission: Pick<Submission, 'failure' | 'pending' | 'attachAlert'>
  onRetry: () => void
}) {
  const { t } = useLingui()
  const { failure, pending, attachAlert } = submission
  if (!failure) return null
  return (
    <ErrorNotice ref={attachAlert} error={failure.error} {...(failure.retryable ? { onRetry, retrying: pending } : {})}>
      {failure.unplaced.length > 0 ? (
        <ul aria-label={t`Other problems`} className="text-fg mt-1 list-disc ps-5 break-words">
          {failure.unplaced.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      ) : null}
    </ErrorNotice>
  )
}

/** The foot of a create form: the alert of a failed submit, then Cancel and the submit button. */
export function CreateFormFooter({
  submission,
  onRetry,
  cancelTo,
  label,
  busyLabel,
  disabledReason,
}: {
  submission: Pick<Submission, 'failure' | 'pending' | 'attachAlert'>
  onRetry: () => void
  cancelTo: CreateParent
  label: string
  busyLabel: string
  disabledReason: string | null
}) {
  return (
    <>
      <FormAlert submission={submission} onRetry={onRetry} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Link to={cancelTo} className={buttonClass('ghost')}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" variant="primary" busy={submission.pending} disabledReason={disabledReason}>
          {submission.pending ? busyLabel : label}
        </Button>
      </div>
    </>
  )
}

/**
 * An edit form's submit. Until something changed it stays reachable and says why it waits,
 * as it says why a key may not write; the form's own submit must ignore a clean draft too,
 * since Enter in a field still submits.
 */
export function SaveChangesButton({
  pending,
  dirty,
  writeReason,
}: {
  pending: boolean
  dirty: boolean
  writeReason: string | null
}) {
  const { t } = useLingui()
  return (
    <Button
      type="submit"
      variant="primary"
      busy={pending}
      disabledReason={writeReason ?? (dirty ? null : t`Nothing to save yet: change a field first.`)}
    >
      {pending ? t`Saving…` : t`Save changes`}
    </Button>
  )
}
