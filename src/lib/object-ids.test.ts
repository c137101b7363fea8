import { describe, expect, it } from 'vitest'
import { ID_PREFIXES } from '../api/contract/common'
import { KNOWN_PREFIXES, kindOfPrefix, parseObjectId } from './object-ids'

const BODY = '8fK2mQ4xLpZ0aB1c'

describe('parseObjectId', () => {
  it('recognises every prefix the contract defines', () => {
    for (const [kind, prefix] of Object.entries(ID_PREFIXES)) {
      expect(parseObjectId(`${prefix}_${BODY}`)).toEqual({ status: 'valid', kind, prefix, id: `${prefix}_${BODY}` })
    }
    expect(KNOWN_PREFIXES).toEqual(Object.values(ID_PREFIXES))
  })

  it('covers the prefixes the brief lists', () => {
    for (const p of ['prod', 'tool', 'kb', 'src', 'sess', 'msg', 'wh', 'evt', 'dlv', 'att', 'txn'])
      expect(kindOfPrefix(p)).not.toBeNull()
  })

  it('leaves ordinary searches alone', () => {
    for (const text of ['', '   ', 'overview', 'ovrv', 'open settings', 'snake_case', 'dark_mode', '_abcdefg', 'a b_c'])
      expect(parseObjectId(text)).toBeNull()
  })

  it('trims what comes along with a copied id', () => {
    for (const text of [` prod_${BODY} `, `"prod_${BODY}"`, `\`prod_${BODY}\``, `prod_${BODY},`, `<prod_${BODY}>`])
      expect(parseObjectId(text)).toMatchObject({ status: 'valid', id: `prod_${BODY}` })
  })

  it('accepts a prefix typed in capitals and normalises it', () => {
    expect(parseObjectId(`PROD_${BODY}`)).toMatchObject({ status: 'valid', kind: 'product', id: `prod_${BODY}` })
  })

  it('keeps the body case-sensitive', () => {
    expect(parseObjectId('sess_AbCdEf12')).toMatchObject({ id: 'sess_AbCdEf12' })
  })

  it('says a known prefix with a body that cannot be an id is malformed, with an example', () => {
    expect(parseObjectId('prod_')).toEqual({
      status: 'malformed',
      kind: 'product',
      prefix: 'prod',
      id: 'prod_',
      example: 'prod_8fK2mQ4xLp',
    })
    expect(parseObjectId('dlv_abc')).toMatchObject({ status: 'malformed', kind: 'delivery' })
    expect(parseObjectId('txn_abc-def-ghi')).toMatchObject({ status: 'malformed', kind: 'entry' })
    expect(parseObjectId(`wh_${'a'.repeat(41)}`)).toMatchObject({ status: 'malformed' })
  })

  it('reports an id-shaped input with a prefix the API does not use', () => {
    expect(parseObjectId(`cus_${BODY}`)).toEqual({ status: 'unknown-prefix', prefix: 'cus', id: `cus_${BODY}` })
  })

  it('finds an id inside a URL or a log line, preferring the last (most specific) one', () => {
    expect(parseObjectId(`https://app.example/webhooks/wh_${BODY}/deliveries/dlv_${BODY}`)).toMatchObject({
      status: 'valid',
      kind: 'delivery',
      id: `dlv_${BODY}`,
    })
    expect(parseObjectId(`debit for session sess_${BODY} (3 tokens)`)).toMatchObject({ kind: 'session' })
    expect(parseObjectId(`see xprod_${BODY} and cus_${BODY}`)).toBeNull()
  })
})
