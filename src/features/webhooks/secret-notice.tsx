// A signing secret, shown the one time the API returns it: copy it now, it is never shown again.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Banner } from '../../components/ui/banner'
import { Button } from '../../components/ui/button'
import { CopyButton } from '../../components/ui/copy-button'
import { LeaveGuard } from '../../components/ui/leave-guard'

export interface SecretNoticeProps {
  secret: string
  title: string
  /** A sentence after the warning, e.g. about the old secret's overlap. */
  detail?: string
  onDone?: () => void
  /** Once it is copied: until then, leaving the page asks first. */
  onCopied?: () => void
}

export function SecretNotice({ secret, title, detail, onDone, onCopied }: SecretNoticeProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="border-warning/50 bg-surface flex flex-col gap-3 rounded-lg border-2 p-5 shadow-xs"
    >
      <h2 id={id} className="text-fg text-base font-semibold">
        {title}
      </h2>
      <Banner tone="warning">
        <Trans>
          <strong>Copy it now: you will not see this secret again.</strong> The API returns it only once; if it is lost,
          rotate the secret to get a new one.
        </Trans>
        {detail ? ` ${detail}` : null}
      </Banner>
      <div className="border-line bg-surface-muted flex items-center gap-2 rounded-md border px-3 py-2">
        <code translate="no" dir="ltr" className="text-fg min-w-0 flex-1 font-mono text-sm break-all select-all">
          {secret}
        </code>
        <CopyButton
          value={secret}
          label={t`signing secret`}
          text={t`Copy`}
          variant="secondary"
          {...(onCopied ? { onCopied } : {})}
        />
      </div>
      <p className="text-fg-muted text-xs">
        <Trans>
          Receivers check each request with it: the <code dir="ltr">X-Webhook-Signature-256</code> header is keyed with
          the whole string, Standard Webhooks libraries take it as it is (they decode the part after{' '}
          <code dir="ltr">whsec_</code>).
        </Trans>
      </p>
      {onDone ? (
        <div>
          <Button variant="link" onClick={onDone}>
            <Trans>I have stored it safely</Trans>
          </Button>
        </div>
      ) : null}
    </section>
  )
}

/** Leaving while a secret shown once was never copied asks first: after that it is gone for good. */
export function SecretLeaveGuard({ uncopied }: { uncopied: boolean }) {
  const { t } = useLingui()
  return (
    <LeaveGuard
      dirty={uncopied}
      title={t`Leave without copying the secret?`}
      description={t`This signing secret is shown only once and was not copied. After you leave, the only way to a usable secret is to rotate it.`}
      confirmLabel={t`Leave without it`}
      cancelLabel={t`Stay and copy it`}
    />
  )
}
