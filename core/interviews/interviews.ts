/** The mock interview's rules and constants, shared by the pages and the server (issue 21, decision 058). */

export { INTERVIEW_LEVELS, type InterviewLevel } from './question-shape.ts'

/** The roles of the question bank (core/interviews/question-bank.ts), in the order the start page lists them. */
export const INTERVIEW_ROLES = [
  'software-engineer',
  'frontend-developer',
  'backend-developer',
  'devops-engineer',
  'qa-engineer',
  'data-analyst',
  'data-scientist',
  'product-manager',
  'ui-ux-designer',
  'business-analyst',
  'project-manager',
  'digital-marketing',
  'sales-executive',
  'hr-recruiter',
  'accountant',
  'customer-support',
] as const
export type InterviewRole = (typeof INTERVIEW_ROLES)[number]

export function isInterviewRole(value: string): value is InterviewRole {
  return INTERVIEW_ROLES.some((role) => role === value)
}

/** The rubric's dimensions, in the order the feedback shows them. */
export const INTERVIEW_DIMENSIONS = ['structure', 'relevance', 'specificity', 'clarity', 'fillers'] as const
export type InterviewDimension = (typeof INTERVIEW_DIMENSIONS)[number]

/** How many questions a session may have, and the choices the start page offers. */
export const MIN_SESSION_QUESTIONS = 3
export const MAX_SESSION_QUESTIONS = 10
export const SESSION_QUESTION_CHOICES = [3, 5, 10] as const

/** The shortest answer worth scoring and the longest the server takes (about four minutes spoken, twice over). */
export const MIN_ANSWER_LENGTH = 20
export const MAX_ANSWER_LENGTH = 4000

/** The time suggested for an answer; the timer counts on past it, and the duration is what the feedback reports. */
export const ANSWER_SECONDS = 120
export const MAX_ANSWER_SECONDS = 60 * 60

/** A session's job description and resume are kept to this many characters: enough for keywords and for the model's prompt. */
export const MAX_CONTEXT_LENGTH = 6000

/** The sessions the analytics page charts, newest. */
export const ANALYTICS_SESSIONS = 20
/** An answer scoring under this overall is offered again under "Questions to retry". */
export const RETRY_BELOW = 60

/** Why the scorer marked an answer down: a code per tip, worded in the pages' languages. */
export const FEEDBACK_TIPS = [
  'structure_situation',
  'structure_action',
  'structure_result',
  'structure_steps',
  'relevance_question',
  'relevance_job',
  'specificity_numbers',
  'specificity_example',
  'clarity_short',
  'clarity_long_sentences',
  'clarity_too_long',
  'fillers_many',
] as const
export type FeedbackTip = (typeof FEEDBACK_TIPS)[number]
