import { describe, expect, test } from 'vitest'
import { INTERVIEW_LEVELS, INTERVIEW_ROLES } from './interviews.ts'
import { drawQuestions, findQuestion, questionBank, questionsFor } from './question-bank.ts'

describe('the mock-interview question bank', () => {
  test('has at least 15 roles, each with 20 questions: 5 behavioural and 15 technical', () => {
    expect(INTERVIEW_ROLES.length).toBeGreaterThanOrEqual(15)
    expect([...questionBank.keys()]).toEqual([...INTERVIEW_ROLES])
    for (const [role, questions] of questionBank) {
      expect(questions, role).toHaveLength(20)
      expect(
        questions.filter((question) => question.kind === 'behavioural'),
        role,
      ).toHaveLength(5)
    }
  })

  test('no question or guidance is written twice, and every id finds its question', () => {
    const all = [...questionBank.values()].flat()
    const normalise = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/gu, ' ')
        .trim()
    expect(new Set(all.map((question) => normalise(question.text))).size).toBe(all.length)
    expect(new Set(all.map((question) => normalise(question.guidance))).size).toBe(all.length)
    expect(new Set(all.map((question) => question.id)).size).toBe(all.length)
    for (const question of all) expect(findQuestion(question.id)).toBe(question)
  })

  test('every question reads as a question or a request, and its guidance as sentences', () => {
    for (const question of [...questionBank.values()].flat()) {
      expect(question.text, question.id).toMatch(/^[A-Z].{15,}[?.]$/u)
      expect(question.guidance, question.id).toMatch(/^\S.{30,}\.$/u)
    }
  })

  test('every role offers at least 8 questions written for each level, behavioural ones among them', () => {
    for (const role of INTERVIEW_ROLES) {
      for (const level of INTERVIEW_LEVELS) {
        const questions = questionsFor(role, level)
        expect(questions.length, `${role} ${level}`).toBeGreaterThanOrEqual(8)
        expect(
          questions.some((question) => question.kind === 'behavioural'),
          `${role} ${level}`,
        ).toBe(true)
      }
    }
  })

  test('a session draws distinct questions, a behavioural one first, those written for the level before others', () => {
    const firstOf = <T>(items: readonly T[], n: number): T[] => items.slice(0, n)
    for (const level of INTERVIEW_LEVELS) {
      for (const count of [3, 5, 10]) {
        const drawn = drawQuestions('software-engineer', level, count, firstOf)
        expect(drawn, `${level} ${count}`).toHaveLength(count)
        expect(new Set(drawn).size).toBe(count)
        expect(drawn[0]?.kind).toBe('behavioural')
      }
    }
    const entry = drawQuestions('software-engineer', 'entry', 5, firstOf)
    for (const question of entry) expect(['any', 'entry']).toContain(question.level)
  })
})
