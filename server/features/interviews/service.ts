import type { Job } from '#core/jobs/job.schema.ts'
import { drawQuestions, findQuestion, type InterviewQuestion } from '#core/interviews/question-bank.ts'
import {
  answerFeedbackSchema,
  type AnswerFeedback,
  type DimensionScores,
  type InterviewAnalytics,
  type InterviewSession,
  type SessionAnswer,
  type StartSession,
  type SubmitAnswer,
} from '#core/interviews/interviews.schema.ts'
import {
  ANALYTICS_SESSIONS,
  INTERVIEW_DIMENSIONS,
  isInterviewRole,
  MAX_CONTEXT_LENGTH,
  RETRY_BELOW,
  type InterviewLevel,
} from '#core/interviews/interviews.ts'
import type { Resume } from '#core/resume/resumes.schema.ts'
import { resumeToText } from '#core/resume/resume-text.ts'
import type { ApplicationDetail } from '#core/workspace/applications.schema.ts'
import type { AiChat } from '#server/adapters/ai/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { InterviewAnswerRow, InterviewSessionRow } from '#server/db/schema/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createRandom } from '#server/lib/seeded-random.ts'
import { feedbackFromModel } from './model-feedback.ts'
import * as repo from './repo.ts'
import { scoreAnswer, type ScoringContext } from './scorer.ts'

/**
 * Mock interviews (issue 21, decision 058): a session draws questions for a role and level, optionally
 * against one of the person's tracked applications and resumes; each answer is scored on the rubric by
 * the configured AI model, or by the deterministic scorer when none is configured or the model fails.
 * Every call names its owner: another person's session is NOT_FOUND.
 */
export interface InterviewsService {
  startSession(userId: string, input: StartSession): Promise<InterviewSession>
  readSession(userId: string, id: string): Promise<InterviewSession>
  /** The session, or null when the person has none with this id (the session page says so instead of a 404). */
  findSession(userId: string, id: string): Promise<InterviewSession | null>
  submitAnswer(userId: string, id: string, input: SubmitAnswer): Promise<SessionAnswer>
  readAnalytics(userId: string): Promise<InterviewAnalytics>
}

export function createInterviewsService(deps: {
  database: DatabaseHandle
  logger: Logger
  ai: Pick<AiChat, 'provider' | 'complete'>
  readApplication: (userId: string, id: number) => Promise<ApplicationDetail>
  findJob: (jobId: string) => Promise<Job | null>
  readResume: (userId: string, id: string) => Promise<Resume>
  now?: () => Date
  /** Picks the session's questions; random unless a test fixes it. */
  seed?: () => number
}): InterviewsService {
  const db = deps.database.db
  const now = deps.now ?? (() => new Date())
  const seed = deps.seed ?? (() => Math.floor(Math.random() * 2 ** 32))

  async function jobContextOf(userId: string, applicationId: number | null): Promise<{ title: string; text: string } | null> {
    if (applicationId === null) return null
    const application = await deps.readApplication(userId, applicationId)
    const title = `${application.job_title} at ${application.employer_name}`
    const job = await deps.findJob(application.job_id)
    const text = job ? `${title}\n${job.job_description}` : title
    return { title, text: text.slice(0, MAX_CONTEXT_LENGTH) }
  }

  async function resumeContextOf(userId: string, resumeId: string | null): Promise<{ name: string; text: string } | null> {
    if (resumeId === null) return null
    const resume = await deps.readResume(userId, resumeId)
    // The name comes first, so the session can say which resume it practises with.
    return { name: resume.name, text: `${resume.name}\n${resumeToText(resume.document)}`.slice(0, MAX_CONTEXT_LENGTH) }
  }

  async function feedbackFor(question: InterviewQuestion, answer: string, context: ScoringContext): Promise<AnswerFeedback> {
    if (deps.ai.provider === 'local') return scoreAnswer(question, answer, context)
    try {
      return await feedbackFromModel(deps.ai, question, answer, context)
    } catch (error) {
      deps.logger.warn({ err: error, questionId: question.id }, 'interview feedback from the model failed; scored by rules')
      return scoreAnswer(question, answer, context)
    }
  }

  async function requireSession(userId: string, id: string): Promise<InterviewSessionRow> {
    const session = await repo.findSession(db, userId, id)
    if (!session) throw new AppError('NOT_FOUND', { detail: 'No interview session of yours has this id' })
    return session
  }

  return {
    async startSession(userId, input) {
      const [job, resume] = await Promise.all([jobContextOf(userId, input.application_id), resumeContextOf(userId, input.resume_id)])
      const random = createRandom(seed())
      const questions = drawQuestions(input.role, input.level, input.question_count, (items, count) => random.sample(items, count))
      const row = await repo.insertSession(db, {
        userId,
        role: input.role,
        level: input.level,
        questionIds: questions.map((question) => question.id),
        applicationId: input.application_id,
        jobContext: job?.text ?? null,
        resumeId: input.resume_id,
        resumeContext: resume?.text ?? null,
        createdAt: now(),
      })
      return toSession(row, [])
    },

    async readSession(userId, id) {
      const session = await requireSession(userId, id)
      return toSession(session, await repo.listAnswers(db, session.id))
    },

    async findSession(userId, id) {
      const session = await repo.findSession(db, userId, id)
      return session ? toSession(session, await repo.listAnswers(db, session.id)) : null
    },

    async submitAnswer(userId, id, input) {
      const session = await requireSession(userId, id)
      const questionId = session.questionIds[input.position]
      const question = questionId === undefined ? null : findQuestion(questionId)
      if (!question) {
        throw new AppError('VALIDATION_INVALID_FORMAT', {
          fields: [{ path: 'position', message: `This session has ${session.questionIds.length} questions` }],
        })
      }
      const answers = await repo.listAnswers(db, session.id)
      const earlier = answers.find((answer) => answer.position === input.position)
      // A repeated send (a retry after a lost answer) gets the feedback already given.
      if (earlier) return toAnswer(earlier)
      // One question at a time, in order: the page shows the first unanswered one.
      if (input.position !== answers.length) {
        throw new AppError('VALIDATION_INVALID_FORMAT', {
          fields: [{ path: 'position', message: `The next question to answer is ${answers.length}` }],
        })
      }
      const feedback = await feedbackFor(question, input.answer, { jobContext: session.jobContext, resumeContext: session.resumeContext })
      const written = await repo.insertAnswer(db, {
        sessionId: session.id,
        userId,
        position: input.position,
        questionId: question.id,
        answer: input.answer,
        inputMode: input.input_mode,
        durationSeconds: input.duration_seconds,
        structureScore: feedback.scores.structure,
        relevanceScore: feedback.scores.relevance,
        specificityScore: feedback.scores.specificity,
        clarityScore: feedback.scores.clarity,
        fillerScore: feedback.scores.fillers,
        overallScore: feedback.overall,
        feedback: {
          source: feedback.source,
          tips: feedback.tips,
          filler_words: feedback.filler_words,
          word_count: feedback.word_count,
          comment: feedback.comment,
          sample_answer: feedback.sample_answer,
        },
        createdAt: now(),
      })
      if (!written) {
        const raced = (await repo.listAnswers(db, session.id)).find((answer) => answer.position === input.position)
        if (!raced) throw new Error('The answer was neither written nor found')
        return toAnswer(raced)
      }
      if (answers.length + 1 >= session.questionIds.length) await repo.markCompleted(db, session.id, now())
      return toAnswer(written)
    },

    async readAnalytics(userId) {
      const [recent, totals, weak] = await Promise.all([
        repo.listRecentSessions(db, userId, ANALYTICS_SESSIONS),
        repo.averageScores(db, userId),
        repo.listWeakLatestAnswers(db, userId, RETRY_BELOW, 10),
      ])
      const averages = scoresOf(totals)
      const weakest = averages ? [...INTERVIEW_DIMENSIONS].sort((a, b) => averages[a] - averages[b]) : []
      return {
        sessions: recent.toReversed().flatMap((session) =>
          isInterviewRole(session.role)
            ? [
                {
                  id: session.id,
                  role: session.role,
                  level: levelOf(session.level),
                  created_at: session.createdAt.toISOString(),
                  answered: session.answered,
                  question_count: session.questionIds.length,
                  overall: roundedOrNull(session.overall),
                  scores: scoresOf(session),
                },
              ]
            : [],
        ),
        answer_count: totals.answers,
        averages,
        weakest,
        retry: weak.flatMap((answer) => {
          const question = findQuestion(answer.questionId)
          if (!question) return []
          return [
            {
              question_id: question.id,
              role: question.role,
              text: question.text,
              overall: answer.overall,
              answered_at: answer.createdAt.toISOString(),
            },
          ]
        }),
      }
    },
  }
}

