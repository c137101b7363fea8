// Makes one conversation now on a chosen published product: its messages, events, deliveries and debits.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from '../../components/ui/toast'
import { mockQueries, useMockConversation } from '../../api/mock'
import { Button } from '../../components/ui/button'
import { ErrorNotice } from '../../components/ui/error-notice'
import { Skeleton } from '../../components/ui/skeleton'
import { NumberField, SubSection, useNumberInput, type NumberRange } from './fields'
import { SelectField } from '../../components/ui/field'
import { refreshEverything } from './fresh-cache'

const MESSAGES: NumberRange = { min: 1, max: 200, step: 1, whole: true, problem: 'Enter a whole number from 1 to 200.' }

export function ConversationControl() {
  const client = useQueryClient()
  // From the mock's controls, not /v1: they answer offline, at 100 % errors and after the trial, as conversations do.
  const products = useQuery(mockQueries.products())
  const generate = useMockConversation()
  const [productId, setProductId] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const messages = useNumberInput(MESSAGES, '4', submitted)

  // Chat agents first: they are what visitors talk to; an MCP server's conversations are its AI clients'.
  const list = [...(products.data?.data ?? [])].sort((a, b) =>
    a.kind === b.kind ? 0 : a.kind === 'chat_agent' ? -1 : 1,
  )
  const selected = list.some((p) => p.id === productId) ? productId : (list[0]?.id ?? '')

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (messages.problem || !selected) return
    const count = Number(messages.text)
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
            <NumberField label="Messages" {...messages.field} />
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
