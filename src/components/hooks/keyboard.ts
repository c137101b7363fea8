// Keyboard shortcuts: one registry and one keydown listener for the whole app, so the
// shortcuts dialog can list exactly what is bound, and nothing fires while the user types.
import { t } from '@lingui/core/macro'
import { useEffect, useRef } from 'react'
import { useActiveLanguage } from '../../app/i18n/i18n'

/**
 * Shortcut syntax: combos joined by `+`, steps of a sequence separated by a space.
 * `mod` is ⌘ on Apple platforms and Ctrl elsewhere. Examples: `mod+k`, `?`, `g o`, `escape`.
 */
export type Keys = string

export interface ShortcutOptions {
  description: string
  /** Heading the shortcuts dialog lists it under. */
  group?: string
  /** Also fire while focus is in a text field (for modifier combos such as ⌘K, as most apps do). */
  allowInInputs?: boolean
  /** Also fire while focus is inside a dialog; by default a dialog keeps the page's shortcuts away. */
  allowInDialogs?: boolean
  /** Registered but inactive: neither fires nor is listed. */
  enabled?: boolean
}

export interface ShortcutInfo {
  id: number
  keys: Keys
  description: string
  group: string
}

/** The heading of shortcuts registered without a group, in the language in force. */
export const defaultGroup = () => t`General`
/** How long the second key of a sequence (`g` then `o`) may wait. */
export const SEQUENCE_TIMEOUT_MS = 1_000

interface Combo {
  key: string
  mod: boolean
  ctrl: boolean
  meta: boolean
  alt: boolean
  shift: boolean
}

interface Registration extends ShortcutInfo {
  steps: Combo[]
  handler: (event: KeyboardEvent) => void
  allowInInputs: boolean
  allowInDialogs: boolean
}

const KEY_ALIASES: Record<string, string> = {
  esc: 'escape',
  return: 'enter',
  space: ' ',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
}

function parseCombo(text: string): Combo {
  // `+` on its own (or as the last part, `mod++`) is the plus key, not a separator.
  const parts = text === '+' ? ['+'] : text.endsWith('++') ? [...text.slice(0, -2).split('+'), '+'] : text.split('+')
  const combo: Combo = { key: '', mod: false, ctrl: false, meta: false, alt: false, shift: false }
  for (const raw of parts) {
    const part = raw.toLowerCase()
    if (part === 'mod') combo.mod = true
    else if (part === 'ctrl' || part === 'control') combo.ctrl = true
    else if (part === 'meta' || part === 'cmd') combo.meta = true
    else if (part === 'alt' || part === 'option') combo.alt = true
    else if (part === 'shift') combo.shift = true
    else combo.key = KEY_ALIASES[part] ?? part
  }
  if (!combo.key) throw new Error(`Shortcut ${JSON.stringify(text)} names no key`)
  return combo
}

export function parseKeys(keys: Keys): Combo[] {
  const steps = keys.trim().split(/\s+/).map(parseCombo)
  if (steps.length === 0) throw new Error('A shortcut needs at least one key')
  return steps
}

const MODIFIER_KEYS = new Set(['shift', 'control', 'alt', 'meta', 'os', 'altgraph', 'capslock', 'fn'])

/** True when the key typed a letter, so Shift changes what it means (`g` vs `G`). */
const isLetter = (key: string) => key.length === 1 && key.toLowerCase() !== key.toUpperCase()

function matches(combo: Combo, event: KeyboardEvent): boolean {
  const key = event.key.toLowerCase()
  if (key !== combo.key) return false
  // `mod` accepts either ⌘ or Ctrl: Ctrl+K on a Mac and ⌘K in a Linux browser are meant the same way.
  const command = event.metaKey || event.ctrlKey
  if (combo.mod ? !command : event.metaKey !== combo.meta || event.ctrlKey !== combo.ctrl) return false
  if (event.altKey !== combo.alt) return false
  // `?` is Shift+/ on many layouts and a plain key on others: for symbols Shift is part of the character.
  if (isLetter(event.key) || combo.key.length > 1) return event.shiftKey === combo.shift
  return !combo.shift || event.shiftKey
}

