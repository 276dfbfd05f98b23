import { and, desc, eq, sql } from 'drizzle-orm'
import { DEFAULT_JOB_EXPIRY_DAYS, type JobSourceDeclaration } from '#core/jobs/job-source.schema.ts'
import type { ConnectorContext, ConnectorRegistry, JobConnector, ProviderCredentials } from '#server/adapters/job-sources/port.ts'

export type { ConnectorRegistry }
import { SourceReadError } from '#server/adapters/job-sources/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { jobSourceRuns, jobSources, type JobSourceCounts, type JobSourceRunStatus, type RejectionSummary } from '#server/db/schema/jobs.ts'
import { BoundedFetchError, fetchBounded } from '#server/lib/bounded-fetch.ts'
import type { Logger } from '#server/lib/logger.ts'
import { optimizeJobSearch } from '#server/features/jobs/maintenance.ts'
import { rebuildSearchTables } from '#server/features/jobs/search-tables.ts'
import { expireJobs } from './expiry.ts'
import { RUN_HEARTBEAT_MS } from './sources.ts'
import { storePostings, type CompanyResolver, type PostingRejection } from './store.ts'

/** What a run may fetch: every request's deadline and byte cap, and how many pages a source may page through. */
export interface IngestLimits {
  maxPages: number
  maxBytes: number
  timeoutMs: number
  retries: number
  /** A job no source has seen for this many days expires (JOB_EXPIRY_DAYS). */
  unseenDays: number
}

export const defaultIngestLimits: IngestLimits = {
  maxPages: 20,
  maxBytes: 20 * 1024 * 1024,
  timeoutMs: 30_000,
  retries: 2,
  unseenDays: DEFAULT_JOB_EXPIRY_DAYS,
}

export interface RunSourceDeps {
  database: DatabaseHandle
  logger: Logger
  connectors: ConnectorRegistry
  credentials: ProviderCredentials
  limits: IngestLimits
  resolveCompanies?: CompanyResolver
  /** Run after the postings are stored (the companies feature fetches the logos it lacks). */
  afterRun?: () => Promise<void>
  /** How often the run's heartbeat is written (RUN_HEARTBEAT_MS; tests beat faster). */
  heartbeatMs?: number
}

export interface SourceRunResult {
  runId: number
  sourceId: string
  status: Exclude<JobSourceRunStatus, 'running'>
  counts: JobSourceCounts
  rejections: RejectionSummary[]
  error: string | null
}

const MAX_REJECTION_SAMPLES = 5
const MAX_REJECTION_REASONS = 50
const MAX_ERROR_LENGTH = 500

/**
 * Runs one source once: asks its connector for pages, stores each (store.ts), records the run with
 * its counts and grouped rejections, expires what went stale, and refreshes search so the new jobs
 * are found at once. A source that fails part-way keeps the pages it stored; the run says why it
 * failed in words safe to show staff. The caller (the queue or `npm run ingest`) decides on retries.
 */
export async function runSource(
  deps: RunSourceDeps,
  sourceId: string,
  trigger: 'schedule' | 'manual' | 'cli',
  signal: AbortSignal = new AbortController().signal,
): Promise<SourceRunResult> {
  const { db } = deps.database
  const [source] = await db.select().from(jobSources).where(eq(jobSources.id, sourceId))
  if (!source) throw new Error(`no job source "${sourceId}"`)
  const now = new Date()
  const [run] = await db.insert(jobSourceRuns).values({ sourceId, trigger, startedAt: now }).returning({ id: jobSourceRuns.id })
  if (!run) throw new Error('the run was not recorded')
  const stopHeartbeat = startHeartbeat(deps, run.id)
  try {
    return await carryOut(deps, source, run.id, now, signal)
  } finally {
    stopHeartbeat()
  }
}

/**
 * Writes the run's heartbeat every `heartbeatMs` while it goes (the insert set the first), so a
 * server starting beside this one, or the periodic sweep, can tell it from a run whose process died
 * (sources.ts closeInterruptedRuns). A beat that fails is logged; the next one tries again.
 */
