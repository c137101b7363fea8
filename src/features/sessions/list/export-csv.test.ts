import { describe, expect, it } from 'vitest'
import { aSession } from '../../../../tests/unit/sessions'
import { toCsv } from '../../../lib/csv'
import { CSV_COLUMNS, sessionCsvRow } from './export-dialog'

const session = aSession({ cost: 1_205, contact: { name: '=HYPERLINK("https://x.invalid")', phone: '+49 30 1234' } })

describe('conversations CSV', () => {
  it('writes one row per conversation: credits with three decimals, contacts guarded against formulas', () => {
    const csv = toCsv(CSV_COLUMNS, [
      sessionCsvRow(session, 'Shop, EU'),
      sessionCsvRow({ ...session, contact: null, cost: 7 }, 'Shop'),
    ])
    expect(csv.split('\r\n')).toEqual([
      CSV_COLUMNS.join(','),
      `sess_abcdef123,prod_abcdef123,"Shop, EU",2026-11-21T09:30:00.000Z,2026-11-21T09:31:10.000Z,2,420,37,1.205,"'=HYPERLINK(""https://x.invalid"")",,'+49 30 1234`,
      'sess_abcdef123,prod_abcdef123,Shop,2026-11-21T09:30:00.000Z,2026-11-21T09:31:10.000Z,2,420,37,0.007,,,',
      '',
    ])
  })
})
