import { describe, expect, it } from 'vitest'
import { removeRepeatedBullets } from './repeated-bullets.ts'

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
