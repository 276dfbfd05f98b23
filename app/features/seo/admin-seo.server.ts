import { data } from 'react-router'
import { z } from 'zod'
import { checkHead, type HeadIssue } from '#core/seo/head-checks.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import type { LinkCheckRun } from '#server/features/seo/index.ts'

export type { LinkCheckRun }

/** Public pages on one page of /admin/seo: each one's head is read over HTTP as the page loads. */
export const SEO_PAGE_SIZE = 50
/** The longest path search kept. */
const SEARCH_MAX = 200
/** Page heads read at once while the screen loads. */
const READ_CONCURRENCY = 4

export interface SeoPageRow {
  path: string
  title: string
  description: string
  failure: string | null
  issues: HeadIssue[]
  override: { title: string | null; description: string | null } | null
}

async function adminTitle(request: Request, key: 'seo' | 'linkChecker'): Promise<string> {
  const t = createI18n(await readRequestLanguage(request)).getFixedT('admin')
  return withSiteName(t('pageTitle', { area: t(`areas.${key}`) }))
}

async function mapLimited<Item, Result>(items: readonly Item[], limit: number, work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = []
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map(work))))
  }
  return results
}

function readPageNumber(value: string | null): number {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/**
 * /admin/seo: every public page the sitemap lists, 50 a page, searchable by path (decision 074), with
 * the true total; each listed page's head as a crawler reads it, its checks and its override.
 */
export async function loadAdminSeo(request: Request, context: RequestContext) {
  await gatePage(request, context, 'staff')
  const { seo } = context.services
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX)
  const page = readPageNumber(url.searchParams.get('page'))
  const { total, paths } = await seo.listPublicPages({ offset: (page - 1) * SEO_PAGE_SIZE, limit: SEO_PAGE_SIZE, pathContains: query })
  const overrides = new Map((await seo.listOverrides()).map((override) => [override.path, override]))
  const heads = await mapLimited(paths, READ_CONCURRENCY, (path) => seo.readPageHead(path))
  const pages: SeoPageRow[] = heads.map((head) => {
    const override = overrides.get(head.path)
    return {
      ...head,
      issues: head.failure === null ? checkHead(head) : [],
      override: override ? { title: override.title, description: override.description } : null,
    }
  })
  return { title: await adminTitle(request, 'seo'), pages, total, query, page, pageCount: Math.max(1, Math.ceil(total / SEO_PAGE_SIZE)) }
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))

const overrideFormSchema = z.object({
  path: z.string().startsWith('/').max(500),
  title: optionalText(200),
  description: optionalText(500),
})

/** Saves a page's override (both fields empty: removes it); written to the audit log. */
export async function saveSeoOverride(request: Request, context: RequestContext) {
  const { viewer } = await gatePage(request, context, 'staff')
  const form = Object.fromEntries(await request.formData())
  const input = overrideFormSchema.parse(form)
  await context.services.seo.saveOverride({ userId: viewer.userId, email: viewer.email, role: viewer.role }, input)
  return data({ savedPath: input.path })
}

/** /admin/link-checker: the latest run with its progress and broken links. */
export async function loadLinkChecker(request: Request, context: RequestContext): Promise<{ title: string; run: LinkCheckRun | null }> {
  await gatePage(request, context, 'staff')
  return { title: await adminTitle(request, 'linkChecker'), run: await context.services.seo.latestLinkCheck() }
}

/** Starts a link check in the background (one at a time); written to the audit log. */
export async function startLinkCheck(request: Request, context: RequestContext) {
  const { viewer } = await gatePage(request, context, 'staff')
  const runId = await context.services.seo.startLinkCheck({ userId: viewer.userId, email: viewer.email, role: viewer.role })
  return { runId }
}
