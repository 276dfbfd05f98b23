import { beforeAll, describe, expect, it } from 'vitest'
import type { MatchReason } from '#core/matching/match.ts'
import { companySizes } from '#core/account/onboarding.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { renderMatchReason, renderMatchReasons } from './reasons.ts'

beforeAll(async () => {
  await loadAllLanguageResources()
})

const issueExample: MatchReason[] = [
  { kind: 'skills', matched: 4, total: 6 },
  { kind: 'city', city: 'Pune' },
  { kind: 'salary', fit: 'inside', min: 1_200_000, max: 1_800_000 },
  { kind: 'experience', fit: 'fits' },
]

describe('match reasons in words', () => {
  it("read as the issue writes them: 'Matches 4 of your 6 skills · in Pune · ₹12 – 18 LPA, inside your range'", () => {
    const { t } = createI18n('en')
    expect(renderMatchReasons(t, issueExample, 3)).toBe('Matches 4 of your 6 skills · in Pune · ₹12 – 18 LPA, inside your range')
  })

  it('read in Hindi, places by their Hindi names', () => {
    const { t } = createI18n('hi')
    expect(renderMatchReasons(t, issueExample, 3)).toBe('आपके 6 में से 4 कौशल मेल खाते हैं · पुणे में · ₹12 – 18 लाख प्रति वर्ष, आपकी सीमा के भीतर')
  })

  it('word every kind of reason in both languages, never a bare key', () => {
    const every: MatchReason[] = [
      { kind: 'excluded', employer: 'Globex' },
      { kind: 'role', fit: 'same' },
      { kind: 'role', fit: 'close' },
      { kind: 'remote' },
      { kind: 'state', state: 'Maharashtra' },
      { kind: 'abroad' },
      ...(['inside', 'overlaps', 'above', 'below'] as const).map((fit) => ({ kind: 'salary' as const, fit, min: 500_000, max: null })),
      ...(['fits', 'more', 'less'] as const).map((fit) => ({ kind: 'experience' as const, fit })),
      { kind: 'jobType', fit: 'other' },
      ...companySizes.map((size) => ({ kind: 'companySize' as const, size })),
      { kind: 'history' },
    ]
    for (const language of ['en', 'hi'] as const) {
      const { t } = createI18n(language)
      const texts = every.map((reason) => renderMatchReason(t, reason))
      for (const text of texts) expect(text).not.toMatch(/reasons\.|{{/)
      expect(new Set(texts).size).toBe(texts.length)
    }
    expect(renderMatchReason(createI18n('en').t, { kind: 'excluded', employer: 'Globex' })).toBe('Globex is on your excluded companies')
  })
})
