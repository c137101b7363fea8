import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, csvNumber, exportFilename, fileBody, toCsv } from './csv'
import { parseCsv } from '../../tests/csv-reader'

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"')
  })

  it('guards text that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}HYPERLINK("http://x")`).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('=cmd|"/c calc"!A1')).toBe(`"'=cmd|""/c calc""!A1"`)
  })

  it('writes numbers the app formatted itself as numbers, and refuses anything else as one', () => {
    expect(csvCell(csvNumber('-1.500'))).toBe('-1.500')
    expect(csvCell(-42)).toBe('-42')
    expect(() => csvNumber('=1')).toThrow(TypeError)
    expect(() => csvNumber('1e5')).toThrow(TypeError)
    expect(() => csvCell(Number.NaN)).toThrow(TypeError)
  })

  it('writes empty cells for missing values', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })
})

describe('toCsv', () => {
  it('writes a header and rows ended by CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', csvNumber('2.000')]])).toBe('a,b\r\n1,2.000\r\n')
  })

  it('refuses a row with the wrong number of cells', () => {
    expect(() => toCsv(['a', 'b'], [['1']])).toThrow(RangeError)
  })

  it('reads back every text as written, with only the formula guard added', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 8 }), (rows) => {
        const parsed = parseCsv(toCsv(['x', 'y'], rows))
        expect(parsed[0]).toEqual(['x', 'y'])
        const guarded = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s)
        expect(parsed.slice(1)).toEqual(rows.map((r) => r.map(guarded)))
        for (const r of parsed.slice(1)) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
      }),
    )
  })
})

it('exportFilename sorts by time and has no colons', () => {
  expect(exportFilename('wallet', 'csv', new Date('2026-11-21T10:04:05.123Z'))).toBe('wallet-2026-11-21T10-04-05.csv')
})

describe('a CSV file', () => {
  it('starts with one UTF-8 byte order mark, and keeps CJK and curly quotes as written', () => {
    const csv = toCsv(['name', 'note'], [['客服助手 “Pro”', 'it’s “quoted”, with a comma']])
    const body = fileBody(csv, 'text/csv;charset=utf-8')
    const bytes = new TextEncoder().encode(body)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(fileBody(body, 'text/csv;charset=utf-8')).toBe(body)
    expect(parseCsv(new TextDecoder().decode(bytes, { stream: false }))).toEqual([
      ['name', 'note'],
      ['客服助手 “Pro”', 'it’s “quoted”, with a comma'],
    ])
    expect(body.startsWith(CSV_BOM)).toBe(true)
  })

  it('other files get no mark', () => {
    expect(fileBody('{"a":1}', 'application/json;charset=utf-8')).toBe('{"a":1}')
    expect(fileBody('text', 'text/plain;charset=utf-8')).toBe('text')
  })
})
