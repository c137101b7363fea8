import { describe, expect, it } from 'vitest'
import type { ToolInputField } from '../../api/contract'
import {
  bodyKindOf,
  fillJsonTemplate,
  fillStaticContent,
  parseTryValues,
  placeholdersIn,
  previewHttpRequest,
  tryableInputs,
  type HttpSettings,
} from './request-preview'

const input = (f: Partial<ToolInputField> & Pick<ToolInputField, 'name' | 'type'>): ToolInputField => ({
  description: '',
  required: false,
  ...f,
})

const JSON_HEADERS = [
  { name: 'Accept', value: 'application/json' },
  { name: 'Content-Type', value: 'application/json' },
]

const http = (over: Partial<HttpSettings>): HttpSettings => ({
  method: 'GET',
  url: 'https://api.example.com/',
  headers: [],
  body_template: null,
  ...over,
})

const names = (...n: string[]) => n.map((name) => ({ name }))

describe('previewHttpRequest', () => {
  it('fills the URL with each value encoded as one component', () => {
    const preview = previewHttpRequest(
      http({ url: 'https://api.example.com/orders/{{order_id}}?email={{email}}&q={{ q }}' }),
      names('order_id', 'email', 'q'),
      { order_id: 'BD/1 0?x=1#y', email: 'a+b@example.com', q: 'é & ü' },
    )
    expect(preview.method).toBe('GET')
    expect(preview.url).toBe(
      'https://api.example.com/orders/BD%2F1%200%3Fx%3D1%23y?email=a%2Bb%40example.com&q=%C3%A9%20%26%20%C3%BC',
    )
    expect(preview.body).toBeNull()
    expect(preview.bodyKind).toBeNull()
  })

  it('leaves an unset value empty and numbers and booleans as written', () => {
    const preview = previewHttpRequest(
      http({ url: 'https://x.test/i?limit={{limit}}&open={{open}}&status={{status}}' }),
      names('limit', 'open', 'status'),
      { limit: 20, open: false },
    )
    expect(preview.url).toBe('https://x.test/i?limit=20&open=false&status=')
  })

  it('fills header values on one line each', () => {
    const preview = previewHttpRequest(
      http({
        headers: [
          { name: 'Idempotency-Key', value: 'refund-{{invoice}}-{{reason}}' },
          { name: 'X-Note', value: '{{note}}' },
        ],
      }),
      names('invoice', 'reason', 'note'),
      { invoice: 'INV-1', reason: 'duplicate', note: 'line one\r\nInjected: yes' },
    )
    expect(preview.headers).toEqual([
      { name: 'Idempotency-Key', value: 'refund-INV-1-duplicate' },
      { name: 'X-Note', value: 'line one Injected: yes' },
    ])
  })

  it('fills a JSON body: escaped inside strings, JSON literals outside, null when unset', () => {
    const preview = previewHttpRequest(
      http({
        method: 'POST',
        headers: JSON_HEADERS,
        body_template:
          '{"subject":"{{subject}}","amount":{{amount}},"urgent":{{urgent}},"note":{{note}},"tag":{{tag}}}',
      }),
      names('subject', 'amount', 'urgent', 'note', 'tag'),
      { subject: 'He said "hi"\nand left \\ early', amount: 12.5, urgent: true, note: 'plain' },
    )
    expect(preview.bodyKind).toBe('json')
    expect(preview.body).toBe(
      '{"subject":"He said \\"hi\\"\\nand left \\\\ early","amount":12.5,"urgent":true,"note":"plain","tag":null}',
    )
    expect(preview.bodyIsValidJson).toBe(true)
    expect(JSON.parse(preview.body ?? '')).toEqual({
      subject: 'He said "hi"\nand left \\ early',
      amount: 12.5,
      urgent: true,
      note: 'plain',
      tag: null,
    })
  })

  it('keeps unknown placeholders as written and names them', () => {
    const preview = previewHttpRequest(
      http({ url: 'https://x.test/{{id}}/{{missing}}', body_template: '{"a":"{{other}}"}' }),
      names('id'),
      { id: '7' },
    )
    expect(preview.url).toBe('https://x.test/7/{{missing}}')
    expect(preview.body).toBe('{"a":"{{other}}"}')
    expect(preview.unknownPlaceholders).toEqual(['missing', 'other'])
  })

  it('says when the filled JSON body does not parse', () => {
    const preview = previewHttpRequest(
      http({ method: 'POST', headers: JSON_HEADERS, body_template: '{"a": {{a}},}' }),
      names('a'),
      { a: 1 },
    )
    expect(preview.body).toBe('{"a": 1,}')
    expect(preview.bodyIsValidJson).toBe(false)
  })

  it('form-encodes a form body and leaves a text body raw', () => {
    const form = previewHttpRequest(
      http({
        method: 'POST',
        headers: [{ name: 'content-type', value: 'application/x-www-form-urlencoded' }],
        body_template: 'q={{q}}&n={{n}}',
      }),
      names('q', 'n'),
      { q: 'a b&c', n: 3 },
    )
    expect(form.bodyKind).toBe('form')
    expect(form.body).toBe('q=a%20b%26c&n=3')
    expect(form.bodyIsValidJson).toBeNull()
    const text = previewHttpRequest(
      http({ method: 'POST', headers: [{ name: 'Content-Type', value: 'text/plain' }], body_template: 'Hi "{{who}}"' }),
      names('who'),
      { who: 'Ann "A"' },
    )
    expect(text.body).toBe('Hi "Ann "A""')
  })
})

