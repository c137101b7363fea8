// The rules the conversations and the ledger keep under any sequence of calls, as
// checks that list what is broken (empty: all hold). Tests of any area can run them.
import type { WalletEntry } from '../../../src/api/contract'
import type { Store } from '../store'
import { messageCost } from './usage'

const MAX_REPORTED = 20

function collector() {
  const problems: string[] = []
  return {
    problems,
    fail: (p: string) => {
      if (problems.length < MAX_REPORTED) problems.push(p)
    },
  }
}

/**
 * Sessions: sorted newest `started_at` first and indexed by id; figures equal the
 * sums over their messages; `last_message_at` is the last message's time;
 * messages in time order, agent messages priced by the cost rule.
 */
export function sessionViolations(store: Store, now: number): string[] {
  const { problems, fail } = collector()
  const nowIso = new Date(now).toISOString()
  const messageIds = new Set<string>()
  let previous: string | null = null
  let place = 0
  for (const s of store.sessions) {
    const where = `session ${s.id}`
    if (store.sessions.get(s.id)?.started_at !== s.started_at || store.sessions.placeOf(s.id) !== place)
      fail(`${where}: not indexed by id`)
    place++
    if (previous != null && s.started_at > previous) fail(`${where}: out of order (${s.started_at} after ${previous})`)
    previous = s.started_at
    const messages = store.messages.get(s.id) ?? []
    let input = 0
    let output = 0
    let cost = 0
    let last = s.started_at
    for (const m of messages) {
      if (messageIds.has(m.id)) fail(`${where}: message id ${m.id} used twice`)
      messageIds.add(m.id)
      if (m.session_id !== s.id) fail(`${where}: message ${m.id} names session ${m.session_id}`)
      if (m.created_at < last) fail(`${where}: message ${m.id} at ${m.created_at} before ${last}`)
      last = m.created_at
      if (m.created_at > nowIso || (m.completed_at != null && m.completed_at > nowIso))
        fail(`${where}: message ${m.id} in the future`)
      if (m.role === 'visitor' && (m.cost !== 0 || m.model != null || m.completed_at != null))
        fail(`${where}: visitor message ${m.id} has a model, a cost or a completion`)
      if (m.role === 'agent') {
        if (m.model == null || m.completed_at == null) fail(`${where}: agent message ${m.id} not completed`)
        else if (m.cost !== messageCost(m.model, m.tokens))
          fail(`${where}: message ${m.id} costs ${m.cost}, the rule says ${messageCost(m.model, m.tokens)}`)
        if (m.completed_at != null && m.completed_at < m.created_at)
          fail(`${where}: message ${m.id} completed before it began`)
      }
      input += m.tokens.input
      output += m.tokens.output
      cost += m.cost
    }
    if (s.message_count !== messages.length)
      fail(`${where}: message_count ${s.message_count}, messages ${messages.length}`)
    if (s.tokens.input !== input || s.tokens.output !== output)
      fail(`${where}: tokens ${JSON.stringify(s.tokens)}, sums ${input}/${output}`)
    if (s.cost !== cost) fail(`${where}: cost ${s.cost}, sum ${cost}`)
    const lastAt = messages[messages.length - 1]?.created_at
    if (lastAt != null && s.last_message_at !== lastAt)
      fail(`${where}: last_message_at ${s.last_message_at}, last message ${lastAt}`)
    if (messages[0] && messages[0].created_at < s.started_at) fail(`${where}: a message precedes started_at`)
  }
  return problems
}

/**
 * The ledger: starts with a top-up; oldest first; each `balance_after` is the
 * previous one plus the amount (so the balance is the sum); top-ups and refunds
 * positive, debits negative; exactly one debit per completed agent message, for
 * its cost; each refund gives back part or all of one earlier debit, once.
 * `since`: the first entry to check (a restored snapshot's), the entries before it and the
 * seeded conversations taken as they are.
 */
export function ledgerViolations(store: Store, since = 0): string[] {
  const { problems, fail } = collector()
  const { ledger } = store
  if (since === 0 && ledger.length > 0 && ledger.type(0) !== 'top_up') fail('the ledger does not start with a top-up')
  let balance = since > 0 ? ledger.balanceAfter(since - 1) : 0
  let previous: WalletEntry | null = since > 0 ? (ledger.at(since - 1) ?? null) : null
  const refunded = new Map<string, number>()
  const debitsByMessage = new Map<string, WalletEntry & { type: 'debit' }>()
  for (let i = since; i < ledger.length; i++) {
    const e = ledger.at(i) as WalletEntry
    const where = `entry ${e.id}`
    if (ledger.indexOf(e.id) !== i) fail(`${where}: not indexed by id`)
    if (ledger.time(i) !== Date.parse(e.created_at)) fail(`${where}: its time is not its created_at`)
    if (previous && e.created_at < previous.created_at)
      fail(`${where}: at ${e.created_at}, before ${previous.created_at}`)
    balance += e.amount
    if (e.balance_after !== balance) fail(`${where}: balance_after ${e.balance_after}, running sum ${balance}`)
    if (!Number.isSafeInteger(e.amount)) fail(`${where}: amount ${e.amount} is not an integer`)
    if (e.type === 'debit') {
      if (e.amount > 0) fail(`${where}: a positive debit`)
      if (debitsByMessage.has(e.message_id)) fail(`${where}: second debit of message ${e.message_id}`)
      debitsByMessage.set(e.message_id, e)
    } else if (e.amount <= 0) fail(`${where}: a ${e.type} of ${e.amount}`)
    if (e.type === 'refund') {
      const at = ledger.indexOf(e.refund_of)
      const debit = ledger.at(at)
      if (at < 0 || debit?.type !== 'debit') fail(`${where}: refunds ${e.refund_of}, which is not a debit`)
      else {
        if (at > i) fail(`${where}: refunds a later debit`)
        const total = (refunded.get(debit.id) ?? 0) + e.amount
        refunded.set(debit.id, total)
        if (total > -debit.amount) fail(`${where}: refunds ${total} of a ${-debit.amount} debit`)
      }
    }
    previous = e
  }
  if (previous && store.walletUpdatedAt < Date.parse(previous.created_at))
    fail(`walletUpdatedAt is older than the last entry`)

  let agentMessages = 0
  // Seeded conversations were debited by the seeded entries: with `since`, only later ones count.
  for (const s of since > 0 ? store.sessions.later : store.sessions) {
    for (const m of store.messages.get(s.id) ?? []) {
      if (m.role !== 'agent' || m.completed_at == null) continue
      agentMessages++
      const d = debitsByMessage.get(m.id)
      if (!d) fail(`message ${m.id}: completed without a debit`)
      else {
        if (d.amount !== -m.cost) fail(`message ${m.id}: costs ${m.cost}, debited ${d.amount}`)
        if (d.session_id !== s.id || d.product_id !== s.product_id)
          fail(`debit ${d.id}: names another session or product than message ${m.id}`)
        if (d.created_at !== m.completed_at)
          fail(`debit ${d.id}: at ${d.created_at}, message completed at ${m.completed_at}`)
      }
    }
  }
  if (debitsByMessage.size !== agentMessages)
    fail(`${debitsByMessage.size} debits for ${agentMessages} completed agent messages`)
  return problems
}
