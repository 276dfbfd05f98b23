import { interviewAnswers, interviewSessions } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The person's mock-interview sessions, with what they practised against. */
export const interviewSessionsData = ownedRows({
  key: 'interviewSessions',
  table: interviewSessions,
  owner: interviewSessions.userId,
  fields: {
    id: interviewSessions.id,
    role: interviewSessions.role,
    level: interviewSessions.level,
    questionIds: interviewSessions.questionIds,
    applicationId: interviewSessions.applicationId,
    jobContext: interviewSessions.jobContext,
    resumeId: interviewSessions.resumeId,
    resumeContext: interviewSessions.resumeContext,
    createdAt: interviewSessions.createdAt,
    completedAt: interviewSessions.completedAt,
  },
  orderBy: [interviewSessions.createdAt, interviewSessions.id],
})

/** Every answer they gave, with its scores and feedback. */
export const interviewAnswersData = ownedRows({
  key: 'interviewAnswers',
  table: interviewAnswers,
  owner: interviewAnswers.userId,
  fields: {
    sessionId: interviewAnswers.sessionId,
    position: interviewAnswers.position,
    questionId: interviewAnswers.questionId,
    answer: interviewAnswers.answer,
    inputMode: interviewAnswers.inputMode,
    durationSeconds: interviewAnswers.durationSeconds,
    structureScore: interviewAnswers.structureScore,
    relevanceScore: interviewAnswers.relevanceScore,
    specificityScore: interviewAnswers.specificityScore,
    clarityScore: interviewAnswers.clarityScore,
    fillerScore: interviewAnswers.fillerScore,
    overallScore: interviewAnswers.overallScore,
    feedback: interviewAnswers.feedback,
    createdAt: interviewAnswers.createdAt,
  },
  orderBy: [interviewAnswers.createdAt, interviewAnswers.id],
})
