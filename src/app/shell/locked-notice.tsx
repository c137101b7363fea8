// What a product-locked key sees instead of a workspace-level screen, and why; loaded only for
// such a key, so no first route carries it.
import { Link } from '@tanstack/react-router'
import { NAV_ITEMS } from '../../components/layout/nav-items'

/** How each screen is named in a sentence, so the message reads as English: "Tools are…", "The wallet is…". */
const LOCKED_WORDING: Record<string, { subject: string; noun: string; verb: 'is' | 'are'; pronoun: string }> = {
  '/tools': { subject: 'Tools', noun: 'tools', verb: 'are', pronoun: 'them' },
  '/knowledge-bases': { subject: 'Knowledge bases', noun: 'knowledge bases', verb: 'are', pronoun: 'them' },
  '/wallet': { subject: 'The wallet', noun: 'the wallet', verb: 'is', pronoun: 'it' },
  '/webhooks': { subject: 'Webhooks', noun: 'webhooks', verb: 'are', pronoun: 'them' },
}

export function HiddenForLockedKey({ pathname }: { pathname: string }) {
  const screen = `/${pathname.split('/')[1] ?? ''}`
  const label = NAV_ITEMS.find((item) => item.to === screen)?.label ?? 'This screen'
  const w = LOCKED_WORDING[screen] ?? { subject: label, noun: 'this screen', verb: 'is', pronoun: 'it' }
  const belongs = w.verb === 'is' ? 'belongs' : 'belong'
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 py-8">
      <h1 className="text-fg text-xl font-semibold">
        {w.subject} {w.verb} not available with this key
      </h1>
      <p className="text-fg-muted">
        The key in use is locked to one product, and {w.noun} {belongs} to the whole workspace. Connect with a workspace
        key in Settings to see {w.pronoun}.
      </p>
      <p>
        <Link to="/" className="text-accent hover:text-accent-hover font-medium underline underline-offset-2">
          Go to the overview
        </Link>
      </p>
    </div>
  )
}
