// Settings → the format of numbers and dates (the regional format): the browser's by default, or a
// locale chosen here, and which one is in force, with a sample of both so the choice can be judged
// before leaving. Separate from the language of the words (language-control.tsx): German words
// with Swiss figures is a real reader's choice.
import { Trans, useLingui } from '@lingui/react/macro'
import { Panel } from '../../components/ui/panel'
import { formatCredits, formatDateTime } from '../../lib/format'
import { useLocale, useLocaleChoice } from '../../app/locale'
import { browserLocale, setLocaleChoice } from '../../lib/locale'
import { SelectField } from '../../components/ui/field'

/** Offered beside "the browser's"; any valid BCP 47 tag works (a remembered other one is listed too). */
const LOCALE_CHOICES = ['en-US', 'en-GB', 'en-IN', 'de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'ar-EG'] as const

/** "Deutsch (Deutschland)": a locale named in its own language, or the tag where Intl cannot. */
function localeName(tag: string, inLocale: string = tag): string {
  try {
    return new Intl.DisplayNames([inLocale], { type: 'language' }).of(tag) ?? tag
  } catch {
    return tag
  }
}

/** The same instant for every reader, so the sample only differs by format. */
const SAMPLE_TIME = '2026-12-17T15:30:00Z'

export function LocaleControl() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const choice = useLocaleChoice()
  const browser = browserLocale()
  const options =
    LOCALE_CHOICES.includes(choice as (typeof LOCALE_CHOICES)[number]) || !choice
      ? LOCALE_CHOICES
      : [...LOCALE_CHOICES, choice]
  const browserName = localeName(browser)
  // The locale in force, named in the language of the words around it.
  const name = localeName(locale, i18n.locale)
  const amount = formatCredits(1_234_567_891)
  const time = formatDateTime(SAMPLE_TIME)
  return (
    <Panel
      title={t`Format of numbers and dates`}
      description={t`How figures, dates and times are written on every screen, whatever the language of the words.`}
    >
      <SelectField
        label={t`Regional format`}
        value={choice ?? ''}
        onChange={(e) => setLocaleChoice(e.target.value || null)}
        hint={t`Screens only: CSV exports always write amounts as 1234.500 (a dot, no grouping) and times in ISO 8601 UTC.`}
        className="max-w-md"
      >
        <option value="">{t`Your browser’s: ${browserName} (${browser})`}</option>
        {options.map((tag) => (
          // Each format named in its own language, as a reader looks for it in a list.
          <option key={tag} value={tag} lang={tag} translate="no">
            {localeName(tag)} ({tag})
          </option>
        ))}
      </SelectField>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-fg-muted">{t`In force`}</dt>
        <dd className="text-fg" data-testid="locale-in-force">
          {choice ? (
            <Trans>
              <span className="font-medium">{name}</span>{' '}
              <span className="font-mono" translate="no" dir="ltr">
                {locale}
              </span>
              , chosen here
            </Trans>
          ) : (
            <Trans>
              <span className="font-medium">{name}</span>{' '}
              <span className="font-mono" translate="no" dir="ltr">
                {locale}
              </span>
              , from your browser
            </Trans>
          )}
        </dd>
        <dt className="text-fg-muted">
          <Trans>Sample</Trans>
        </dt>
        <dd className="text-fg tabular-nums">{t`${amount} credits · ${time}`}</dd>
        <dt className="text-fg-muted">
          <Trans>Days</Trans>
        </dt>
        <dd className="text-fg">
          <Trans>
            Times show in your time zone; summaries and statements count days in UTC, as the API buckets them.
          </Trans>
        </dd>
      </dl>
    </Panel>
  )
}
