import { describe, expect, it } from 'vitest'
import { DESCRIPTION_PREVIEW_LENGTH, collapseWhitespace, previewDescription } from './description.ts'

const word = 'engineer '

describe('previewDescription', () => {
  it('uses 300 characters by default', () => {
    expect(DESCRIPTION_PREVIEW_LENGTH).toBe(300)
  })

  it('returns a short description whole, with no ellipsis', () => {
    expect(previewDescription('Build APIs in TypeScript.')).toBe('Build APIs in TypeScript.')
  })

  it('keeps a description of exactly 300 characters whole', () => {
    const text = 'a'.repeat(300)
    expect(previewDescription(text)).toBe(text)
  })

  it('cuts a long description at a word boundary and adds an ellipsis', () => {
    const text = word.repeat(50) // 450 characters
    const preview = previewDescription(text)
    expect(preview.endsWith('engineer…')).toBe(true)
    expect(preview.length).toBeLessThanOrEqual(301)
    expect(
      preview
        .slice(0, -1)
        .split(' ')
        .every((part) => part === 'engineer'),
    ).toBe(true)
  })

  it('hard-cuts a single very long word', () => {
    const preview = previewDescription('x'.repeat(500))
    expect(preview).toBe(`${'x'.repeat(300)}…`)
  })

  it('collapses whitespace before measuring', () => {
    expect(previewDescription('Line one\n\n\tLine   two  ')).toBe('Line one Line two')
  })

  it('drops dangling punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(290)} bbbbbbb, ${'c'.repeat(20)}`
    expect(previewDescription(text)).toBe(`${'a'.repeat(290)} bbbbbbb…`)
  })

  it('honours a custom length', () => {
    expect(previewDescription('Senior React developer wanted', 12)).toBe('Senior React…')
  })

  it('never splits an astral character', () => {
    const preview = previewDescription('🚀'.repeat(10), 5)
    expect(preview).toBe(`${'🚀'.repeat(5)}…`)
  })
})

describe('collapseWhitespace', () => {
  it('turns non-breaking spaces and line breaks into single spaces', () => {
    expect(collapseWhitespace('a\u00a0\u00a0b\r\nc')).toBe('a b c')
  })
})