interface Targetish {
  composedPath?: () => EventTarget[]
  target: EventTarget | null
  isComposing?: boolean
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'])

function originOf(event: Targetish): Element | null {
  const first = event.composedPath?.()[0] ?? event.target
  return typeof Element !== 'undefined' && first instanceof Element ? first : null
}

/**
 * True when the key goes into a field: an input that takes text, a textarea, a
 * select (typing picks an option), anything contenteditable, or an IME composition.
 */
export function isTypingTarget(event: Targetish): boolean {
  if (event.isComposing) return true
  const el = originOf(event)
  if (!el) return false
  const tag = el.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((el.getAttribute('type') ?? 'text').toLowerCase())
  // jsdom has no isContentEditable, and an inherited contenteditable counts too.
  return el.closest('[contenteditable]:not([contenteditable="false"])') !== null
}

const inDialog = (event: Targetish) => originOf(event)?.closest('[role="dialog"], [role="alertdialog"]') != null

let registrations: Registration[] = []
let listed: readonly ShortcutInfo[] = []
let nextId = 1
const listeners = new Set<() => void>()
let pending: { steps: KeyboardEvent[]; at: number } | null = null

function changed() {
  listed = registrations.map(({ id, keys, description, group }) => ({ id, keys, description, group }))
  for (const l of [...listeners]) l()
}

function candidates(event: KeyboardEvent): Registration[] {
  const typing = isTypingTarget(event)
  const dialog = inDialog(event)
  return registrations.filter((r) => (!typing || r.allowInInputs) && (!dialog || r.allowInDialogs))
}

/**
 * The app's keydown handler, exported for tests. Returns true when a shortcut
 * handled the event. The latest registration of the same keys wins, so a screen
 * can take over a key while it is shown.
 */
export function handleKeydown(event: KeyboardEvent, now: number = Date.now()): boolean {
  if (event.defaultPrevented || event.repeat) return false
  if (MODIFIER_KEYS.has(event.key.toLowerCase())) return false
  const active = candidates(event)

  if (pending && now - pending.at <= SEQUENCE_TIMEOUT_MS) {
    const typed = [...pending.steps, event]
    pending = null
    for (const r of [...active].reverse()) {
      if (r.steps.length === typed.length && r.steps.every((s, i) => typed[i] && matches(s, typed[i]))) {
        event.preventDefault()
        r.handler(event)
        return true
      }
    }
    const stillPrefix = active.some(
      (r) => r.steps.length > typed.length && typed.every((e, i) => r.steps[i] && matches(r.steps[i], e)),
    )
    if (stillPrefix) {
      pending = { steps: typed, at: now }
      return true
    }
  }
  pending = null

  for (const r of [...active].reverse()) {
    const [first] = r.steps
    if (r.steps.length === 1 && first && matches(first, event)) {
      event.preventDefault()
      r.handler(event)
      return true
    }
  }
  if (active.some((r) => r.steps.length > 1 && r.steps[0] && matches(r.steps[0], event))) {
    pending = { steps: [event], at: now }
    return true
  }
  return false
}

let installed = false

function install() {
  if (installed || typeof window === 'undefined') return
  installed = true
  // Bubble phase, so a widget that handles a key itself (a menu's arrows) can stop it first.
  window.addEventListener('keydown', (event) => void handleKeydown(event))
}

/** Binds keys to a handler until the returned function is called. */
export function registerShortcut(
  keys: Keys,
  handler: (event: KeyboardEvent) => void,
  options: ShortcutOptions,
): () => void {
  install()
  const registration: Registration = {
    id: nextId++,
    keys,
    steps: parseKeys(keys),
    handler,
    description: options.description,
    group: options.group ?? defaultGroup(),
    allowInInputs: options.allowInInputs ?? false,
    allowInDialogs: options.allowInDialogs ?? false,
  }
  registrations = [...registrations, registration]
  changed()
  return () => {
    registrations = registrations.filter((r) => r !== registration)
    changed()
  }
}

/**
 * Binds keys while the calling component is mounted. The handler may change on
 * every render without re-registering; the listing changes only with the options.
 */
export function useShortcut(keys: Keys, handler: (event: KeyboardEvent) => void, options: ShortcutOptions): void {
  // A change of language registers again, under the default group's new name.
  useActiveLanguage()
  const fallback = defaultGroup()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  const { description, group = fallback, allowInInputs, allowInDialogs, enabled = true } = options
  useEffect(() => {
    if (!enabled) return
    return registerShortcut(keys, (event) => latest.current(event), {
      description,
      group,
      ...(allowInInputs !== undefined ? { allowInInputs } : {}),
      ...(allowInDialogs !== undefined ? { allowInDialogs } : {}),
    })
  }, [keys, description, group, allowInInputs, allowInDialogs, enabled])
}

export const subscribeShortcuts = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const getShortcuts = (): readonly ShortcutInfo[] => listed

/** Apple keyboards label the command key ⌘; everyone else has Ctrl. */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent)
}

/** Drops every registration and pending sequence; for tests. */
export function resetShortcuts(): void {
  registrations = []
  pending = null
  changed()
}