function startHeartbeat(deps: RunSourceDeps, runId: number): () => void {
  const timer = setInterval(() => {
    deps.database.db
      .update(jobSourceRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(jobSourceRuns.id, runId), eq(jobSourceRuns.status, 'running')))
      .catch((caught: unknown) => deps.logger.warn({ runId, err: caught }, 'job source run heartbeat not written'))
  }, deps.heartbeatMs ?? RUN_HEARTBEAT_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/** The run itself: the connector's pages stored, the expiry, the search refresh and the run's record. */
async function carryOut(
  deps: RunSourceDeps,
  source: typeof jobSources.$inferSelect,
  runId: number,
  now: Date,
  signal: AbortSignal,
): Promise<SourceRunResult> {
  const { db } = deps.database
  const sourceId = source.id
  const counts: JobSourceCounts = { fetched: 0, created: 0, updated: 0, duplicates: 0, rejected: 0, expired: 0 }
  const rejections = new RejectionTally()
  let error: string | null = null
  try {
    const declaration = toDeclaration(source.kind, source.name, source.config)
    const connector = deps.connectors[declaration.kind] as JobConnector
    for await (const page of connector.fetchPostings(declaration, createContext(deps, now, signal))) {
      counts.fetched += page.postings.length + page.rejected.length
      counts.rejected += page.rejected.length
      rejections.add(page.rejected)
      const stored = await storePostings(db, {
        sourceId,
        publisher: publisherFor(source.kind, source.name),
        postings: page.postings,
        now,
        resolveCompanies: deps.resolveCompanies,
      })
      counts.created += stored.counts.created
      counts.updated += stored.counts.updated
      counts.duplicates += stored.counts.duplicates
      counts.rejected += stored.counts.rejected
      rejections.add(stored.rejections)
    }
  } catch (caught) {
    error = describeFailure(caught)
    deps.logger.warn({ sourceId, runId, err: caught }, 'job source run failed')
  }
  counts.expired = await expireJobs(db, new Date(), deps.limits.unseenDays)
  if (counts.created + counts.updated + counts.duplicates + counts.expired > 0) {
    await optimizeJobSearch(deps.database)
    await rebuildSearchTables(db)
  }
  const status = error === null ? 'succeeded' : 'failed'
  const summary = rejections.summary()
  await recordRun(deps.database, { runId, sourceId, status, counts, rejections: summary, error })
  if (deps.afterRun) await deps.afterRun().catch((caught: unknown) => deps.logger.warn({ err: caught }, 'after-run step failed'))
  return { runId, sourceId, status, counts, rejections: summary, error }
}

const portalNames: Readonly<Record<string, string>> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  adzuna: 'Adzuna',
  jsearch: 'JSearch',
}

/** How a job's place to apply from this source is labelled: the portal, or the source's own name (a careers page, a feed). */
function publisherFor(kind: string, name: string): string {
  return portalNames[kind] ?? name
}

function createContext(deps: RunSourceDeps, now: Date, signal: AbortSignal): ConnectorContext {
  const { limits } = deps
  return {
    http: (url, init) =>
      fetchBounded(url, {
        ...init,
        maxBytes: limits.maxBytes,
        timeoutMs: limits.timeoutMs,
        retries: limits.retries,
        signal,
        headers: { 'user-agent': 'JobYatraBot/1.0 (+https://jobyatra.in/bot)', ...init?.headers },
      }),
    credentials: deps.credentials,
    now,
    signal,
    maxPages: limits.maxPages,
  }
}

/** The row's kind, name and config read back as the declaration the connector takes. */
export function toDeclaration(kind: string, name: string, config: Record<string, string>): JobSourceDeclaration {
  return { ...config, kind, name } as JobSourceDeclaration
}

function describeFailure(caught: unknown): string {
  if (caught instanceof BoundedFetchError || caught instanceof SourceReadError) return caught.message.slice(0, MAX_ERROR_LENGTH)
  return 'Unexpected error while reading the source (see the server log)'
}

async function recordRun(
  database: DatabaseHandle,
  run: {
    runId: number
    sourceId: string
    status: 'succeeded' | 'failed'
    counts: JobSourceCounts
    rejections: RejectionSummary[]
    error: string | null
  },
): Promise<void> {
  const finishedAt = new Date()
  await database.db.transaction(async (tx) => {
    await tx
      .update(jobSourceRuns)
      .set({ ...run.counts, status: run.status, finishedAt, rejections: run.rejections, error: run.error })
      .where(eq(jobSourceRuns.id, run.runId))
    await tx
      .update(jobSources)
      .set({
        lastRunAt: finishedAt,
        lastStatus: run.status,
        lastError: run.error,
        lastCounts: run.counts,
        consecutiveFailures: run.status === 'failed' ? sql`${jobSources.consecutiveFailures} + 1` : 0,
        updatedAt: finishedAt,
      })
      .where(eq(jobSources.id, run.sourceId))
  })
}

/** Rejections grouped by reason, with a few of the postings each reason rejected. */
class RejectionTally {
  private readonly byReason = new Map<string, RejectionSummary>()

  add(rejections: readonly PostingRejection[]): void {
    for (const rejection of rejections) {
      let entry = this.byReason.get(rejection.reason)
      if (!entry) {
        if (this.byReason.size >= MAX_REJECTION_REASONS) continue
        entry = { reason: rejection.reason.slice(0, MAX_ERROR_LENGTH), count: 0, samples: [] }
        this.byReason.set(rejection.reason, entry)
      }
      entry.count += 1
      if (rejection.item !== null && entry.samples.length < MAX_REJECTION_SAMPLES) entry.samples.push(rejection.item)
    }
  }

  summary(): RejectionSummary[] {
    return [...this.byReason.values()].sort((a, b) => b.count - a.count)
  }
}

/** The newest runs of a source, newest first. */
export async function listRuns(database: DatabaseHandle, sourceId: string, limit: number) {
  return database.db
    .select()
    .from(jobSourceRuns)
    .where(eq(jobSourceRuns.sourceId, sourceId))
    .orderBy(desc(jobSourceRuns.startedAt))
    .limit(limit)
}
