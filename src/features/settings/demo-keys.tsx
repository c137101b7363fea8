// Picks one of the four public demo keys; in demo mode the pick applies at once.
import { useState } from 'react'
import { toast } from '../../components/ui/toast'
import { Button } from '../../components/ui/button'
import { selectDemoKey, switchToDemo } from '../../app/connect'
import { useApiConfig } from '../../app/capabilities'
import { DEMO_KEYS, demoKeyLabel, isDemoKey, rememberedDemoKey } from '../../app/demo'
import { DEMO_KEY_DESCRIPTIONS } from '../../lib/demo-key-descriptions'
import { ChoiceCards } from './fields'
import { useLandOnLockedProduct } from './land'

export function DemoKeyPicker() {
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
    toast.success(`Now using the demo key “${demoKeyLabel(key) ?? key}”`)
    void land()
  }

  const enterDemo = async () => {
    setStarting(true)
    try {
      const start = switchToDemo(picked)
      await start
      toast.success('Back in demo mode', { description: `Using the demo key “${demoKeyLabel(picked) ?? picked}”.` })
      await land()
    } catch (e) {
      toast.error('Demo mode did not start', { description: e instanceof Error ? e.message : String(e) })
    } finally {
      setStarting(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-fg mb-1 text-sm font-medium">Demo key</legend>
        <p className="text-fg-muted -mt-1 text-xs">
          The demo keys are public, so this browser remembers which one you picked. Each key sees the app as that kind
          of key would.
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <ChoiceCards
            name="demo-key"
            choices={DEMO_KEYS.map((k) => ({
              value: k.key,
              label: k.label,
              details: [{ text: k.key, mono: true }, { text: DEMO_KEY_DESCRIPTIONS[k.key] ?? '' }],
            }))}
            value={current}
            onChange={pick}
          />
        </div>
      </fieldset>
      {inDemo ? null : (
        <div>
          <Button variant="primary" onClick={() => void enterDemo()} disabled={starting}>
            {starting ? 'Starting demo mode…' : 'Use demo mode with this key'}
          </Button>
        </div>
      )}
    </div>
  )
}
