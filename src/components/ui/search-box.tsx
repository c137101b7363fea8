// A list's search field whose value lives in the URL: it commits a moment after typing stops
// (so each keystroke is not a request), at once on Enter, and follows the URL when it changes.
import { useId, type Ref } from 'react'
import { SearchInput } from './search-input'
import { useUrlSearch } from './use-url-search'

export interface SearchBoxProps {
  /** The visible label, which is also the field's accessible name. */
  label: string
  placeholder: string
  /** The committed value, as the URL holds it. */
  value: string
  /** Receives the trimmed text; '' means no search. */
  onCommit: (q: string) => void
  id?: string
  ref?: Ref<HTMLInputElement>
  /** The key that focuses the field, shown inside it; Escape in the empty field then gives focus back. */
  shortcut?: string
  maxLength?: number
  /** Layout classes for the label-and-field column within its filter bar. */
  className?: string
}

export function SearchBox({
  label,
  placeholder,
  value,
  onCommit,
  id,
  ref,
  shortcut,
  maxLength = 200,
  className = '',
}: SearchBoxProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const { text, setText, commitNow } = useUrlSearch(value, onCommit)
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-fg-muted text-xs font-medium">
        {label}
      </label>
      <SearchInput
        ref={ref}
        id={inputId}
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter searches at once rather than after the pause.
          if (e.key === 'Enter') commitNow()
          else if (shortcut && e.key === 'Escape' && text === '') e.currentTarget.blur()
        }}
        maxLength={maxLength}
        trailing={
          shortcut ? (
            <kbd
              aria-hidden="true"
              className="border-line text-fg-muted pointer-events-none absolute end-2 top-1/2 -translate-y-1/2 rounded border px-1.5 font-mono text-[11px]"
            >
              {shortcut}
            </kbd>
          ) : null
        }
      />
    </div>
  )
}
