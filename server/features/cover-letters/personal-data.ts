import { coverLetterGenerationHistory, coverLetters } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The person's saved cover letters, oldest first, with how each was written. */
export const coverLettersData = ownedRows({
  key: 'coverLetters',
  table: coverLetters,
  owner: coverLetters.userId,
  fields: {
    id: coverLetters.id,
    jobId: coverLetters.jobId,
    jobTitle: coverLetters.jobTitle,
    companyName: coverLetters.companyName,
    content: coverLetters.content,
    variationType: coverLetters.variationType,
    metadata: coverLetters.metadata,
    createdAt: coverLetters.createdAt,
  },
  orderBy: [coverLetters.createdAt, coverLetters.id],
})

/** Every generation attempt: the job, the style, whether the AI wrote it, and the letter it was saved as. */
export const coverLetterGenerationsData = ownedRows({
  key: 'coverLetterGenerations',
  table: coverLetterGenerationHistory,
  owner: coverLetterGenerationHistory.userId,
  fields: {
    jobId: coverLetterGenerationHistory.jobId,
    variationType: coverLetterGenerationHistory.variationType,
    success: coverLetterGenerationHistory.success,
    source: coverLetterGenerationHistory.source,
    coverLetterId: coverLetterGenerationHistory.coverLetterId,
    createdAt: coverLetterGenerationHistory.createdAt,
  },
  orderBy: [coverLetterGenerationHistory.createdAt, coverLetterGenerationHistory.id],
})
