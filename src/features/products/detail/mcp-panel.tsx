// For an MCP server: its URL, the tool manifest an AI client will see (readable, or
// as raw JSON), and a configuration snippet to paste into an AI client.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Manifest, Product } from '../../../api/contract'
import { productQueries } from '../../../api/products'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { CopyButton } from '../../../components/ui/copy-button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Panel } from '../../../components/ui/panel'
import { QueryState } from '../../../components/ui/query-state'
import { useApiConfig } from '../../../app/capabilities'
import { Skeleton } from '../../../components/ui/skeleton'

/** The `mcpServers` block desktop AI clients read from their configuration file. */
export function clientConfig(product: Pick<Product, 'slug' | 'mcp_url'>): string {
  return JSON.stringify({ mcpServers: { [product.slug]: { url: product.mcp_url ?? '' } } }, null, 2)
}

function ToolSchema({ tool }: { tool: Manifest['tools'][number] }) {
  const { t } = useLingui()
  const toolName = tool.name
  const props = Object.entries(tool.input_schema.properties)
  const required = new Set(tool.input_schema.required)
  return (
    <li className="border-line rounded-md border p-3">
      <p translate="no" dir="ltr" className="text-fg text-start font-mono text-sm font-semibold break-all">
        {tool.name}
      </p>
      <p translate="no" dir="auto" className="text-fg-muted mt-0.5 text-sm">
        {tool.description}
      </p>
      {props.length === 0 ? (
        <p className="text-fg-muted mt-2 text-xs">
          <Trans>Takes no inputs.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Inputs of ${toolName}`} className="divide-line border-line mt-2 divide-y border-t">
          {props.map(([name, p]) => (
            <li key={name} className="flex flex-col gap-0.5 py-1.5 text-xs">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <code translate="no" dir="ltr" className="text-fg font-mono font-medium break-all">
                  {name}
                </code>
                <span translate="no" dir="ltr" className="text-fg-muted font-mono">
                  {p.type}
                </span>
                {required.has(name) ? (
                  <span className="text-danger">
                    <Trans>required</Trans>
                  </span>
                ) : null}
              </span>
              {p.description ? (
                <span translate="no" dir="auto" className="text-fg-muted">
                  {p.description}
                </span>
              ) : null}
              {p.enum ? (
                <span className="text-fg-muted flex flex-wrap items-center gap-1">
                  <Trans>One of:</Trans>
                  {p.enum.map((v) => (
                    <code
                      key={String(v)}
                      translate="no"
                      dir="ltr"
                      className="bg-surface-muted text-fg rounded px-1 font-mono"
                    >
                      {JSON.stringify(v)}
                    </code>
                  ))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

function CodeBlock({ code, label, copyLabel }: { code: string; label: string; copyLabel: string }) {
  return (
    <figure aria-label={label} className="relative">
      <pre
        translate="no"
        dir="ltr"
        className="bg-surface-muted text-fg rounded-md p-3 pe-10 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap"
      >
        {code}
      </pre>
      <div className="absolute end-1.5 top-1.5">
        <CopyButton value={code} label={copyLabel} />
      </div>
    </figure>
  )
}

export function McpPanel({ product }: { product: Product }) {
  const { t } = useLingui()
  const manifest = useQuery(productQueries.manifest(product.id))
  const [raw, setRaw] = useState(false)
  const published = product.status === 'published' && product.mcp_url
  const demo = useApiConfig().mode === 'demo'
  return (
    <Panel
      title={t`MCP connection`}
      description={t`How AI clients reach this server and what they see.`}
      busy={manifest.isPending}
    >
      <div className="flex flex-col gap-1.5">
        <h3 className="text-fg text-sm font-semibold">
          <Trans>MCP URL</Trans>
        </h3>
        {published && product.mcp_url ? (
          <>
            <div className="border-line flex items-center gap-2 rounded-md border py-1 ps-3 pe-1">
              <code translate="no" dir="ltr" className="text-fg min-w-0 flex-1 font-mono text-sm break-all">
                {product.mcp_url}
              </code>
              <CopyButton value={product.mcp_url} label={t`MCP URL`} />
            </div>
            {demo ? (
              <p role="note" className="text-fg-muted text-sm">
                <Trans>
                  Demo mode: this URL exists only inside this tab, and nothing answers MCP at it (the dashboard answers
                  with its own page).{' '}
                  <code translate="no" dir="ltr" className="bg-surface-muted rounded px-1 font-mono">
                    npm run mock:server
                  </code>{' '}
                  does not serve MCP either; connected to a real API, a published server’s URL is one AI clients can
                  reach.
                </Trans>
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-fg-muted text-sm">{t`The server gets its URL when it is published.`}</p>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <h3 className="text-fg text-sm font-semibold">
          <Trans>Client configuration</Trans>
        </h3>
        <p className="text-fg-muted text-sm">
          <Trans>
            Paste this into an AI client’s MCP settings (such as a desktop assistant’s config file) to give it these
            tools.
          </Trans>
        </p>
        {published ? (
          <CodeBlock code={clientConfig(product)} label={t`Client configuration`} copyLabel={t`client configuration`} />
        ) : (
          <p className="text-fg-muted text-sm">
            <Trans>Publish the server to get a snippet with its URL.</Trans>
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-fg text-sm font-semibold">
            <Trans>Manifest</Trans>{' '}
            {manifest.data ? (
              <Badge>{plural(manifest.data.tools.length, { one: '# tool', other: '# tools' })}</Badge>
            ) : null}
          </h3>
          {manifest.data ? (
            <Button size="sm" variant="ghost" aria-pressed={raw} onClick={() => setRaw((v) => !v)}>
              {raw ? t`Readable view` : t`Raw JSON`}
            </Button>
          ) : null}
        </div>
        <p className="text-fg-muted text-sm">
          <Trans>What an AI client receives when it lists this server’s tools.</Trans>
        </p>
        <QueryState
          query={manifest}
          skeleton={
            <div className="flex flex-col gap-2">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          }
        >
          {(m) =>
            raw ? (
              <CodeBlock code={JSON.stringify(m, null, 2)} label={t`Manifest JSON`} copyLabel={t`manifest JSON`} />
            ) : m.tools.length === 0 ? (
              <EmptyState title={t`The manifest is empty`}>
                <Trans>Attach tools to give AI clients something to call.</Trans>
              </EmptyState>
            ) : (
              <ul className="flex flex-col gap-2" aria-label={t`Tools in the manifest`}>
                {m.tools.map((t) => (
                  <ToolSchema key={t.name} tool={t} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </Panel>
  )
}
