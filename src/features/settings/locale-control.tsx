// Settings → numbers and dates: the browser's language by default, or a locale chosen here,
// and which one is in force, with a sample of both so the choice can be judged before leaving.
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
  const locale = useLocale()
  const choice = useLocaleChoice()
  const browser = browserLocale()
  const options =
    LOCALE_CHOICES.includes(choice as (typeof LOCALE_CHOICES)[number]) || !choice
      ? LOCALE_CHOICES
      : [...LOCALE_CHOICES, choice]
  return (
    <Panel title="Numbers and dates" description="How figures, dates and times are written on every screen.">
      <SelectField
        label="Format"
        value={choice ?? ''}
        onChange={(e) => setLocaleChoice(e.target.value || null)}
        hint="Screens only: CSV exports always write amounts as 1234.500 (a dot, no grouping) and times in ISO 8601 UTC."
        className="max-w-md"
      >
        <option value="">
          Your browser’s: {localeName(browser)} ({browser})
        </option>
        {options.map((tag) => (
          <option key={tag} value={tag}>
            {localeName(tag)} ({tag})
          </option>
        ))}
      </SelectField>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-fg-muted">In force</dt>
        <dd className="text-fg" data-testid="locale-in-force">
          <span className="font-medium">{localeName(locale, 'en')}</span> <span className="font-mono">{locale}</span>
          {choice ? ', chosen here' : ', from your browser'}
        </dd>
        <dt className="text-fg-muted">Sample</dt>
        <dd className="text-fg tabular-nums">
          {formatCredits(1_234_567_891)} credits · {formatDateTime(SAMPLE_TIME)}
        </dd>
        <dt className="text-fg-muted">Days</dt>
        <dd className="text-fg">
          Times show in your time zone; summaries and statements count days in UTC, as the API buckets them.
        </dd>
      </dl>
    </Panel>
  )
}
