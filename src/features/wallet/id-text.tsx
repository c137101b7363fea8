// An id as an entry's page and a statement show it. Kept out of links.tsx, which the ledger's first
// screen loads: only the pages that show ids this way download it.

/** Machine text, never translated, left to right in Arabic too. */
export function IdText({ value }: { value: string }) {
  return (
    <span translate="no" dir="ltr" className="font-mono text-xs">
      {value}
    </span>
  )
}
