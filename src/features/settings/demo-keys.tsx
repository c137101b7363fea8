// Picks one of the four public demo keys; in demo mode the pick applies at once.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toast } from '../../components/ui/toast'
import { Button } from '../../components/ui/button'
import { selectDemoKey, switchToDemo } from '../../app/connect'
import { useApiConfig } from '../../app/capabilities'
import { DEMO_KEYS, demoKeyLabel, isDemoKey, rememberedDemoKey } from '../../app/demo'
import { demoKeyDescription } from '../../components/demo/demo-words'
import { ChoiceCards } from './fields'
import { useLandOnLockedProduct } from './land'

export function DemoKeyPicker() {
  const { t } = useLingui()
  const config = useApiConfig()
  const inDemo = config.mode === 'demo'
  const [picked, setPicked] = useState(() =>
    inDemo && isDemoKey(config.apiKey) && config.apiKey ? config.apiKey : rememberedDemoKey(),
  )
  const [starting, setStarting] = useState(false)
  const current = inDemo ? config.apiKey : picked
  const land = useLandOnLockedProduct()

  const pick = (key: string) => {
    if (!inDemo) return setPicked(key)
    selectDemoKey(key)
    const label = demoKeyLabel(key) ?? key
    toast.success(t`Now using the demo key “${label}”`)
    void land()
  }

  const enterDemo = async () => {
    setStarting(true)
    try {
      const start = switchToDemo(picked)
      await start
      const label = demoKeyLabel(picked) ?? picked
      toast.success(t`Back in demo mode`, { description: t`Using the demo key “${label}”.` })
      await land()
    } catch (e) {
      toast.error(t`Demo mode did not start`, { description: e instanceof Error ? e.message : String(e) })
    } finally {
      setStarting(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-fg mb-1 text-sm font-medium">{t`Demo key`}</legend>
        <p className="text-fg-muted -mt-1 text-xs">
          <Trans>
            The demo keys are public, so this browser remembers which one you picked. Each key sees the app as that kind
            of key would.
          </Trans>
        </p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <ChoiceCards
            name="demo-key"
            choices={DEMO_KEYS.map((k) => ({
              value: k.key,
              label: demoKeyLabel(k.key) ?? k.label,
              details: [{ text: k.key, mono: true }, { text: demoKeyDescription(k.key) }],
            }))}
            value={current}
            onChange={pick}
          />
        </div>
      </fieldset>
      {inDemo ? null : (
        <div>
          <Button variant="primary" onClick={() => void enterDemo()} disabled={starting}>
            {starting ? t`Starting demo mode…` : t`Use demo mode with this key`}
          </Button>
        </div>
      )}
    </div>
  )
}
