// The demo panel on the settings screen, shown only in demo mode.
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { useDemoStatus } from '../../app/demo'
import { DemoPanel } from './demo-panel'

export function MockControls() {
  const id = useId()
  const status = useDemoStatus()
  // Without SharedWorker the mock runs in a dedicated Worker per tab.
  const separate = status.state === 'ready' && !status.shared
  return (
    // The shell's faults banner links here by this id.
    <section id="demo-panel" aria-labelledby={id} className="flex scroll-mt-20 flex-col gap-4">
      <div>
        <h2 id={id} className="text-fg text-base font-semibold">
          <Trans>Demo panel</Trans>
        </h2>
        <p className="text-fg-muted mt-0.5 text-sm">
          {separate ? (
            <Trans>
              The mock answers these in this browser; this browser cannot share it between tabs, so each tab has a
              workspace of its own, and the settings here survive a reload. The header’s Demo panel button opens the
              same controls on any screen.
            </Trans>
          ) : (
            <Trans>
              The mock answers these in this browser; every open tab shares the workspace and sees each change, and the
              settings here survive a reload. The header’s Demo panel button opens the same controls on any screen.
            </Trans>
          )}
        </p>
      </div>
      <DemoPanel layout="page" />
    </section>
  )
}
