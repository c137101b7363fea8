// A few stroke icons drawn inline (no icon package): decorative, so hidden from assistive tech;
// the control they sit in carries the name.
import type { SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/** One or more stroke paths in a 24-unit box, drawn at the text's colour. */
export function StrokeIcon({ paths, className = 'size-4', ...props }: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

function icon(paths: string[], displayName: string) {
  const Icon = (props: IconProps) => <StrokeIcon paths={paths} {...props} />
  Icon.displayName = displayName
  return Icon
}

export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16'], 'MenuIcon')
export const CloseIcon = icon(['M6 6l12 12', 'M18 6 6 18'], 'CloseIcon')
export const SunIcon = icon(
  [
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
    'M12 2v2',
    'M12 20v2',
    'm4.9 4.9 1.4 1.4',
    'm17.7 17.7 1.4 1.4',
    'M2 12h2',
    'M20 12h2',
    'm6.3 17.7-1.4 1.4',
    'm19.1 4.9-1.4 1.4',
  ],
  'SunIcon',
)
export const MoonIcon = icon(['M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z'], 'MoonIcon')
export const MonitorIcon = icon(['M3 5h18v11H3Z', 'M8 20h8', 'M12 16v4'], 'MonitorIcon')
export const CheckIcon = icon(['m5 12.5 4.5 4.5L19 7.5'], 'CheckIcon')
export const CopyIcon = icon(['M9 9h11v11H9Z', 'M5 15H4V4h11v1'], 'CopyIcon')
export const LockIcon = icon(['M6 11h12v9H6Z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3'], 'LockIcon')
export const EyeIcon = icon(
  [
    'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z',
    'M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  ],
  'EyeIcon',
)
export const InfoIcon = icon(['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'M12 11v5', 'M12 7.5v.5'], 'InfoIcon')
export const AlertIcon = icon(['M12 3.5 2.5 20h19Z', 'M12 10v4', 'M12 17v.5'], 'AlertIcon')
export const ClockIcon = icon(['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'M12 7v5l3 2'], 'ClockIcon')
export const HomeIcon = icon(['M3.5 11 12 4l8.5 7', 'M5.5 9.5V20h13V9.5'], 'HomeIcon')
export const BoxIcon = icon(
  ['M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5Z', 'M3.5 7.5 12 12l8.5-4.5', 'M12 12v9'],
  'BoxIcon',
)
export const WrenchIcon = icon(
  ['M14.5 6.5a4 4 0 0 0 5 5L14 17l-3 3-4-4 3-3 5.5-5.5a4 4 0 0 1-1-1Z', 'M14.5 6.5l3-3'],
  'WrenchIcon',
)
export const BookIcon = icon(
  ['M4 4.5h6a2 2 0 0 1 2 2V20a2 2 0 0 0-2-2H4Z', 'M20 4.5h-6a2 2 0 0 0-2 2V20a2 2 0 0 1 2-2h6Z'],
  'BookIcon',
)
export const ChatIcon = icon(['M4 5h16v11H9l-5 4Z'], 'ChatIcon')
export const WebhookIcon = icon(
  ['M9 8.5a3.5 3.5 0 1 1 5 3.2L16.5 16', 'M7 20a3.5 3.5 0 0 1-1.5-6.7', 'M12.5 16.5h5a3.5 3.5 0 1 1-1 6.8'],
  'WebhookIcon',
)
export const WalletIcon = icon(['M3.5 6.5h15v13h-15Z', 'M3.5 6.5 15 3.5v3', 'M15 12.5h3.5v2H15Z'], 'WalletIcon')
export const ShieldIcon = icon(
  ['M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6Z', 'm9 12 2 2 4-4'],
  'ShieldIcon',
)
export const CodeIcon = icon(['m8.5 7-5 5 5 5', 'm15.5 7 5 5-5 5'], 'CodeIcon')
export const SettingsIcon = icon(
  [
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
    'M19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z',
  ],
  'SettingsIcon',
)
export const ChevronDownIcon = icon(['m6 9 6 6 6-6'], 'ChevronDownIcon')
export const SearchIcon = icon(['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Z', 'm20 20-4-4'], 'SearchIcon')
