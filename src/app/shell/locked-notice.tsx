// What a product-locked key sees instead of a workspace-level screen, and why; loaded only for
// such a key, so no first route carries it.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** Whole sentences per screen: each language agrees its verb and pronoun with the screen's name its own way. */
const WORDING: Record<string, { title: MessageDescriptor; body: MessageDescriptor }> = {
  '/tools': {
    title: msg`Tools are not available with this key`,
    body: msg`The key in use is locked to one product, and tools belong to the whole workspace. Connect with a workspace key in Settings to see them.`,
  },
  '/knowledge-bases': {
    title: msg`Knowledge bases are not available with this key`,
    body: msg`The key in use is locked to one product, and knowledge bases belong to the whole workspace. Connect with a workspace key in Settings to see them.`,
  },
  '/wallet': {
    title: msg`The wallet is not available with this key`,
    body: msg`The key in use is locked to one product, and the wallet belongs to the whole workspace. Connect with a workspace key in Settings to see it.`,
  },
  '/webhooks': {
    title: msg`Webhooks are not available with this key`,
    body: msg`The key in use is locked to one product, and webhooks belong to the whole workspace. Connect with a workspace key in Settings to see them.`,
  },
}

const ANY_SCREEN = {
  title: msg`This screen is not available with this key`,
  body: msg`The key in use is locked to one product, and this screen belongs to the whole workspace. Connect with a workspace key in Settings to see it.`,
}

export function HiddenForLockedKey({ pathname }: { pathname: string }) {
  const { i18n } = useLingui()
  const wording = WORDING[`/${pathname.split('/')[1] ?? ''}`] ?? ANY_SCREEN
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 py-8">
      <h1 className="text-fg text-xl font-semibold">{i18n._(wording.title)}</h1>
      <p className="text-fg-muted">{i18n._(wording.body)}</p>
      <p>
        <Link to="/" className="text-accent hover:text-accent-hover font-medium underline underline-offset-2">
          <Trans>Go to the overview</Trans>
        </Link>
      </p>
    </div>
  )
}
