// Step 1 of a new product: a chat agent or an MCP server, as two large radio cards.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import type { ProductCreate } from '../../../api/contract'
import { ChatIcon, CodeIcon, type IconProps } from '../../../components/ui/icons'

const KINDS: {
  value: ProductCreate['kind']
  label: MessageDescriptor
  description: MessageDescriptor
  icon: ComponentType<IconProps>
}[] = [
  {
    value: 'chat_agent',
    label: msg`Chat agent`,
    description: msg`Talks with your users in a chat, following its prompt and using its tools and knowledge bases.`,
    icon: ChatIcon,
  },
  {
    value: 'mcp_server',
    label: msg`MCP server`,
    description: msg`Offers its tools to AI clients (Claude, ChatGPT, IDEs) over the Model Context Protocol.`,
    icon: CodeIcon,
  },
]

export function KindChoice({
  value,
  onChange,
  error,
}: {
  value: ProductCreate['kind'] | null
  onChange: (kind: ProductCreate['kind']) => void
  error?: string | undefined
}) {
  const { i18n } = useLingui()
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? 'kind-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-fg mb-3 text-base font-semibold">
        <span className="text-fg-muted me-2 font-mono text-sm font-medium">1</span>
        <Trans>What are you building?</Trans>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {KINDS.map((k) => {
          const Icon = k.icon
          return (
            <label
              key={k.value}
              className="border-line bg-surface hover:border-line-strong has-checked:border-accent has-checked:bg-accent-soft has-[:focus-visible]:outline-focus relative flex cursor-pointer items-start gap-3 rounded-lg border p-4 shadow-xs transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
            >
              <input
                type="radio"
                name="product-kind"
                value={k.value}
                checked={value === k.value}
                onChange={() => onChange(k.value)}
                aria-describedby={`kind-${k.value}-description`}
                className="peer absolute inset-0 z-[1] size-full cursor-pointer opacity-0"
              />
              <span className="bg-surface-muted text-fg peer-checked:bg-accent peer-checked:text-accent-fg flex size-10 shrink-0 items-center justify-center rounded-md">
                <Icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="text-fg text-sm font-semibold">{i18n._(k.label)}</span>
                <span id={`kind-${k.value}-description`} className="text-fg-muted text-sm">
                  {i18n._(k.description)}
                </span>
              </span>
              <span
                aria-hidden="true"
                className="border-line-strong peer-checked:border-accent peer-checked:bg-accent ms-auto size-4 shrink-0 rounded-full border-2 peer-checked:shadow-[inset_0_0_0_2px_var(--color-surface)]"
              />
            </label>
          )
        })}
      </div>
      {error ? (
        <p id="kind-error" className="text-danger text-xs font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
