import * as uploadSchemas from '#core/resume/upload.schema.ts'
import { resumeUploadEndpoints } from '#core/resume/upload.endpoints.ts'
import { RESUME_UPLOAD_MAX_BYTES } from '#core/resume/upload-limits.ts'
import { optionalViewerAccess, type AuthService, type OptionalViewerEnv } from '#server/features/auth/index.ts'
import type { Context } from 'hono'
import { apiRoute } from '#server/lib/api-route.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { RateLimiter, RateRule } from '#server/lib/rate-limit.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import type { ResumeUploadService } from './service.ts'

/** Uploads a person may parse in a minute: a few tries with a different file, not a crawler's batch. */
export const UPLOAD_RATE: RateRule = { limit: 10, windowMs: 60_000 }

/** /api/resume-uploads, mounted through the feature registry: parse an uploaded resume; nothing is stored. */
export function createResumeUploadRoutes(deps: {
  auth: AuthService
  visitorIds: VisitorIds
  rateLimiter: RateLimiter
  resumeUpload: ResumeUploadService
}) {
  const router = createApiRouter()
  const route = apiRoute(resumeUploadEndpoints.parse, uploadSchemas, {
    access: optionalViewerAccess(deps.auth),
    tags: ['Resume documents'],
    summary: 'Read a resume from an uploaded file',
    description:
      'The resume in one PDF, DOC, DOCX or TXT file of at most 5 MB (spec 001 §5), checked by its content, not its name: the text ' +
      'is read (pdf.js with eval off; a DOCX unzipped under caps on entries and unpacked size; an old .doc by its piece table, best ' +
      'effort) and parsed into the resume document, which the person reviews section by section before it joins their resume. ' +
      'Nothing is stored. Guests may call it; limited per person (the signed-in user, or a guest by the visitor cookie `jy_visitor`).',
    answer: 'The resume read from the file',
    errors: {
      413: `The file is over ${RESUME_UPLOAD_MAX_BYTES} bytes, or a DOCX unpacks to more than 10 MB (FILE_TOO_LARGE, reason file_unpacks_too_large)`,
      415: 'Not a PDF, DOC, DOCX or TXT file by name or content (FILE_INVALID_TYPE); a PDF pdf.js cannot open (pdf_unreadable), one with only images (pdf_no_text), a file locked by a password (file_encrypted), a file that cannot be read (file_unreadable), or one with no resume in it (not_a_resume)',
      429: `More than ${UPLOAD_RATE.limit} uploads a minute (API_RATE_LIMITED, with Retry-After)`,
      500: 'Reading the PDF failed unexpectedly (FILE_UPLOAD_FAILED, reason pdf_failed: "Failed to process PDF file")',
    },
  })
  // Uploads and imports share one count: both read a file a person sends.
  async function limit(c: Context<OptionalViewerEnv & AppEnv>) {
    const viewer = c.get('viewer')
    const subject = viewer ? `user:${viewer.userId}` : `visitor:${await deps.visitorIds.readOrIssue(c, c.get('clientIp'))}`
    const limited = await deps.rateLimiter.hit('resume-upload', subject, UPLOAD_RATE)
    if (limited) {
      c.header('Retry-After', String(limited.retryAfterSeconds))
      throw new AppError('API_RATE_LIMITED', { detail: `resume-upload over ${UPLOAD_RATE.limit} a minute` })
    }
  }
  router.openapi(route, async (c) => {
    await limit(c)
    const { file } = c.req.valid('form')
    return c.json(await deps.resumeUpload.parse(file), 200)
  })
  const importRoute = apiRoute(resumeUploadEndpoints.import, uploadSchemas, {
    access: optionalViewerAccess(deps.auth),
    tags: ['Resume documents'],
    summary: 'Import a resume from a JSON file or a LinkedIn data export',
    description:
      'A JSON Resume 1.0 file (jsonresume.org), our own JSON export (JSON Resume with `meta.jobyatra`, whose `schemaVersion` is ' +
      'checked) or our stored document, validated by zod; or the ZIP of LinkedIn\'s "Download your data" (Profile, Positions, ' +
      'Education, Skills, Certifications, Languages, Projects, Honors, Email Addresses and PhoneNumbers CSV files), unzipped under ' +
      'the DOCX caps. At most 5 MB, checked by name and content. Answers the resume document for the same section-by-section review ' +
      "as an upload; nothing is stored. Guests may call it; it shares the upload's limit per person.",
    answer: 'The resume read from the file',
    errors: {
      413: `The file is over ${RESUME_UPLOAD_MAX_BYTES} bytes, or the ZIP unpacks to more than 10 MB or holds over 1,000 entries (FILE_TOO_LARGE, reason file_unpacks_too_large)`,
      415: 'Not a .json or .zip file by name or content (FILE_INVALID_TYPE, reason import_type); JSON that does not parse (json_invalid), that is not a resume (json_not_resume, params.field naming the first field refused), or made by a newer document version (json_newer_version, params.version); a ZIP that is not a LinkedIn export (linkedin_not_export) or cannot be read (file_unreadable); nothing to import (not_a_resume)',
      429: `More than ${UPLOAD_RATE.limit} uploads and imports a minute (API_RATE_LIMITED, with Retry-After)`,
    },
  })
  router.openapi(importRoute, async (c) => {
    await limit(c)
    const { file } = c.req.valid('form')
    return c.json(await deps.resumeUpload.importFile(file), 200)
  })
  return router
}
