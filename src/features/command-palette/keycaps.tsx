// Key caps for a shortcut as the user's platform labels them (⌘K on a Mac, Ctrl K elsewhere).
import { Trans } from '@lingui/react/macro'
import { Kbd } from '../../components/ui/kbd'
import type { Keys } from '../../components/hooks/keyboard'
import { describeKeys, formatKeys } from './key-labels'

export function KeyCaps({ keys, className = '' }: { keys: Keys; className?: string }) {
  const steps = formatKeys(keys)
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      {/* The caps are read as one phrase ("Control+K", "G then O"), not as loose symbols. */}
      <span className="sr-only">{describeKeys(keys)}</span>
      <span aria-hidden="true" className="inline-flex items-center gap-1">
        {steps.map((caps, i) => (
          <span key={i} className="inline-flex items-center gap-0.5">
            {i > 0 ? (
              <span className="text-fg-muted px-0.5 text-[11px]">
                <Trans>then</Trans>
              </span>
            ) : null}
            {/* A chord (Ctrl K, Shift Enter) as printed on the keyboard, also in a right-to-left page;
                steps ("G then O") follow the sentence's direction. */}
            <span dir="ltr" className="inline-flex items-center gap-0.5">
              {caps.map((cap) => (
                <Kbd key={cap}>{cap}</Kbd>
              ))}
            </span>
          </span>
        ))}
      </span>
    </span>
  )
}
