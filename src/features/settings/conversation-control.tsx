// Makes one conversation now on a chosen published product: its messages, events, deliveries and debits.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from '../../components/ui/toast'
import { mockQueries, useMockConversation } from '../../api/mock'
import { Button } from '../../components/ui/button'
import { ErrorNotice } from '../../components/ui/error-notice'
import { Skeleton } from '../../components/ui/skeleton'
import { SubSection } from './fields'
import { SelectField, TextField } from '../../components/ui/field'
import { refreshEverything } from './fresh-cache'

const MAX_MESSAGES = 200

export function messagesProblem(raw: string): string | null {
  const n = Number(raw)
  if (raw.trim() === '' || !Number.isInteger(n) || n < 1 || n > MAX_MESSAGES)
    return `Enter a whole number from 1 to ${MAX_MESSAGES}.`
  return null
}

export function ConversationControl() {
  const client = useQueryClient()
  // From the mock's controls, not /v1: they answer offline, at 100 % errors and after the trial, as conversations do.
  const products = useQuery(mockQueries.products())
  const generate = useMockConversation()
  const [productId, setProductId] = useState('')
  const [messages, setMessages] = useState('4')
  const [submitted, setSubmitted] = useState(false)

  // Chat agents first: they are what visitors talk to; an MCP server's conversations are its AI clients'.
  const list = [...(products.data?.data ?? [])].sort((a, b) =>
    a.kind === b.kind ? 0 : a.kind === 'chat_agent' ? -1 : 1,
  )
  const selected = list.some((p) => p.id === productId) ? productId : (list[0]?.id ?? '')
  const error = submitted ? messagesProblem(messages) : null

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (messagesProblem(messages) || !selected) return
    const count = Number(messages)
    const name = list.find((p) => p.id === selected)?.name ?? selected
    generate.mutate(
      { product_id: selected, messages: count },
      {
        onSuccess: (result) => {
          refreshEverything(client)
          setSubmitted(false)
          toast.success(
            <>
              A conversation with <bdi>{name}</bdi> just happened
            </>,
            {
              description: `${result.session_id}: ${count} ${count === 1 ? 'message' : 'messages'}.`,
            },
          )
        },
      },
    )
  }

  return (
    <SubSection
      title="Make one conversation now"
      description="A visitor talks to a published product, all at once: its messages with tokens, webhook events and deliveries, and a debit per answer, as if it had just happened."
    >
      {products.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : products.isError ? (
        <ErrorNotice error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : list.length === 0 ? (
        <p className="text-fg-muted text-sm">No published product in the workspace: publish one to talk to it.</p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <SelectField label="Product" value={selected} onChange={(e) => setProductId(e.target.value)}>
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.kind === 'mcp_server' ? 'MCP server' : 'chat agent'})
                </option>
              ))}
            </SelectField>
            <TextField
              label="Messages"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_MESSAGES}
              step={1}
              value={messages}
              error={error}
              onChange={(e) => setMessages(e.target.value)}
            />
          </div>
          {generate.isError ? <ErrorNotice error={generate.error} /> : null}
          <div>
            <Button type="submit" variant="primary" disabled={generate.isPending}>
              {generate.isPending ? 'Making it…' : 'Make a conversation'}
            </Button>
          </div>
        </form>
      )}
    </SubSection>
  )
}