function levelOf(value: string): InterviewLevel {
  if (value === 'entry' || value === 'mid' || value === 'senior') return value
  throw new Error(`Unknown interview level ${value}`)
}

function roundedOrNull(value: string | null): number | null {
  return value === null ? null : Math.round(Number(value))
}

function scoresOf(row: repo.ScoreAverages): DimensionScores | null {
  if (row.structure === null || row.relevance === null || row.specificity === null || row.clarity === null || row.fillers === null)
    return null
  return {
    structure: Math.round(Number(row.structure)),
    relevance: Math.round(Number(row.relevance)),
    specificity: Math.round(Number(row.specificity)),
    clarity: Math.round(Number(row.clarity)),
    fillers: Math.round(Number(row.fillers)),
  }
}

function toSession(row: InterviewSessionRow, answers: InterviewAnswerRow[]): InterviewSession {
  if (!isInterviewRole(row.role)) throw new Error(`Unknown interview role ${row.role}`)
  return {
    id: row.id,
    role: row.role,
    level: levelOf(row.level),
    job_title: row.jobContext?.split('\n')[0] ?? null,
    resume_name: row.resumeContext?.split('\n')[0] ?? null,
    questions: row.questionIds.flatMap((id, position) => {
      const question = findQuestion(id)
      return question ? [{ position, id, kind: question.kind, text: question.text }] : []
    }),
    answers: answers.map(toAnswer),
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  }
}

function toAnswer(row: InterviewAnswerRow): SessionAnswer {
  const stored = storedFeedbackSchema.parse(row.feedback)
  const scores = {
    structure: row.structureScore,
    relevance: row.relevanceScore,
    specificity: row.specificityScore,
    clarity: row.clarityScore,
    fillers: row.fillerScore,
  }
  return {
    position: row.position,
    question_id: row.questionId,
    answer: row.answer,
    input_mode: row.inputMode === 'voice' ? 'voice' : 'typed',
    duration_seconds: row.durationSeconds,
    feedback: { ...stored, scores, overall: row.overallScore },
    created_at: row.createdAt.toISOString(),
  }
}

const storedFeedbackSchema = answerFeedbackSchema.omit({ scores: true, overall: true })
