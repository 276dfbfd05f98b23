import { describe, expect, it } from 'vitest'
import { CHAT_LANGUAGE_CODES, QUICK_ACTIONS_MAX_MESSAGES, QUICK_ACTIONS_SHOWN } from './chat.ts'
import { quickActionsFor } from './chat-content.ts'

describe('the chat’s quick actions (spec 001 §4, §9)', () => {
  it('are 6 in English and Hindi, 4 in Tamil, and English in every other language; 4 show before More', () => {
    expect(quickActionsFor('en')).toHaveLength(6)
    expect(quickActionsFor('hi')).toHaveLength(6)
    expect(quickActionsFor('ta')).toHaveLength(4)
    for (const code of CHAT_LANGUAGE_CODES.filter((language) => !['en', 'hi', 'ta'].includes(language)))
      expect(quickActionsFor(code), code).toBe(quickActionsFor('en'))
    expect(QUICK_ACTIONS_SHOWN).toBe(4)
    expect(QUICK_ACTIONS_MAX_MESSAGES).toBe(1)
  })

  it('are written wholly in Tamil for Tamil, labels and messages, and in Hindi for Hindi (ATS, a name, aside)', () => {
    for (const action of quickActionsFor('ta')) {
      expect(`${action.label} ${action.message}`, action.id).not.toMatch(/[A-Za-z]/u)
      expect(action.message, action.id).toMatch(/[\u0B80-\u0BFF]/u)
    }
    for (const action of quickActionsFor('hi'))
      expect(`${action.label} ${action.message}`.replace(/\bATS\b/u, ''), action.id).not.toMatch(/[A-Za-z]/u)
  })
})
