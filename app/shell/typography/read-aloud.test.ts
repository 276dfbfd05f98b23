import { describe, expect, it } from 'vitest'
import { READ_ALOUD_RATE, speechLanguage } from './read-aloud.ts'

describe('read-aloud', () => {
  it('speaks at the spec rate 0.8', () => {
    expect(READ_ALOUD_RATE).toBe(0.8)
  })

  it('speaks in the page language as used in India', () => {
    expect(speechLanguage('hi')).toBe('hi-IN')
    expect(speechLanguage('en')).toBe('en-IN')
    expect(speechLanguage('')).toBe('en-IN')
  })
})
