import { z } from 'zod'
import { INTERVIEW_LEVELS, QUESTION_KINDS } from './question-shape.ts'
import {
  FEEDBACK_TIPS,
  INTERVIEW_ROLES,
  MAX_ANSWER_LENGTH,
  MAX_ANSWER_SECONDS,
  MAX_SESSION_QUESTIONS,
  MIN_ANSWER_LENGTH,
  MIN_SESSION_QUESTIONS,
} from './interviews.ts'

/** The wire shapes of /api/interviews (issue 21, decision 058). */

export const interviewRoleSchema = z.enum(INTERVIEW_ROLES).meta({ description: 'A role of the question bank.', example: 'data-analyst' })
export const interviewLevelSchema = z.enum(INTERVIEW_LEVELS).meta({ description: 'entry, mid or senior.', example: 'mid' })

/** POST /api/interviews/sessions. */
export const startSessionSchema = z.strictObject({
  role: interviewRoleSchema,
  level: interviewLevelSchema,
  question_count: z.number().int().min(MIN_SESSION_QUESTIONS).max(MAX_SESSION_QUESTIONS).default(5),
  application_id: z.number().int().positive().nullable().default(null).meta({
    description: "One of your tracked applications: its job's description is practised against.",
  }),
  resume_id: z
    .uuid()
    .nullable()
    .default(null)
    .meta({ description: 'One of your resumes: the feedback looks for its skills in your answers.' }),
})
export type StartSession = z.output<typeof startSessionSchema>

export const sessionIdParamSchema = z.object({ id: z.uuid().meta({ description: 'The session id.' }) })

/** POST /api/interviews/sessions/{id}/answers. */
export const submitAnswerSchema = z.strictObject({
  position: z
    .number()
    .int()
    .min(0)
    .max(MAX_SESSION_QUESTIONS - 1)
    .meta({ description: 'Which question, from 0.' }),
  answer: z.string().trim().min(MIN_ANSWER_LENGTH).max(MAX_ANSWER_LENGTH),
  input_mode: z.enum(['typed', 'voice']).default('typed'),
  duration_seconds: z.number().int().min(0).max(MAX_ANSWER_SECONDS),
})
export type SubmitAnswer = z.output<typeof submitAnswerSchema>

const scoreSchema = z.number().int().min(0).max(100)
export const dimensionScoresSchema = z.object({
  structure: scoreSchema,
  relevance: scoreSchema,
  specificity: scoreSchema,
  clarity: scoreSchema,
  fillers: scoreSchema,
})
export type DimensionScores = z.infer<typeof dimensionScoresSchema>

export const answerFeedbackSchema = z.object({
  source: z
    .enum(['rules', 'model'])
    .meta({ description: 'rules: the deterministic scorer; model: the configured AI model with the same rubric.' }),
  scores: dimensionScoresSchema,
  overall: scoreSchema,
  tips: z.array(z.enum(FEEDBACK_TIPS)),
  filler_words: z.array(z.object({ word: z.string(), count: z.number().int().positive() })),
  word_count: z.number().int().min(0),
  comment: z.string().nullable().meta({ description: "The model's own words on the answer (source model only)." }),
  sample_answer: z.string(),
})
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>

export const sessionQuestionSchema = z.object({
  position: z.number().int(),
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
})

export const sessionAnswerSchema = z.object({
  position: z.number().int(),
  question_id: z.string(),
  answer: z.string(),
  input_mode: z.enum(['typed', 'voice']),
  duration_seconds: z.number().int(),
  feedback: answerFeedbackSchema,
  created_at: z.string(),
})
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>

export const interviewSessionSchema = z.object({
  id: z.string(),
  role: interviewRoleSchema,
  level: interviewLevelSchema,
  job_title: z.string().nullable().meta({ description: 'The tracked job practised for, as "title at employer".' }),
  resume_name: z.string().nullable(),
  questions: z.array(sessionQuestionSchema),
  answers: z.array(sessionAnswerSchema),
  created_at: z.string(),
  completed_at: z.string().nullable(),
})
export type InterviewSession = z.infer<typeof interviewSessionSchema>

export const analyticsSessionSchema = z.object({
  id: z.string(),
  role: interviewRoleSchema,
  level: interviewLevelSchema,
  created_at: z.string(),
  answered: z.number().int(),
  question_count: z.number().int(),
  overall: scoreSchema.nullable(),
  scores: dimensionScoresSchema.nullable(),
})
export type AnalyticsSession = z.infer<typeof analyticsSessionSchema>

export const retryQuestionSchema = z.object({
  question_id: z.string(),
  role: interviewRoleSchema,
  text: z.string(),
  overall: scoreSchema,
  answered_at: z.string(),
})
export type RetryQuestion = z.infer<typeof retryQuestionSchema>

export const interviewAnalyticsSchema = z.object({
  sessions: z.array(analyticsSessionSchema).meta({ description: 'The newest sessions, oldest first, with their average scores.' }),
  answer_count: z.number().int(),
  averages: dimensionScoresSchema.nullable(),
  weakest: z.array(z.enum(['structure', 'relevance', 'specificity', 'clarity', 'fillers'])).meta({
    description: 'The dimensions, weakest first.',
  }),
  retry: z.array(retryQuestionSchema),
})
export type InterviewAnalytics = z.infer<typeof interviewAnalyticsSchema>
