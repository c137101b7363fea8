// Words the dashboard did not write (docs/i18n.md, "The API's own words"): labelled as whose they
// are, and left as given, so no translator, human or browser, rewrites what the server said.
import { useLingui } from '@lingui/react/macro'
import type { Quoted } from './explain-error'

export function QuotedWords({ quoted }: { quoted: Quoted }) {
  const { t } = useLingui()
  const server = quoted.by === 'server'
  return (
    <>
      <span className="font-medium">{server ? t`From the server:` : t`Technical detail:`}</span>{' '}
      {/* The API writes its problems in English; the browser's words are in its own language. */}
      <span translate="no" dir="auto" lang={server ? 'en' : undefined} data-quoted={quoted.by}>
        {quoted.text}
      </span>
    </>
  )
}
