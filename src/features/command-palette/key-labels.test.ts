import { describe, expect, it } from 'vitest'
import { describeKeys, formatKeys } from './key-labels'

describe('key labels', () => {
  it('shows ⌘ on Apple platforms and Ctrl elsewhere', () => {
    expect(formatKeys('mod+k', true)).toEqual([['⌘', 'K']])
    expect(formatKeys('mod+k', false)).toEqual([['Ctrl', 'K']])
    expect(formatKeys('g o', false)).toEqual([['G'], ['O']])
    expect(formatKeys('?', false)).toEqual([['?']])
    expect(formatKeys('esc', false)).toEqual([['Esc']])
    expect(formatKeys('shift+alt+up', true)).toEqual([['⌥', '⇧', '↑']])
  })

  it('reads them out in words', () => {
    expect(describeKeys('mod+k', true)).toBe('Command+K')
    expect(describeKeys('mod+k', false)).toBe('Control+K')
    expect(describeKeys('g o', false)).toBe('G then O')
  })
})
