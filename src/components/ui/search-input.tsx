// The app's one search input: a magnifier inside the field, text in its own direction, and no
// autofill or spell-check (it searches names and ids). Its label and what typing does (search
// at once, commit after a pause, step through matches) are the caller's.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { SearchIcon } from './icons'

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  ref?: Ref<HTMLInputElement>
  /** Inside the field at its end, such as the shortcut that focuses it. */
  trailing?: ReactNode
  /** Layout of the field within its row or column. */
  className?: string
}

export function SearchInput({ ref, trailing, className = '', ...input }: SearchInputProps) {
  return (
    <div className={`relative ${className}`}>
      <SearchIcon className="text-fg-muted pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2" />
      <input
        ref={ref}
        // A search in Arabic or Hebrew is typed right to left; the field's frame stays as it is.
        dir="auto"
        type="search"
        autoComplete="off"
        spellCheck={false}
        className={`border-line-strong bg-surface text-fg placeholder:text-fg-placeholder aria-invalid:border-danger h-9 w-full rounded-md border ps-8 pe-2.5 text-sm ${trailing ? 'pe-10' : ''}`}
        {...input}
      />
      {trailing}
    </div>
  )
}
