import { describe, expect, it } from 'vitest'
import { DESCRIPTION_PREVIEW_LENGTH, collapseWhitespace, previewDescription, removeRepeatedBullets } from './description.ts'

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

describe('removeRepeatedBullets', () => {
  const description = [
    'Join us as a Data Analyst in Pune.',
    '',
    'What you will do',
    '• Find the drivers behind changes in key metrics.',
    '• Build dashboards.',
    '',
    'Selection process',
    '• A written test and an interview.',
    '',
    'What we offer',
    '• Health insurance',
    '',
    'This is a hybrid role.',
  ].join('\n')

  it('drops the bullets the highlights list, and the headings left empty, keeping the rest', () => {
    expect(
      removeRepeatedBullets(description, ['Find the drivers behind changes in key metrics', 'Build dashboards.', 'health insurance']),
    ).toBe(
      [
        'Join us as a Data Analyst in Pune.',
        '',
        'Selection process',
        '• A written test and an interview.',
        '',
        'This is a hybrid role.',
      ].join('\n'),
    )
  })

  it('keeps a heading that still has bullets under it', () => {
    expect(removeRepeatedBullets(description, ['Build dashboards.'])).toContain('What you will do\n• Find the drivers')
  })

  it('changes nothing when the highlights repeat no bullet', () => {
    expect(removeRepeatedBullets(description, [])).toBe(description)
  })
})
