// Small pieces the palette's rows share: an icon per kind of row, a label and a key hint.
import { StrokeIcon } from '../../components/ui/icons'
import type { Keys } from '../../components/hooks/keyboard'
import { KeyCaps } from './keycaps'

export type IconName =
  | 'screen'
  | 'action'
  | 'copy'
  | 'sun'
  | 'moon'
  | 'monitor'
  | 'keyboard'
  | 'key'
  | 'link'
  | 'docs'
  | 'plus'
  | 'download'
  | 'lock'
  | 'product'
  | 'tool'
  | 'book'
  | 'webhook'
  | 'chat'
  | 'language'

/** 16 px outline icons (Lucide-style paths); decorative, so hidden from assistive tech. */
const PATHS: Record<IconName, string> = {
  screen: 'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 3v18',
  action: 'M13 2 3 14h9l-1 8 10-12h-9l1-8z',
  copy: 'M8 8h12v12H8zM4 16V4h12',
  moon: 'M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  monitor: 'M3 5h18v11H3zM8 20h8M12 16v4',
  keyboard: 'M2 6h20v12H2zM6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10',
  key: 'M15 7a4 4 0 1 1-3.9 5H3v3h3v3h3v-3h2.1A4 4 0 0 1 15 7zM16.5 10.5h.01',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  docs: 'M4 4h11l5 5v11H4zM14 4v6h6M8 13h8M8 17h6',
  plus: 'M12 5v14M5 12h14',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  product: 'M12 2 3 7v10l9 5 9-5V7zM3 7l9 5 9-5M12 12v10',
  tool: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  book: 'M4 4h10a4 4 0 0 1 4 4v12H8a4 4 0 0 1-4-4zM4 16a4 4 0 0 1 4-4h10',
  webhook: 'M18 16.9A5 5 0 1 0 9 14l-3 5M6 19a2 2 0 1 0 0-.01M12 7l3 5h6M15 12a2 2 0 1 0 0-.01',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z',
  language: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
}

export function Icon({ name }: { name: IconName }) {
  return <StrokeIcon paths={[PATHS[name]]} className="text-fg-muted size-4" />
}

export function ItemRow({ icon, label, hint, keys }: { icon: IconName; label: string; hint?: string; keys?: Keys }) {
  return (
    <>
      <Icon name={icon} />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {hint ? <span className="text-fg-muted shrink-0 text-xs">{hint}</span> : null}
      {keys ? <KeyCaps keys={keys} className="shrink-0 max-sm:hidden" /> : null}
    </>
  )
}
