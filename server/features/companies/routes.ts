import { z } from '@hono/zod-openapi'
import { companyEndpoints } from '#core/companies/companies.endpoints.ts'
import * as companySchemas from '#core/companies/companies.schema.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { CompaniesService } from './service.ts'

/** Companies' ids are PostgreSQL serials: 1 to 2^31 − 1. */
const MAX_COMPANY_ID = 2_147_483_647

const LOGO_CACHE_CONTROL = 'public, max-age=86400'
/** The logo is an image to show, never a document to run: no scripts, no plugins, no same-origin access. */
const LOGO_CSP = "default-src 'none'; sandbox"

/** The companies API, mounted at /api/companies by server/services.ts. */
export function createCompaniesRoutes(companies: CompaniesService) {
  const router = createApiRouter()

  const image = { schema: z.string().meta({ format: 'binary' }) }
  const logoRoute = apiRoute(companyEndpoints.logo, companySchemas, {
    tags: ['Companies'],
    summary: "A company's logo",
    description:
      "The company's logo as we stored it: fetched once from the URL its job source gave, checked to be a PNG, JPEG, GIF, WebP or ICO image " +
      'of at most 256 KB (SVG is refused), and served from here so that pages never load images from the source. ' +
      'A strong ETag (the SHA-256 of the bytes) answers If-None-Match with 304.',
    answer: 'The logo',
    content: { 'image/png': image, 'image/jpeg': image, 'image/gif': image, 'image/webp': image, 'image/x-icon': image },
    otherAnswers: { 304: 'The logo has not changed since the ETag given in If-None-Match' },
    errors: {
      400: 'The path is not valid UTF-8 or holds a NUL',
      404: 'No company has this id, or we hold no logo for it ("The requested resource was not found.")',
    },
  })
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