describe('bodyKindOf', () => {
  it('follows the Content-Type header, then the look of the template', () => {
    expect(
      bodyKindOf({ headers: [{ name: 'Content-Type', value: 'application/vnd.api+json' }], body_template: 'x' }),
    ).toBe('json')
    expect(bodyKindOf({ headers: [{ name: 'Content-Type', value: 'text/csv' }], body_template: '{"a":1}' })).toBe(
      'text',
    )
    expect(bodyKindOf({ headers: [], body_template: '  [1, 2]' })).toBe('json')
    expect(bodyKindOf({ headers: [], body_template: 'a={{a}}' })).toBe('text')
  })
})

describe('fillJsonTemplate', () => {
  it('is not fooled by escaped quotes inside strings', () => {
    const out = fillJsonTemplate('{"a":"x\\"{{v}}","b":{{v}}}', { v: 'q"' }, new Set(['v']))
    expect(out).toBe('{"a":"x\\"q\\"","b":"q\\""}')
    expect(JSON.parse(out)).toEqual({ a: 'x"q"', b: 'q"' })
  })
})

describe('placeholdersIn', () => {
  it('lists each name once, in order', () => {
    expect(placeholdersIn('{{b}} {{ a }} {{b}} {{not valid}} {{1x}}')).toEqual(['b', 'a'])
  })
})

describe('fillStaticContent', () => {
  it('fills known placeholders as text', () => {
    expect(fillStaticContent('Hours for {{region}}: {{x}}', names('region'), { region: 'emea' })).toBe(
      'Hours for emea: {{x}}',
    )
  })
})

describe('parseTryValues', () => {
  const inputs = [
    input({ name: 'subject', type: 'string', required: true }),
    input({ name: 'priority', type: 'string', enum: ['low', 'high'] }),
    input({ name: 'count', type: 'integer', required: true }),
    input({ name: 'ratio', type: 'number' }),
    input({ name: 'urgent', type: 'boolean' }),
    input({ name: 'level', type: 'integer', enum: [1, 2] }),
  ]

  it('types each value and leaves empty optional ones out', () => {
    expect(
      parseTryValues(inputs, { subject: ' Printer ', count: '3', ratio: '0.5', urgent: 'false', level: '2' }),
    ).toEqual({
      values: { subject: ' Printer ', count: 3, ratio: 0.5, urgent: false, level: 2 },
      errors: {},
    })
  })

  it('reports missing required values, bad numbers and values outside the list', () => {
    const { values, errors } = parseTryValues(inputs, { count: '2.5', ratio: 'abc', priority: 'urgent', level: '3' })
    expect(values).toEqual({})
    expect(errors).toEqual({
      subject: 'Required.',
      count: 'Enter a whole number.',
      ratio: 'Enter a number.',
      priority: 'Choose one of low, high.',
      level: 'Choose one of 1, 2.',
    })
  })
})

describe('tryableInputs', () => {
  it('keeps the first input of each name, by its position, and counts the unnamed and repeated ones', () => {
    const inputs = [
      input({ name: 'team', type: 'string' }),
      input({ name: '  ', type: 'string' }),
      input({ name: 'limit', type: 'integer' }),
      input({ name: 'team', type: 'number' }),
      input({ name: '', type: 'boolean' }),
    ]
    const { usable, unnamed, repeated } = tryableInputs(inputs)
    expect(usable.map((u) => [u.index, u.input.name, u.input.type])).toEqual([
      [0, 'team', 'string'],
      [2, 'limit', 'integer'],
    ])
    expect(unnamed).toBe(2)
    expect(repeated).toEqual(['team'])
  })

  it('offers every input when all names are distinct', () => {
    const { usable, unnamed, repeated } = tryableInputs([
      input({ name: 'a', type: 'string' }),
      input({ name: 'b', type: 'string' }),
    ])
    expect(usable.map((u) => u.index)).toEqual([0, 1])
    expect(unnamed).toBe(0)
    expect(repeated).toEqual([])
  })
})
