import { describe, expect, it } from 'vitest'
import { quickActionsFor } from '#core/chat/chat-content.ts'
import { createKnowledgeRegistry, productHelpSource } from './knowledge.ts'
import { createOfflineAssistant, toWords, type JobFacts } from './offline-assistant.ts'

/** A job search that finds nothing and records what it was asked. */
function recordingJobs(asked: Array<{ query: string | null; location?: string | null }>): JobFacts {
  return {
    async search(input) {
      asked.push({ query: input.query, location: input.location ?? null })
      return { total: 0, isEstimate: false, query: input.query, location: input.location ?? null, jobs: [] }
    },
  }
}

describe('the offline assistant and the Tamil quick actions', () => {
  it('reads the Tamil words of the quick actions, case endings and all', () => {
    expect(toWords('சென்னையில் மென்பொருள் பொறியாளர் வேலைகள்')).toEqual(['chennai', 'in', 'software', 'engineer', 'jobs'])
    expect(toWords('தரவு ஆய்வாளரின் சம்பளம் என்ன?')).toEqual(['data', 'analyst', 'salary', 'என்ன'])
  })

  // The stand-in search finds no postings, so the salary answer honestly declines to guess; what is
  // checked is that each question is understood.
  it('sorts each Tamil quick action into its intent, never the unknown one', async () => {
    const asked: Array<{ query: string | null; location?: string | null }> = []
    const assistant = createOfflineAssistant({ jobs: recordingJobs(asked), knowledge: createKnowledgeRegistry([productHelpSource]) })
    const intents: Record<string, string> = {}
    for (const action of quickActionsFor('ta')) {
      const answer = await assistant.answer({ message: action.message, language: 'en' })
      expect(answer.intent, action.id).not.toBe('unknown')
      intents[action.id] = answer.intent
    }
    expect(intents).toMatchObject({ 'find-jobs': 'find-jobs', salary: 'salary', interview: expect.stringMatching(/interview|product/u) })
    expect(['resume', 'product']).toContain(intents.resume)
    expect(asked[0]).toMatchObject({ query: expect.stringMatching(/software engineer/iu) })
  })
})
