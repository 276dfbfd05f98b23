import { readRequestLanguage } from '#app/shell/language.ts'
import { pageLocation } from './page-location.server.ts'
import { absoluteUrl, type PublicPageMeta } from './public-page-meta.ts'
import type { RequestContext } from './request-context.server.ts'

/**
 * A public page's head as its loader builds it: the page's own title and description, its canonical
 * URL (the request's path unless given, without the query), the reader's language, and staff's
 * override from /admin/seo for that path when there is one (a cached lookup; a null field keeps the
 * page's own). Every public page's loader builds its head here or applies `applySeoOverride` to one it
 * built itself, so what /admin/seo saves is what search engines read.
 */
export async function loadPublicPageMeta(
  request: Request,
  context: RequestContext,
  page: Omit<PublicPageMeta, 'canonicalUrl' | 'language'> & { path?: string },
): Promise<PublicPageMeta> {
  const { path, ...rest } = page
  const canonicalPath = path ?? pageLocation(request).pathname
  const meta: PublicPageMeta = {
    ...rest,
    canonicalUrl: absoluteUrl(context.publicUrl, canonicalPath),
    language: await readRequestLanguage(request),
  }
  return applySeoOverride(context, meta)
}

/** The head with staff's override of its canonical path (/admin/seo), if any. */
export async function applySeoOverride<Meta extends { title: string; description: string; canonicalUrl: string }>(
  context: RequestContext,
  meta: Meta,
): Promise<Meta> {
  const { pathname, search } = new URL(meta.canonicalUrl)
  // An override is staff's polish of a head the page already has: a failed lookup leaves the page's own.
  const override = await context.services.seo.findOverride(`${pathname}${search}`).catch((error: unknown) => {
    context.logger.warn({ err: error, path: pathname }, 'the SEO override could not be read; the page keeps its own head')
    return null
  })
  if (!override) return meta
  return { ...meta, title: override.title ?? meta.title, description: override.description ?? meta.description }
}
