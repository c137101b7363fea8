// The locale in force, for components: they re-render when Settings picks another (src/lib/locale.ts keeps it).
import { useSyncExternalStore } from 'react'
import { getLocale, getLocaleChoice, subscribeLocale } from '../lib/locale'

/** The locale in force, re-rendering on a change (the shell keys its screens on it). */
export const useLocale = (): string => useSyncExternalStore(subscribeLocale, getLocale)

export const useLocaleChoice = (): string | null => useSyncExternalStore(subscribeLocale, getLocaleChoice)
