// What the palette can do besides going somewhere: create, export the list on screen, act on
// the object on screen, and the switches (theme, language, demo key, demo panel). What the key
// may not do is kept with its reason (shown disabled), or left out when the key could never see it.
// Labels are in the language in force; each row also answers to its English keywords, so a reader
// who knows the English word ("settings") finds it in any language.
import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRouterState, type LinkProps } from '@tanstack/react-router'
import { useState, useSyncExternalStore } from 'react'
import { getConfig } from '../../api/config'
import type { IdKind, OperationId } from '../../api/contract'
import { operationById } from '../../api/contract/operations'
import type { NavItem } from '../../components/layout/nav-items'
import { toast } from '../../components/ui/toast'
import { capabilityQueries, useApiConfig, useCapabilities, writePermission } from '../../app/capabilities'
import { selectDemoKey } from '../../app/connect'
import { DEMO_KEYS, demoKeyLabel } from '../../app/demo'
import { demoKeyDescription } from '../../components/demo/demo-words'
import {
  getLanguageChoice,
  LANGUAGES,
  matchLanguage,
  setLanguageChoice,
  subscribeLanguageChoice,
  type Language,
} from '../../lib/language'
import { LANGUAGE_NAMES } from '../../lib/language-names'
import type { Keys } from '../../components/hooks/keyboard'
import { parseObjectId } from '../../lib/object-ids'
import { setThemePreference, useTheme, useThemePreference, type Theme, type ThemePreference } from '../../app/theme'
import { OBJECT_TYPES, type Navigate } from './object-types'
import { openShortcuts } from './palette-store'
import type { IconName } from './palette-ui'

type To = NonNullable<LinkProps['to']>

export interface PaletteAction {
  /** The cmdk value, unique across the palette. */
  value: string
  label: string
  detail?: string
  icon: IconName
  keywords: string[]
  /** Switches (theme, demo key) only lead when nothing better matches. */
  tier: 'action' | 'switch'
  keys?: Keys
  /** Why the key (or the screen) does not allow it now; the row is shown, and says so. */
  disabledReason?: string | null
  /** Left out of the empty palette: it does not apply here, but typing for it says why. */
  onlyWhenSearched?: boolean
  /**
   * Runs once the palette has closed and focus is back where it was, for actions that
   * move focus themselves (open another dialog, land in a form's first field).
   */
  afterClose?: boolean
  run: () => void | Promise<void>
}

