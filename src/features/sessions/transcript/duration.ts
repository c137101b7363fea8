// How long a conversation lasted: the two largest units, never negative. Kept free of messages, so
// the browser tests can read it too; duration-words.ts says it in the language shown.

export type DurationUnit = 'd' | 'h' | 'min' | 's'

/** 45 s → [[45, 's']]; 70 s → [[1, 'min'], [10, 's']]; 26 h → [[1, 'd'], [2, 'h']]: two units at most. */
export function durationUnits(ms: number): [number, DurationUnit][] {
  const total = Math.max(0, Math.round(ms / 1000))
  const s = total % 60
  if (total < 60) return [[total, 's']]
  const totalMin = Math.floor(total / 60)
  const min = totalMin % 60
  if (totalMin < 60)
    return s
      ? [
          [totalMin, 'min'],
          [s, 's'],
        ]
      : [[totalMin, 'min']]
  const totalH = Math.floor(totalMin / 60)
  const h = totalH % 24
  if (totalH < 24)
    return min
      ? [
          [totalH, 'h'],
          [min, 'min'],
        ]
      : [[totalH, 'h']]
  const d = Math.floor(totalH / 24)
  return h
    ? [
        [d, 'd'],
        [h, 'h'],
      ]
    : [[d, 'd']]
}
