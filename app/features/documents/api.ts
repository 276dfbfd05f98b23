import { coverLetterEndpoints } from '#core/cover-letters/cover-letters.endpoints.ts'
import type { CoverLetterPdfInput, GenerateDocumentsInput, SaveCoverLetterInput } from '#core/cover-letters/cover-letters.schema.ts'
import { callApi } from '#app/lib/call-api.ts'
import { callApiForFile } from '#app/lib/call-api-for-file.ts'
import { IDEMPOTENCY_HEADER } from '#app/lib/offline/record-kinds.ts'

/** The document generator's calls (/api/cover-letters). */

export const readGeneratorProfile = () => callApi(coverLetterEndpoints.profile)

export const generateDocuments = (input: GenerateDocumentsInput) => callApi(coverLetterEndpoints.generate, { body: input })

export const saveCoverLetter = (input: SaveCoverLetterInput, idempotencyKey: string) =>
  callApi(coverLetterEndpoints.save, { body: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })

export const downloadCoverLetterPdf = (input: CoverLetterPdfInput) => callApiForFile(coverLetterEndpoints.pdf, { body: input })
