/** The shape of the mock-interview question bank (issue 21, decision 058). */

export const INTERVIEW_LEVELS = ['entry', 'mid', 'senior'] as const
export type InterviewLevel = (typeof INTERVIEW_LEVELS)[number]

export const QUESTION_KINDS = ['behavioural', 'technical'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

/** The level a question is written for; 'any' suits every level. */
export type QuestionLevel = InterviewLevel | 'any'

export interface QuestionDraft {
  kind: QuestionKind
  level: QuestionLevel
  text: string
  /** What a strong answer covers: shown on the preparation page and used by the scorer and the sample answer. */
  guidance: string
}

export interface RoleQuestions {
  role: string
  questions: readonly QuestionDraft[]
}

export function behavioural(level: QuestionLevel, text: string, guidance: string): QuestionDraft {
  return { kind: 'behavioural', level, text, guidance }
}

export function technical(level: QuestionLevel, text: string, guidance: string): QuestionDraft {
  return { kind: 'technical', level, text, guidance }
}
