import { createRoute, z } from '@hono/zod-openapi'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { CompaniesService } from './service.ts'

/** Companies' ids are PostgreSQL serials: 1 to 2^31 − 1. */
const MAX_COMPANY_ID = 2_147_483_647

const LOGO_CACHE_CONTROL = 'public, max-age=86400'
/** The logo is an image to show, never a document to run: no scripts, no plugins, no same-origin access. */
const LOGO_CSP = "default-src 'none'; sandbox"

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})

const logoRoute = createRoute({
  method: 'get',
  path: '/{id}/logo',
  tags: ['Companies'],
  summary: "A company's logo",
  description:
    "The company's logo as we stored it: fetched once from the URL its job source gave, checked to be a PNG, JPEG, GIF, WebP or ICO image " +
    'of at most 256 KB (SVG is refused), and served from here so that pages never load images from the source. ' +
    'A strong ETag (the SHA-256 of the bytes) answers If-None-Match with 304.',
  request: {
    params: z.object({
      // Text, not a number schema: an id that is not a positive integer names no company, so it is a 404 like any unknown id.
      id: z.string().meta({ description: "The company's id (a positive integer)", example: '12' }),
    }),
  },
  responses: {
    200: {
      description: 'The logo',
      content: {
        'image/png': { schema: z.string().meta({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
        'image/gif': { schema: z.string().meta({ format: 'binary' }) },
        'image/webp': { schema: z.string().meta({ format: 'binary' }) },
        'image/x-icon': { schema: z.string().meta({ format: 'binary' }) },
      },
    },
    304: { description: 'The logo has not changed since the ETag given in If-None-Match' },
    400: errorContent('The path is not valid UTF-8 or holds a NUL'),
    404: errorContent('No company has this id, or we hold no logo for it ("The requested resource was not found.")'),
  },
})

/** The companies API, mounted at /api/companies by server/services.ts. */
export function createCompaniesRoutes(companies: CompaniesService) {
  const router = createApiRouter()

  router.openapi(logoRoute, async (c) => {
    const companyId = parseCompanyId(c.req.valid('param').id)
    const logo = companyId === null ? null : await companies.findLogo(companyId)
    if (logo === null) throw new AppError('NOT_FOUND')
    const etag = `"${logo.sha256}"`
    const headers = {
      ETag: etag,
      'Cache-Control': LOGO_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': LOGO_CSP,
    }
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
    return c.body(new Uint8Array(logo.bytes), 200, { ...headers, 'Content-Type': logo.contentType })
  })

  return router
}

/** The id written as a positive integer in plain decimal digits (no sign, leading zero or exponent), else null. */
export function parseCompanyId(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_COMPANY_ID ? id : null
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): any listed tag, weak or strong, or *. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}
