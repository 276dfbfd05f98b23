import { businessRoles } from './question-bank-business.ts'
import { engineeringRoles } from './question-bank-tech.ts'
import type { InterviewLevel, QuestionDraft } from './question-shape.ts'
import { INTERVIEW_ROLES, type InterviewRole } from './interviews.ts'

/**
 * The mock-interview question bank (issue 21, decision 058): 16 roles with 20 questions each, 5
 * behavioural and 15 technical, each marked with the level it is written for and the guidance a
 * strong answer follows. Questions are in English (interviews at the companies our users apply to
 * are held in English); the pages around them are translated.
 */

export interface InterviewQuestion extends QuestionDraft {
  /** `<role>-<n>`, n from 1 in the order written: stable, since sessions store it. */
  id: string
  role: InterviewRole
}

const rolesInOrder = [...engineeringRoles, ...businessRoles]

function questionsOf(role: InterviewRole): InterviewQuestion[] {
  const written = rolesInOrder.find((entry) => entry.role === role)
  if (!written) throw new Error(`The question bank has no questions for ${role}`)
  return written.questions.map((question, index) => ({ ...question, id: `${role}-${index + 1}`, role }))
}

export const questionBank: ReadonlyMap<InterviewRole, readonly InterviewQuestion[]> = new Map(
  INTERVIEW_ROLES.map((role) => [role, questionsOf(role)]),
)

const byId = new Map([...questionBank.values()].flat().map((question) => [question.id, question]))

export function findQuestion(id: string): InterviewQuestion | null {
  return byId.get(id) ?? null
}

/** The levels of questions a session at this level draws from: the level's own, its neighbour below or above, and 'any'. */
const SUITED: Record<InterviewLevel, ReadonlySet<string>> = {
  entry: new Set(['any', 'entry']),
  mid: new Set(['any', 'entry', 'mid']),
  senior: new Set(['any', 'mid', 'senior']),
}

export function questionsFor(role: InterviewRole, level: InterviewLevel): InterviewQuestion[] {
  return (questionBank.get(role) ?? []).filter((question) => SUITED[level].has(question.level))
}

/** Picks `count` distinct items of a list in random order (all of them when there are fewer). */
export type Sampler = <T>(items: readonly T[], count: number) => T[]

/**
 * The questions of a new session: about a third behavioural, the rest technical, drawn from those
 * suited to the level and, when those run out, from the role's others; asked one behavioural, then
 * two technical, and so on.
 */
export function drawQuestions(role: InterviewRole, level: InterviewLevel, count: number, sample: Sampler): InterviewQuestion[] {
  const suited = questionsFor(role, level)
  const behaviouralCount = Math.max(1, Math.round(count / 3))
  const behavioural = sample(
    suited.filter((question) => question.kind === 'behavioural'),
    behaviouralCount,
  )
  const technical = sample(
    suited.filter((question) => question.kind === 'technical'),
    count - behavioural.length,
  )
  const chosen = new Set([...behavioural, ...technical])
  const others = (questionBank.get(role) ?? []).filter((question) => !chosen.has(question))
  const filler = sample(others, count - chosen.size)
  const technicalQueue = [...technical, ...filler]
  const ordered: InterviewQuestion[] = []
  while (ordered.length < count && (behavioural.length > 0 || technicalQueue.length > 0)) {
    const next =
      ordered.length % 3 === 0 ? (behavioural.shift() ?? technicalQueue.shift()) : (technicalQueue.shift() ?? behavioural.shift())
    if (next) ordered.push(next)
  }
  return ordered
}
