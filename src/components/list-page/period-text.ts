// What a list's period covers, in the reader's language: "Last month (Oct 1 – 31, 2026)". The
// days are written by the regional format (lib/periods), then put into the sentence.
import { useLingui } from '@lingui/react/macro'
import { periodDays, type PeriodSelection } from '../../lib/periods'

export function usePeriodText(): (selection: PeriodSelection, now?: Date) => string {
  const { t } = useLingui()
  return (selection, now = new Date()) => {
    const days = periodDays(selection, now)
    if (!selection.period || days === null) return t`All time`
    switch (selection.period) {
      case 'today':
        return t`Today (${days})`
      case 'this_week':
        return t`This week (${days})`
      case 'last_7_days':
        return t`Last 7 days (${days})`
      case 'last_30_days':
        return t`Last 30 days (${days})`
      case 'this_month':
        return t`This month (${days})`
      case 'last_month':
        return t`Last month (${days})`
      case 'custom':
        return t`Custom period (${days})`
    }
  }
}
