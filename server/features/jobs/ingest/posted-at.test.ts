import { describe, expect, it } from 'vitest'
import { parsePostedText } from './posted-at.ts'

const now = new Date('2026-11-22T06:00:00.000Z')

describe('parsePostedText', () => {
  it.each([
    ['today', 0],
    ['just now', 0],
    ['yesterday', 1],
    ['3 days ago', 3],
    ['30+ days ago', 30],
    ['a week ago', 7],
    ['2 weeks ago', 14],
    ['1 month ago', 30],
    ['Posted 5 days ago', 5],
  ] as const)('reads %s', (textValue, days) => {
    expect(parsePostedText(textValue, now)).toEqual(new Date(now.getTime() - days * 24 * 3600 * 1000))
  })

  it('reads hours', () => {
    expect(parsePostedText('an hour ago', now)).toEqual(new Date(now.getTime() - 3600 * 1000))
  })
})
