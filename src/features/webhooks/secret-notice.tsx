// A signing secret, shown the one time the API returns it: copy it now, it is never shown again.
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
        <strong>Copy it now: you will not see this secret again.</strong> The API returns it only once; if it is lost,
        rotate the secret to get a new one.
        {detail ? ` ${detail}` : null}
      </Banner>
      <div className="border-line bg-surface-muted flex items-center gap-2 rounded-md border px-3 py-2">
        <code className="text-fg min-w-0 flex-1 font-mono text-sm break-all select-all">{secret}</code>
        <CopyButton
          value={secret}
          label="signing secret"
          text="Copy"
          variant="secondary"
          {...(onCopied ? { onCopied } : {})}
        />
      </div>
      <p className="text-fg-muted text-xs">
        Receivers check each request with it: the X-Webhook-Signature-256 header is keyed with the whole string,{' '}
        Standard Webhooks libraries take it as it is (they decode the part after <code>whsec_</code>).
      </p>
      {onDone ? (
        <div>
          <Button variant="link" onClick={onDone}>
            I have stored it safely
          </Button>
        </div>
      ) : null}
    </section>
  )
}

/** Leaving while a secret shown once was never copied asks first: after that it is gone for good. */
export function SecretLeaveGuard({ uncopied }: { uncopied: boolean }) {
  return (
    <LeaveGuard
      dirty={uncopied}
      title="Leave without copying the secret?"
      description="This signing secret is shown only once and was not copied. After you leave, the only way to a usable secret is to rotate it."
      confirmLabel="Leave without it"
      cancelLabel="Stay and copy it"
    />
  )
}
