// /settings: where requests go (the demo workspace or a real API), what the key may
// do, and in demo mode the mock's own controls.
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { Panel } from '../../components/ui/panel'
import { useApiConfig } from '../../app/capabilities'
import { useDemoStatus } from '../../app/demo'
import { CurrentConnection } from './current-connection'
import { DemoKeyPicker } from './demo-keys'
import { LanguageControl } from './language-control'
import { LocaleControl } from './locale-control'
import { ChoiceCards } from './fields'
import { MockControls } from './mock-controls'
import { ReasonAlert } from './reason-alert'
import { RemoteForm } from './remote-form'
import { PageHeader } from '../../components/layout/page-header'

const route = getRouteApi('/settings')

type View = 'demo' | 'remote'

const VIEWS: { value: View; label: string; description: string }[] = [
  {
    value: 'demo',
    label: 'Demo workspace',
    description: 'A complete mock of the API in this browser, with seeded data. Nothing leaves your machine.',
  },
  { value: 'remote', label: 'A real API', description: 'Your platform’s API: its base URL and an API key.' },
]

function ConnectionChooser({ initial }: { initial: View }) {
  const [view, setView] = useState<View>(initial)
  return (
    <Panel title="Connect" description="Choose where the dashboard sends its requests.">
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Connect to</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <ChoiceCards
            name="connection-view"
            choices={VIEWS.map((v) => ({ value: v.value, label: v.label, details: [{ text: v.description }] }))}
            value={view}
            onChange={setView}
          />
        </div>
      </fieldset>
      <div className="border-line border-t pt-5">{view === 'demo' ? <DemoKeyPicker /> : <RemoteForm />}</div>
    </Panel>
  )
}

export function SettingsPage() {
  const { reason } = route.useSearch()
  const config = useApiConfig()
  const status = useDemoStatus()
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title="Settings" description="Where the dashboard sends its requests, and with which key." />
      {reason ? <ReasonAlert reason={reason} /> : null}
      <CurrentConnection />
      {/* Remounted when the mode changes, so the chooser opens on the mode now in use. */}
      <ConnectionChooser key={config.mode} initial={config.mode} />
      {config.mode === 'demo' && status.state !== 'failed' ? <MockControls /> : null}
      <LanguageControl />
      <LocaleControl />
    </div>
  )
}
