// Settings → language: the browser's by default, or one chosen here, applied at once without a
// reload (docs/i18n.md). The pseudo-locale is for finding untranslated or clipped words: offered in
// development and in demo mode, never against a real API.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { useActiveLanguage } from '../../app/i18n/i18n'
import { useDemoStatus } from '../../app/demo'
import { Panel } from '../../components/ui/panel'
import { SelectField } from '../../components/ui/field'
import {
  getLanguageChoice,
  isLanguage,
  LANGUAGES,
  matchLanguage,
  setLanguageChoice,
  subscribeLanguageChoice,
} from '../../lib/language'
import { LANGUAGE_NAMES } from '../../lib/language-names'

export function LanguageControl() {
  const { t } = useLingui()
  const choice = useSyncExternalStore(subscribeLanguageChoice, getLanguageChoice)
  const active = useActiveLanguage()
  const demo = useDemoStatus().state !== 'off'
  const browser = LANGUAGE_NAMES[matchLanguage(navigator.languages)]
  const inForce = LANGUAGE_NAMES[active]
  const offered = demo || import.meta.env.DEV || choice === 'pseudo' ? [...LANGUAGES, 'pseudo' as const] : LANGUAGES
  return (
    <Panel
      title={t`Language`}
      description={t`The language of every screen. Numbers and dates follow their own format, below.`}
    >
      <SelectField
        id="language"
        label={t`Language`}
        value={choice ?? ''}
        onChange={(e) => setLanguageChoice(isLanguage(e.target.value) ? e.target.value : null)}
        className="max-w-md"
      >
        <option value="">{t`Your browser’s: ${browser}`}</option>
        {offered.map((language) => (
          <option key={language} value={language} lang={language === 'pseudo' ? 'en' : language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <p className="text-fg-muted text-sm" data-testid="language-in-force">
        <Trans>In force: {inForce}</Trans>
      </p>
    </Panel>
  )
}
