// The demo panel on the settings screen, shown only in demo mode.
import { useId } from 'react'
import { DemoPanel } from './demo-panel'

export function MockControls() {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-fg text-base font-semibold">
          Demo panel
        </h2>
        <p className="text-fg-muted mt-0.5 text-sm">
          The mock answers these in this browser; every open tab shares the workspace and sees each change, and the
          settings here survive a reload. The header’s Demo panel button opens the same controls on any screen.
        </p>
      </div>
      <DemoPanel layout="page" />
    </section>
  )
}
