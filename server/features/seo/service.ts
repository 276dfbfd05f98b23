import { desc, eq } from 'drizzle-orm'
import type { StaffRole } from '#core/auth/roles.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { auditLog, linkCheckRuns, seoOverrides, type BrokenLink } from '#server/db/schema/index.ts'
import type { BackgroundJob, JobQueue } from '#server/jobs/job-definition.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createTtlCache } from '#server/lib/ttl-cache.ts'
import { BoundedFetchError, fetchBounded } from '#server/lib/bounded-fetch.ts'
import { checkLinks, type LinkCheckProgress, type LinkCheckSettings } from './link-checker.ts'
import type { BoundSitemapSource } from '#server/lib/server-feature.ts'

/** A page's head as a visitor's browser receives it (null fields: the page could not be read, and why). */
export interface PageHead {
  path: string
  title: string
  description: string
  failure: string | null
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** The <title> and meta description of a page's HTML. */
export function readHeadFromHtml(html: string): { title: string; description: string } {
  const head = html.slice(0, Math.max(html.indexOf('</head>'), 0))
  return {
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: decodeEntities(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''),
  }
}

/** Staff's own title and description of a page; a null field keeps the page's own. */
export interface SeoOverride {
  path: string
  title: string | null
  description: string | null
  updatedAt: Date
}

export interface LinkCheckRun {
  id: number
  status: 'queued' | 'running' | 'done' | 'failed'
  createdAt: Date
  finishedAt: Date | null
  pagesCrawled: number
  linksChecked: number
  linksFound: number
  broken: BrokenLink[]
  failure: string | null
}

export interface SeoActor {
  userId: string
  email: string
  role: StaffRole
}

/** Sitemap entries read at once while /admin/seo searches the public pages: bounded memory whatever a source holds. */
const LIST_CHUNK = 5_000

/** The pages read overrides on every render: the whole (small) table is held this long. */
const OVERRIDES_TTL_MS = 60_000

function toRunStatus(value: string): LinkCheckRun['status'] {
  return value === 'running' || value === 'done' || value === 'failed' ? value : 'queued'
}

export interface SeoServiceDeps {
  database: DatabaseHandle
  logger: Logger
  /** Where the crawler reads the public pages (this server), and how it checks links. */
  linkCheck: LinkCheckSettings
  /** Absent where no queue runs: a link check then runs in this process, in the background. */
  queue: JobQueue | null
  linkCheckJob: BackgroundJob<never, { runId: number }>
}

/**
 * Search visibility's staff side: the title and description overrides /admin/seo edits (every write
 * in the audit log, in the same transaction) and the pages read through a cached lookup, and the
 * link checker's runs.
 */
export function createSeoService(deps: SeoServiceDeps) {
  const { db } = deps.database
  const cache = createTtlCache<'all', Map<string, SeoOverride>>({ ttlMs: OVERRIDES_TTL_MS, maxEntries: 1 })
  // Every feature's sitemap sources, bound to the services once they are all built (server/services.ts).
  let sitemapSources: readonly BoundSitemapSource[] = []

  async function readAll(): Promise<Map<string, SeoOverride>> {
    const cached = cache.get('all')
    if (cached) return cached
    const rows = await db.select().from(seoOverrides)
    const byPath = new Map(
      rows.map((row) => [row.path, { path: row.path, title: row.title, description: row.description, updatedAt: row.updatedAt }]),
    )
    cache.set('all', byPath)
    return byPath
  }

  async function updateRun(runId: number, progress: Partial<LinkCheckProgress> & { status?: string; finishedAt?: Date; failure?: string }) {
    await db.update(linkCheckRuns).set(progress).where(eq(linkCheckRuns.id, runId))
  }

  const service = {
    /** Reads a public page from this server the way a crawler does (its own head, with any override applied). */
    async readPageHead(path: string): Promise<PageHead> {
      try {
        const response = await fetchBounded(new URL(path, deps.linkCheck.crawlBaseUrl).href, {
          maxBytes: 3 * 1024 * 1024,
          timeoutMs: 10_000,
        })
        return { path, ...readHeadFromHtml(response.text()), failure: null }
      } catch (error) {
        if (!(error instanceof BoundedFetchError)) throw error
        return { path, title: '', description: '', failure: error.message }
      }
    },

    /** Hands the service every feature's sitemap sources (createServices, once the services exist). */
    attachSitemapSources(sources: readonly BoundSitemapSource[]): void {
      sitemapSources = sources
    },

    /**
     * One page of every public page the sitemap lists (/admin/seo, decision 074), with the true total.
     * Without a search, the sources' counts place the page and only its entries are read; with one, each
     * source is read LIST_CHUNK entries at a time and only the matches on the page are kept.
     */
    async listPublicPages(input: { offset: number; limit: number; pathContains: string }): Promise<{ total: number; paths: string[] }> {
      const needle = input.pathContains.trim().toLowerCase()
      const end = input.offset + input.limit
      const paths: string[] = []
      let total = 0
      if (needle === '') {
        const counts = await Promise.all(sitemapSources.map((source) => source.count()))
        for (const [index, source] of sitemapSources.entries()) {
          const size = counts[index] ?? 0
          const from = Math.max(input.offset - total, 0)
          const to = Math.min(end - total, size)
          if (to > from) paths.push(...(await source.list({ offset: from, limit: to - from })).map((entry) => entry.path))
          total += size
        }
        return { total, paths }
      }
      for (const source of sitemapSources) {
        for (let offset = 0; ; offset += LIST_CHUNK) {
          const entries = await source.list({ offset, limit: LIST_CHUNK })
          for (const entry of entries) {
            if (!entry.path.toLowerCase().includes(needle)) continue
            if (total >= input.offset && total < end) paths.push(entry.path)
            total += 1
          }
          if (entries.length < LIST_CHUNK) break
        }
      }
      return { total, paths }
    },

    listOverrides: async (): Promise<SeoOverride[]> => [...(await readAll()).values()],

    /** The override of one path (cached), or null: what publicPageMeta's callers honour. */
    findOverride: async (path: string): Promise<SeoOverride | null> => (await readAll()).get(path) ?? null,

    /** Saves (or, with both fields empty, removes) a page's override, with its audit row. */
    async saveOverride(actor: SeoActor, input: { path: string; title: string | null; description: string | null }): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(seoOverrides).where(eq(seoOverrides.path, input.path)).for('update')
        const isRemoval = input.title === null && input.description === null
        if (isRemoval) {
          await tx.delete(seoOverrides).where(eq(seoOverrides.path, input.path))
        } else {
          const values = { title: input.title, description: input.description, updatedByUserId: actor.userId, updatedAt: new Date() }
          await tx
            .insert(seoOverrides)
            .values({ path: input.path, ...values })
            .onConflictDoUpdate({ target: seoOverrides.path, set: values })
        }
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.email,
          action: isRemoval ? 'seo.override.remove' : 'seo.override.save',
          targetType: 'page',
          targetId: input.path,
          before: before ? { title: before.title, description: before.description } : null,
          after: isRemoval ? null : { title: input.title, description: input.description },
        })
      })
      cache.clear()
    },

    async latestLinkCheck(): Promise<LinkCheckRun | null> {
      const [row] = await db.select().from(linkCheckRuns).orderBy(desc(linkCheckRuns.id)).limit(1)
      if (!row) return null
      return { ...row, status: toRunStatus(row.status) }
    },

    /** Starts a link check (one at a time: while one is queued or running, that one is returned), with its audit row. */
    async startLinkCheck(actor: SeoActor): Promise<number> {
      const latest = await service.latestLinkCheck()
      if (latest && (latest.status === 'queued' || latest.status === 'running')) return latest.id
      const runId = await db.transaction(async (tx) => {
        const [run] = await tx
          .insert(linkCheckRuns)
          .values({ status: 'queued', startedByUserId: actor.userId })
          .returning({ id: linkCheckRuns.id })
        if (!run) throw new Error('the link check run was not stored')
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.email,
          action: 'seo.link_check.start',
          targetType: 'link_check',
          targetId: String(run.id),
          before: null,
          after: null,
        })
        return run.id
      })
      if (deps.queue) {
        await deps.queue.send(deps.linkCheckJob, { runId })
      } else {
        void service.runLinkCheck(runId, new AbortController().signal).catch((error: unknown) => {
          deps.logger.error({ err: error, runId }, 'link check failed')
        })
      }
      return runId
    },

    /** The background job's work: crawls, writing progress as it goes, and stores what it found. */
    async runLinkCheck(runId: number, signal: AbortSignal): Promise<void> {
      await updateRun(runId, { status: 'running' })
      try {
        const result = await checkLinks(deps.linkCheck, signal, (progress) => updateRun(runId, progress))
        await updateRun(runId, { ...result, status: 'done', finishedAt: new Date() })
      } catch (error) {
        const failure = error instanceof Error ? error.message : String(error)
        await updateRun(runId, { status: 'failed', failure, finishedAt: new Date() })
        throw error
      }
    },
  }
  return service
}

export type SeoService = ReturnType<typeof createSeoService>
