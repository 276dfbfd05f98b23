import type { Context } from 'hono'
import { z } from '@hono/zod-openapi'
import * as documentSchemas from '#core/resume/documents.schema.ts'
import { resumeDocumentEndpoints } from '#core/resume/documents.endpoints.ts'
import type { Plan } from '#core/plans/plans.ts'
import { optionalViewerAccess, type AuthService, type OptionalViewerEnv } from '#server/features/auth/index.ts'
import { resumeExportMetric, templateExportMetric, type TemplateCatalogue } from '#server/features/resumes/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { compressedJson } from '#server/lib/compressed-json.ts'
import type { DailyActivity } from '#server/lib/daily-activity.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { RateLimiter, RateRule } from '#server/lib/rate-limit.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import { EXPORT_CONTENT_TYPES, type ResumeDocumentsService } from './service.ts'

/** Live previews a person may ask for in a minute: a render per pause in typing, with room to spare. */
export const PREVIEW_RATE: RateRule = { limit: 120, windowMs: 60_000 }
/** Exports a person may ask for in a minute. */
export const EXPORT_RATE: RateRule = { limit: 30, windowMs: 60_000 }

const tags = ['Resume documents']
const guests =
  'Guests may call it (spec 001: guests may use resume templates; their resume is kept in the browser and sent whole). Limited per person: the signed-in user, or a guest by the signed visitor cookie `jy_visitor`, which the first call sets.'

/**
 * /api/resume-documents, mounted by server/services.ts: the live preview and the four exports of the
 * document sent. Nothing is stored.
 */
export function createResumeDocumentsRoutes(deps: {
  auth: AuthService
  visitorIds: VisitorIds
  rateLimiter: RateLimiter
  resumeDocuments: ResumeDocumentsService
  billing: { readPlan(userId: string | null): Promise<Plan> }
  resumeTemplates: TemplateCatalogue
  activity: Pick<DailyActivity, 'count'>
}) {
  const router = createApiRouter()
  const access = optionalViewerAccess(deps.auth)

  /** Counts one call of `purpose` for the caller; past the rule, 429 with Retry-After. */
  async function limitRate(c: Context<OptionalViewerEnv>, purpose: string, rule: RateRule): Promise<void> {
    const viewer = c.get('viewer')
    const subject = viewer ? `user:${viewer.userId}` : `visitor:${await deps.visitorIds.readOrIssue(c, c.get('clientIp'))}`
    const limited = await deps.rateLimiter.hit(purpose, subject, rule)
    if (!limited) return
    c.header('Retry-After', String(limited.retryAfterSeconds))
    throw new AppError('API_RATE_LIMITED', { detail: `${purpose} over ${rule.limit} a minute` })
  }

  const previewRoute = apiRoute(resumeDocumentEndpoints.preview, documentSchemas, {
    access,
    tags,
    summary: 'Preview a resume in a template',
    description: `The pages of the PDF the template makes of the document sent, as one SVG per page (the preview is the PDF: one Typst compile). Premium templates too, for everyone: exporting one takes Premium. ${guests}`,
    answer: 'The pages',
    errors: {
      429: `More than ${PREVIEW_RATE.limit} previews a minute (API_RATE_LIMITED, with Retry-After)`,
      500: 'The template could not be rendered (OPERATION_FAILED, reason preview_failed)',
    },
  })
  router.openapi(previewRoute, async (c) => {
    await limitRate(c, 'resume-preview', PREVIEW_RATE)
    const pages = await deps.resumeDocuments.preview(c.req.valid('json'))
    // 285 kB of JSON for a 2-page resume: compressed here for speed, not by the app's middleware (decision 081).
    return compressedJson(c, { pages })
  })

  const file = { schema: z.string().meta({ format: 'binary' }) }
  const exportRoute = apiRoute(resumeDocumentEndpoints.exportFile, documentSchemas, {
    access,
    tags,
    summary: 'Export a resume as PDF, DOCX, TXT or JSON',
    description:
      'The file of the document sent, as an attachment named from the person’s name (`Asha_Rao_Resume.pdf`): PDF in the template named ' +
      '(a real text layer), DOCX with Word’s heading styles and bulleted lists, TXT for pasting into job portals’ text boxes, JSON in the ' +
      `JSON Resume 1.0 schema (importable back without loss). A first or last name is required (spec 001 §5). ${guests}`,
    answer: 'The file',
    content: Object.fromEntries(Object.values(EXPORT_CONTENT_TYPES).map((type) => [type, file])),
    errors: {
      403: 'The template is a premium one and the caller has no Premium (PREMIUM_REQUIRED, reason premium_template): previews of premium templates are open to everyone, their exports take Premium; or staff disabled the template (PERMISSION_DENIED, reason template_disabled)',
      400: 'The document has no first or last name (VALIDATION_REQUIRED_FIELD, reason resume_name_missing: "Missing Information: Please add your name before exporting your resume.")',
      429: `More than ${EXPORT_RATE.limit} exports a minute (API_RATE_LIMITED, with Retry-After)`,
      500: 'The file could not be made (OPERATION_FAILED, reason export_failed: "Export Failed")',
    },
  })
  router.openapi(exportRoute, async (c) => {
    await limitRate(c, 'resume-export', EXPORT_RATE)
    const { format } = c.req.valid('param')
    const request = c.req.valid('json')
    // Every format of a premium template takes Premium (decision 059), a disabled one none (decision 072); a preview does.
    await deps.resumeTemplates.requireUsable(request.template, () => deps.billing.readPlan(c.get('viewer')?.userId ?? null))
    const exported = await deps.resumeDocuments.exportFile(request, format)
    // Anonymous counts for /admin/resume-analytics; only a PDF is drawn in its template.
    deps.activity.count(resumeExportMetric(format))
    if (format === 'pdf') deps.activity.count(templateExportMetric(request.template))
    return c.body(exported.bytes, 200, {
      'Content-Type': exported.contentType,
      'Content-Disposition': contentDisposition(exported.fileName),
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return router
}

/** An attachment with an ASCII name for old clients and the UTF-8 name (RFC 6266, RFC 8187) for the rest. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/^_+/, '')
  const fallback = ascii.startsWith('.') || ascii === '' ? `Resume${fileName.slice(fileName.lastIndexOf('.'))}` : ascii
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