/** The first field of the form the page shows once it has rendered, e.g. the kind choice of New product. */
export async function focusFirstField(formName: string): Promise<void> {
  const selector = `#main form[aria-label="${formName}"] :is(input, select, textarea):not([disabled]):not([type="hidden"])`
  for (let frame = 0; frame < 300; frame++) {
    const fields = [...document.querySelectorAll<HTMLInputElement>(selector)]
    // In a radio group the checked option is the one the keyboard lands on.
    const first = fields.find((f) => f.type === 'radio' && f.checked && f.name === fields[0]?.name) ?? fields[0]
    if (first) {
      first.focus()
      return
    }
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}

/** Copies an id or the page's URL, and says so. */
function copy(text: string, what: 'id' | 'url') {
  navigator.clipboard.writeText(text).then(
    () => toast.success(what === 'id' ? t`Copied the id` : t`Copied the URL`, { description: text }),
    () =>
      toast.error(what === 'id' ? t`Could not copy the id` : t`Could not copy the URL`, {
        description: t`The browser refused access to the clipboard.`,
      }),
  )
}

/**
 * A row's keywords: its English words, kept in every language, and the same words in the language
 * in force, written by the translator as one comma-separated message.
 */
export const keywordsOf = (english: readonly string[], translated: string): string[] => [
  ...new Set([...english, ...translated.split(/\s*[,、،]\s*/).filter(Boolean)]),
]

export { copy as copyToClipboard }

/** Offers the theme not on screen, and a way back to following the system once one is chosen. */
function themeActions(preference: ThemePreference, shown: Theme): PaletteAction[] {
  const other: Theme = shown === 'dark' ? 'light' : 'dark'
  const keywords = keywordsOf(
    ['theme', 'appearance', 'dark mode', 'light mode', 'colour', 'color'],
    t`theme, appearance, dark mode, light mode, colour`,
  )
  const actions: PaletteAction[] = [
    {
      value: 'switch:theme',
      label: other === 'dark' ? t`Switch to the dark theme` : t`Switch to the light theme`,
      icon: other === 'dark' ? 'moon' : 'sun',
      keywords,
      tier: 'switch',
      run: () => setThemePreference(other),
    },
  ]
  if (preference !== 'system')
    actions.push({
      value: 'switch:theme-system',
      label: t`Follow the system theme`,
      icon: 'monitor',
      keywords,
      tier: 'switch',
      run: () => setThemePreference('system'),
    })
  return actions
}

/** Every language's own word for "language", so a reader lost in a language they cannot read finds the way back. */
const LANGUAGE_WORDS = ['language', 'sprache', '言語', 'لغة', 'اللغة', 'locale', 'translate', 'english']

/** The languages of the interface (as the Settings picker offers them), each applied at once with no reload. */
function useLanguageActions(): PaletteAction[] {
  const { t } = useLingui()
  const choice = useSyncExternalStore(subscribeLanguageChoice, getLanguageChoice)
  const keywords = keywordsOf(LANGUAGE_WORDS, t`language, translation`)
  const browser = LANGUAGE_NAMES[matchLanguage(navigator.languages)]
  const offered: (Language | null)[] = [null, ...LANGUAGES]
  return offered
    .filter((language) => language !== choice)
    .map((language) => {
      const name = language ? LANGUAGE_NAMES[language] : browser
      return {
        value: `switch:language:${language ?? 'browser'}`,
        label: language ? t`Language: ${name}` : t`Language: your browser’s (${name})`,
        icon: 'language',
        keywords: [...keywords, name, ...(language ? [language] : ['browser'])],
        tier: 'switch',
        run: () => setLanguageChoice(language),
      }
    })
}

/** The API reference's entry for each kind of object a screen shows. */
const OPERATION_OF: Partial<Record<IdKind, OperationId>> = {
  product: 'getProduct',
  tool: 'getTool',
  knowledgeBase: 'getKnowledgeBase',
  session: 'getSession',
  webhook: 'getWebhook',
  delivery: 'getDelivery',
  entry: 'getWalletEntry',
}

/** The object the screen on view is about: the last id in its path (`/webhooks/wh_…/deliveries/dlv_…` → the delivery). */
export function useCurrentObject(): { kind: IdKind; id: string } | null {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const segment = pathname
    .split('/')
    .reverse()
    .map((s) => parseObjectId(s))
    .find((p) => p?.status === 'valid')
  return segment?.status === 'valid' ? { kind: segment.kind, id: segment.id } : null
}

function useCreateActions(screens: readonly NavItem[], navigate: Navigate): PaletteAction[] {
  const { t } = useLingui()
  const probe = useCapabilities()
  // A read key sees no create action at all: every one would be refused.
  if (probe.data?.scope === 'read') return []
  const has = (path: string) => screens.some((s) => s.to === path)
  const reason = writePermission(probe, { workspace: true }).reason
  const adding = t`create, add`
  /** `form` is the new screen's form, by its name (aria-label) in the language in force. */
  const create = (value: string, label: string, keywords: string[], to: To, form: string, search?: object) => ({
    value,
    label,
    icon: 'plus' as const,
    keywords: keywordsOf(['create', 'add', ...keywords], adding),
    tier: 'action' as const,
    disabledReason: reason,
    afterClose: true,
    run: async () => {
      await navigate({ to, ...(search ? { search } : {}) })
      await focusFirstField(form)
    },
  })
  const actions: PaletteAction[] = []
  // A locked key may open its product but not create one: shown, with the reason.
  if (has('/products')) {
    const form = t`New product`
    actions.push(create('action:new-product', t`New product`, ['new product', 'chat agent'], '/products/new', form))
    actions.push(
      create('action:new-mcp-server', t`New MCP server`, ['new mcp server', 'product'], '/products/new', form, {
        kind: 'mcp_server',
      }),
    )
  }
  // Tools and webhooks are hidden from a locked key altogether, as their screens are.
  if (has('/tools'))
    actions.push(create('action:new-tool', t`New tool`, ['new tool', 'llm', 'http'], '/tools/new', t`New tool`))
  if (has('/webhooks'))
    actions.push(
      create(
        'action:new-webhook',
        t`New webhook endpoint`,
        ['new webhook endpoint', 'register', 'url'],
        '/webhooks/new',
        t`New endpoint`,
      ),
    )
  return actions
}

/**
 * The list screen's own "Export CSV" button, marked `data-palette-export="<what it exports>"`:
 * the palette presses it, so the export is the screen's, with its filters, its dialog and its
 * progress, and no screen carries code for the palette's sake. Read as the palette opens.
 */
function screenExport(): { what: string; disabled: boolean; press: () => void } | null {
  const button = document.querySelector<HTMLButtonElement>('#main button[data-palette-export]')
  if (!button) return null
  return {
    what: button.dataset.paletteExport ?? '',
    disabled: button.disabled || button.getAttribute('aria-disabled') === 'true',
    press: () => button.click(),
  }
}

function useContextActions(go: (to: To, hash?: string) => void): PaletteAction[] {
  const { t, i18n } = useLingui()
  const [exported] = useState(screenExport)
  const current = useCurrentObject()
  const csv = {
    value: 'action:export',
    label: t`Export the current list as CSV`,
    icon: 'download' as const,
    keywords: keywordsOf(['export', 'download', 'spreadsheet', 'csv'], t`export, download, spreadsheet`),
    tier: 'action' as const,
  }
  const actions: PaletteAction[] = [
    exported
      ? {
          ...csv,
          detail: exported.what,
          disabledReason: exported.disabled ? t`The list on screen has nothing to export yet.` : null,
          // It may open the screen's export dialog, which takes focus.
          afterClose: true,
          run: exported.press,
        }
      : {
          ...csv,
          disabledReason: t`This screen has no list to export. Conversations and the wallet export theirs.`,
          onlyWhenSearched: true,
          run: () => undefined,
        },
  ]
  const type = current ? OBJECT_TYPES[current.kind] : null
  const noun = type ? i18n._(type.noun) : null
  const operation = current ? OPERATION_OF[current.kind] : undefined
  const op = operation ? operationById[operation] : null
  const none = t`This screen does not show one object. Open a product, a tool, a conversation… first.`
  actions.push(
    {
      value: 'action:copy-current-id',
      label: noun ? t`Copy the id of this ${noun}` : t`Copy the id of the current object`,
      ...(current ? { detail: current.id } : {}),
      icon: 'copy',
      keywords: keywordsOf(['copy id', 'identifier', ...(current ? [current.id] : [])], t`copy id, identifier`),
      tier: 'action',
      disabledReason: current ? null : none,
      onlyWhenSearched: !current,
      run: () => (current ? copy(current.id, 'id') : undefined),
    },
    {
      value: 'action:api-reference-current',
      label: noun ? t`Open this ${noun} in the API reference` : t`Open the current object in the API reference`,
      ...(op ? { detail: `${op.method} ${op.path} · ${op.summary}` } : {}),
      icon: 'docs',
      keywords: keywordsOf(['openapi', 'docs', 'endpoint', 'api reference'], t`docs, endpoint, API reference`),
      tier: 'action',
      disabledReason: op ? null : none,
      onlyWhenSearched: !op,
      run: () => (op ? go('/api', op.id) : undefined),
    },
  )
  return actions
}

/**
 * Presses the header's own "Demo panel" button: the dialog, its lazy contents and its state
 * stay the header's, and no code is added to a screen's first load for the palette's sake.
 */
async function openDemoPanel(navigate: Navigate): Promise<void> {
  const buttons = document.querySelectorAll<HTMLButtonElement>('header button[aria-haspopup="dialog"]')
  // The header's button by its name in the language in force (the same message as the header's).
  const name = t`Demo panel`
  const button = [...buttons].find((b) => b.textContent?.trim() === name)
  // Settings holds the same panel, should the header ever not show its button.
  if (button) button.click()
  else await navigate({ to: '/settings', hash: 'demo-panel' })
}

function useDemoActions(navigate: Navigate): PaletteAction[] {
  const { t } = useLingui()
  const config = useApiConfig()
  const client = useQueryClient()
  if (config.mode !== 'demo') return []
  const switchTo = async (key: string, label: string) => {
    selectDemoKey(key)
    toast.success(t`Now using the demo key “${label}”`)
    // A locked key starts on its product, where everything it may reach hangs off (as in Settings).
    const caps = await client.fetchQuery(capabilityQueries.probe(getConfig())).catch(() => null)
    if (caps?.locked && caps.lockedProduct)
      await navigate({ to: '/products/$productId', params: { productId: caps.lockedProduct.id } })
  }
  return [
    {
      value: 'action:demo-panel',
      label: t`Open the demo panel`,
      icon: 'action',
      keywords: keywordsOf(
        ['demo panel', 'mock', 'faults', 'traffic', 'clock', 'trial', 'offline'],
        t`demo panel, mock, faults, traffic, clock, trial, offline`,
      ),
      tier: 'action',
      afterClose: true,
      run: () => openDemoPanel(navigate),
    },
    ...DEMO_KEYS.filter((k) => k.key !== config.apiKey).map((k): PaletteAction => {
      const label = demoKeyLabel(k.key) ?? k.label
      return {
        value: `switch:demo-key:${k.key}`,
        label: t`Switch demo key: ${label}`,
        detail: `${k.key} · ${demoKeyDescription(k.key)}`,
        icon: 'key',
        keywords: keywordsOf(
          ['api key', k.scope === 'read' ? 'read only' : 'write', ...(k.productSlug ? ['locked'] : [])],
          k.scope === 'read' ? t`API key, demo key, read only` : t`API key, demo key, write`,
        ),
        tier: 'switch',
        run: () => switchTo(k.key, label),
      }
    }),
  ]
}

export function usePaletteActions(
  screens: readonly NavItem[],
  go: (to: To, hash?: string) => void,
  navigate: Navigate,
): PaletteAction[] {
  const { t } = useLingui()
  const preference = useThemePreference()
  const shown = useTheme()
  const languages = useLanguageActions()
  const create = useCreateActions(screens, navigate)
  const context = useContextActions(go)
  const demo = useDemoActions(navigate)
  const settings = screens.find((s) => s.to === '/settings')
  const api = screens.find((s) => s.to === '/api')
  const wallet = screens.some((s) => s.to === '/wallet')
  return [
    ...create,
    ...context,
    ...(settings
      ? [
          {
            value: 'action:settings',
            label: t`Open settings`,
            icon: 'action',
            keywords: keywordsOf(
              ['settings', 'connection', 'preferences', 'base url'],
              t`settings, connection, preferences, base URL`,
            ),
            tier: 'action',
            run: () => go(settings.to),
          } satisfies PaletteAction,
        ]
      : []),
    {
      value: 'action:shortcuts',
      label: t`Show keyboard shortcuts`,
      icon: 'keyboard',
      keywords: keywordsOf(['keyboard shortcuts', 'help', 'keys', 'hotkeys'], t`keyboard shortcuts, help, keys`),
      tier: 'action',
      keys: '?',
      run: openShortcuts,
    },
    {
      value: 'action:copy-url',
      label: t`Copy the current URL`,
      icon: 'link',
      keywords: keywordsOf(['copy url', 'link', 'share', 'address'], t`link, share, address`),
      tier: 'action',
      run: () => copy(window.location.href, 'url'),
    },
    // The statements have no place in the navigation of their own: the wallet links to them.
    ...(wallet
      ? [
          {
            value: 'action:statements',
            label: t`Go to the monthly statements`,
            icon: 'docs',
            keywords: keywordsOf(
              ['statement', 'monthly', 'month', 'invoice', 'reconcile', 'print', 'pdf'],
              t`statement, monthly, invoice, reconcile, print`,
            ),
            tier: 'action',
            run: () => go('/wallet/statements'),
          } satisfies PaletteAction,
        ]
      : []),
    ...(api
      ? [
          {
            value: 'action:api-reference',
            label: t`Go to the API reference`,
            icon: 'docs',
            keywords: keywordsOf(
              ['api reference', 'openapi', 'docs', 'request log', 'curl'],
              t`API reference, docs, request log`,
            ),
            tier: 'action',
            run: () => go(api.to),
          } satisfies PaletteAction,
        ]
      : []),
    ...demo,
    ...themeActions(preference, shown),
    ...languages,
  ]
}
