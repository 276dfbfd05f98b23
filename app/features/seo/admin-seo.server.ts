import { data } from 'react-router'
import { z } from 'zod'
import { STATIC_PUBLIC_PATHS } from '#core/seo/public-pages.ts'
import { checkHead, type HeadIssue } from '#core/seo/head-checks.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import type { LinkCheckRun } from '#server/features/seo/index.ts'

export type { LinkCheckRun }

/** Pages listed from each sitemap source beside the fixed ones: a sample of the jobs, listings, posts… */
const PAGES_PER_SOURCE = 5
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

/** /admin/seo: every public page's head as a crawler reads it, its checks and its override. */
export async function loadAdminSeo(request: Request, context: RequestContext) {
  await gatePage(request, context, 'staff')
  const { seo } = context.services
  const sampled = await seo.listPublicPaths(PAGES_PER_SOURCE, ['pages'])
  const paths = [...new Set([...STATIC_PUBLIC_PATHS, ...sampled])]
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
  return { title: await adminTitle(request, 'seo'), pages }
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
