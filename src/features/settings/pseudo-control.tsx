// The pseudo-locale from the demo panel: every word of the interface accented, about 40 % longer
// and bracketed, to find a word nobody made a message or a layout that breaks when a language runs
// long (docs/i18n.md). Settings' language picker offers it too; here it is one click from any screen.
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { getLanguageChoice, setLanguageChoice, subscribeLanguageChoice } from '../../lib/language'
import { CheckboxField, SubSection } from './fields'

export function PseudoControl() {
  const { t } = useLingui()
  const choice = useSyncExternalStore(subscribeLanguageChoice, getLanguageChoice)
  return (
    <SubSection
      title={t`Pseudo-locale`}
      description={t`Text outside ⟦brackets⟧ is a word nobody translated; a missing closing bracket is text cut off.`}
    >
      <CheckboxField
        label={t`Show every screen in the pseudo-locale`}
        hint={t`Turning it off goes back to your browser’s language.`}
        checked={choice === 'pseudo'}
        onChange={(e) => setLanguageChoice(e.target.checked ? 'pseudo' : null)}
      />
    </SubSection>
  )
}
