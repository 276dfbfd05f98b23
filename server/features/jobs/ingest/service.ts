import type { JobSourceActivity, JobSourceHealth } from '#core/admin/job-sources.ts'
import { englishMessage } from '#core/errors/error-text.server.ts'
import type { AdminJobSource, JobSourceRun } from '#core/admin/job-sources.schema.ts'
import type { SourceHealth } from '#core/health.schema.ts'
import { jobSourceKinds } from '#core/jobs/job-source-kinds.ts'
import { DEFAULT_SOURCE_SCHEDULE, type JobSourceDeclaration } from '#core/jobs/job-source.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { auditLog, jobSourceRuns } from '#server/db/schema/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { optimizeJobSearch } from '#server/features/jobs/maintenance.ts'
import { rebuildSearchTables } from '#server/features/jobs/search-tables.ts'
import { expireJobs } from './expiry.ts'
import { listRuns, runSource, toDeclaration, type RunSourceDeps, type SourceRunResult } from './run-source.ts'
import {
  addSource,
  closeInterruptedRuns,
  findSource,
  isLiveRun,
  listSources,
  setSourceEnabled,
  syncDeclaredSources,
  type JobSourceRow,
} from './sources.ts'

/**
 * The durable queue the service hands runs and schedules to (the `ingest-source` job of jobs.ts, on
 * pg-boss). A source has at most one run waiting and never two running at once.
 */
export interface SourceRunQueue {
  /**
   * Queues a run of the source; false when a run of it is already waiting. `schedule` for the runs the
   * server starts by itself (a new source's first run), `manual` for staff's Run now.
   */
  enqueueRun(sourceId: string, trigger: 'schedule' | 'manual'): Promise<boolean>
  /** Runs the source on this cron expression in India time, replacing the schedule it had. */
  scheduleSource(sourceId: string, cron: string): Promise<void>
  unscheduleSource(sourceId: string): Promise<void>
  /** The sources that have a schedule. */
  listScheduledSources(): Promise<string[]>
  /** The runs waiting in the queue: new (retryAt null), or failed and waiting to be retried at retryAt. */
  listWaitingRuns(): Promise<Array<{ sourceId: string; retryAt: Date | null }>>
  /** Whether the scheduler can read the cron expression (five fields can still say "minute 99"). */
  canReadSchedule(cron: string): boolean
}

/** What runs a source needs besides the database (run-source.ts): the connectors and their limits. */
export type SourceRunSettings = Omit<RunSourceDeps, 'database' | 'logger'>

export interface IngestServiceDeps {
  database: DatabaseHandle
  logger: Logger
  /** The sources JOB_SOURCES_FILE declares (read and checked before start-up, readSourcesFile), synced at start; null when not configured. */
  declaredSources: readonly JobSourceDeclaration[] | null
  /** JOB_EXPIRY_DAYS: a job no source has seen this long expires. */
  unseenDays: number
  /** Null where nothing runs sources (tests of other features): a run cannot be queued. */
  queue: SourceRunQueue | null
  /** Null where nothing runs sources: the queue's worker calls runQueued only where both are set. */
  run: SourceRunSettings | null
}

/** Who made a change, as the audit log records it (a staff member, or the system). */
export interface AuditActor {
  userId: string | null
  label: string
}

/**
 * Ingestion as staff and the queue see it: the sources with their health, adding, pausing, resuming
 * and running one, a source's recent runs; and for the queue's workers, one queued run and the daily
 * expiry. Every change staff make is written to the audit log with the change, and the source's
 * schedule follows it.
 */
export function createIngestService(deps: IngestServiceDeps) {
  const { database, logger, queue } = deps
  const { db } = database

  /** The sources staff manage: every one a connector reads (not the demo set, nor test fixtures). */
  async function listManaged(): Promise<JobSourceRow[]> {
    return (await listSources(db)).filter(isManaged)
  }

  /** Each source's effective schedule on the queue: enabled ones scheduled, paused and removed ones not. */
  async function keepSchedulesInStep(): Promise<void> {
    if (!queue) return
    const sources = await listManaged()
    const known = new Set(sources.map((source) => source.id))
    for (const source of sources) {
      if (!source.isEnabled) {
        await queue.unscheduleSource(source.id)
        continue
      }
      const cron = effectiveSchedule(source)
      if (!queue.canReadSchedule(cron)) {
        logger.error(
          { sourceId: source.id, schedule: cron },
          'the source is not scheduled: its schedule is not a cron expression the queue reads',
        )
        await queue.unscheduleSource(source.id)
        continue
      }
      await queue.scheduleSource(source.id, cron)
    }
    for (const sourceId of await queue.listScheduledSources()) {
      if (!known.has(sourceId)) await queue.unscheduleSource(sourceId)
    }
  }

  async function findManaged(sourceId: string): Promise<JobSourceRow> {
    const source = await findSource(db, sourceId)
    if (!source || !isManaged(source)) throw new AppError('NOT_FOUND')
    return source
  }

  async function describe(source: JobSourceRow): Promise<AdminJobSource> {
    const [described] = await describeAll([source])
    if (!described) throw new Error(`source ${source.id} was not described`)
    return described
  }

  async function describeAll(sources: readonly JobSourceRow[]): Promise<AdminJobSource[]> {
    const running = await listRunningSources()
    const waiting = queue ? await queue.listWaitingRuns() : []
    return sources.map((source) => {
      const runs = waiting.filter((run) => run.sourceId === source.id)
      const retryAt = runs.find((run) => run.retryAt !== null)?.retryAt ?? null
      if (running.has(source.id)) return toAdminSource(source, 'running', null)
      if (runs.some((run) => run.retryAt === null)) return toAdminSource(source, 'queued', null)
      return retryAt === null ? toAdminSource(source, 'idle', null) : toAdminSource(source, 'retrying', retryAt)
    })
  }

  /** The sources with a run in progress: one whose process is gone stops counting once its heartbeat is stale, before the sweep closes it. */
  async function listRunningSources(): Promise<Set<string>> {
    const rows = await db.selectDistinct({ sourceId: jobSourceRuns.sourceId }).from(jobSourceRuns).where(isLiveRun)
    return new Set(rows.map((row) => row.sourceId))
  }

  async function closeStaleRuns(): Promise<number> {
    const closed = await closeInterruptedRuns(db)
    if (closed > 0) logger.warn({ runs: closed }, 'job source runs closed as interrupted: their process stopped sending its heartbeat')
    return closed
  }

  return {
    /**
     * At server start, before the queue's workers take runs: runs a stopped process left 'running' are
     * closed (those whose heartbeat is stale; another server's live runs go on), the JOB_SOURCES_FILE's
     * sources are synced, every source's schedule is put in step, and sources that have never run are queued.
     */
    async start(): Promise<void> {
      await closeStaleRuns()
      if (deps.declaredSources !== null) {
        const synced = await syncDeclaredSources(db, deps.declaredSources)
        logger.info({ sources: synced.length }, 'job sources synced from JOB_SOURCES_FILE')
      }
      await keepSchedulesInStep()
      // A source that has never run gets its first run now, not at its next scheduled time (up to six
      // hours away): a new deployment's job board fills as soon as it starts.
      if (queue) {
        for (const source of await listManaged()) {
          if (source.isEnabled && source.lastRunAt === null) await queue.enqueueRun(source.id, 'schedule')
        }
      }
    },

    async listSources(): Promise<AdminJobSource[]> {
      return describeAll(await listManaged())
    },

    async findSource(sourceId: string): Promise<AdminJobSource> {
      return describe(await findManaged(sourceId))
    },

    /** The sources' health for /api/health: id, name, status in its terms, last run and failures in a row. */
    async listSourceHealth(): Promise<SourceHealth[]> {
      return (await listManaged()).map((source) => {
        const health = healthOf(source)
        return {
          id: source.id,
          name: source.name,
          status: health === 'failing' ? 'degraded' : health === 'paused' ? 'disabled' : 'available',
          health,
          last_run_at: source.lastRunAt?.toISOString() ?? null,
          consecutive_failures: source.consecutiveFailures,
        }
      })
    },

    /** Adds a source declared by staff (validated by the route with jobSourceDeclarationSchema) and schedules it. */
    async addSource(actor: AuditActor, declaration: JobSourceDeclaration): Promise<AdminJobSource> {
      if (declaration.schedule !== undefined && queue && !queue.canReadSchedule(declaration.schedule)) {
        throw fieldRefusal('schedule', 'schedule_invalid')
      }
      const added = await db.transaction(async (tx) => {
        const row = await addSource(tx, declaration)
        if (!row) return null
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: 'job_source.add',
          targetType: 'job_source',
          targetId: row.id,
          before: null,
          after: { name: row.name, kind: row.kind, config: row.config, schedule: row.schedule },
        })
        return row
      })
      if (!added) {
        throw fieldRefusal(identityField(declaration), 'source_exists')
      }
      logger.info({ sourceId: added.id, actorUserId: actor.userId }, 'job source added')
      await queue?.scheduleSource(added.id, effectiveSchedule(added))
      // Its first run starts now; the schedule takes it from there.
      await queue?.enqueueRun(added.id, 'schedule')
      return describe(added)
    },

    /** Pauses (no scheduled runs) or resumes a source; the audit row is written only when it changed. */
    async setEnabled(actor: AuditActor, sourceId: string, isEnabled: boolean): Promise<AdminJobSource> {
      const before = await findManaged(sourceId)
      const updated = await db.transaction(async (tx) => {
        const row = await setSourceEnabled(tx, sourceId, isEnabled)
        if (!row) throw new AppError('NOT_FOUND')
        if (before.isEnabled !== isEnabled) {
          await tx.insert(auditLog).values({
            actorUserId: actor.userId,
            actorLabel: actor.label,
            action: isEnabled ? 'job_source.resume' : 'job_source.pause',
            targetType: 'job_source',
            targetId: sourceId,
            before: { enabled: before.isEnabled },
            after: { enabled: isEnabled },
          })
        }
        return row
      })
      if (queue) {
        if (isEnabled) await queue.scheduleSource(sourceId, effectiveSchedule(updated))
        else await queue.unscheduleSource(sourceId)
      }
      return describe(updated)
    },

    /** Queues a run of the source now (a paused one too) and answers at once; false when one was already waiting. */
    async runNow(actor: AuditActor, sourceId: string): Promise<boolean> {
      await findManaged(sourceId)
      if (!queue) throw new AppError('SERVER_UNAVAILABLE', { detail: 'The job queue is not running on this server' })
      const isQueued = await queue.enqueueRun(sourceId, 'manual')
      await db.insert(auditLog).values({
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: 'job_source.run',
        targetType: 'job_source',
        targetId: sourceId,
        before: null,
        after: { queued: isQueued },
      })
      return isQueued
    },

    async listRuns(sourceId: string, limit: number): Promise<JobSourceRun[]> {
      await findManaged(sourceId)
      return (await listRuns(database, sourceId, limit)).map(toRun)
    },

    /**
     * One run taken from the queue. A scheduled run of a source paused or removed since it was queued
     * is skipped (null); a run staff asked for runs even while the source is paused.
     */
    async runQueued(sourceId: string, trigger: 'schedule' | 'manual', signal: AbortSignal): Promise<SourceRunResult | null> {
      const source = await findSource(db, sourceId)
      if (!source || !isManaged(source) || (trigger === 'schedule' && !source.isEnabled)) {
        logger.info({ sourceId, trigger }, 'queued run skipped: the source is paused or gone')
        return null
      }
      if (!deps.run) throw new Error('no connectors are configured on this server')
      return runSource({ database, logger, ...deps.run }, sourceId, trigger, signal)
    },

    /**
     * The sweep every few minutes (the `close-interrupted-runs` job): runs whose process died since
     * any server started are closed as interrupted once their heartbeat is stale. Answers how many.
     */
    closeInterruptedRuns: closeStaleRuns,

    /** The daily expiry: closing dates passed and jobs unseen for JOB_EXPIRY_DAYS leave search, which is refreshed. */
    async expireStaleJobs(): Promise<number> {
      const expired = await expireJobs(db, new Date(), deps.unseenDays)
      if (expired > 0) await rebuildSearchTables(db)
      // Daily, whether or not anything expired: the recency window moves with the calendar, and PGlite has no autovacuum.
      await optimizeJobSearch(database)
      logger.info({ expired }, 'stale jobs expired')
      return expired
    },
  }
}

export type IngestService = ReturnType<typeof createIngestService>

function isManaged(source: JobSourceRow): boolean {
  return source.origin !== 'demo' && jobSourceKinds.some((kind) => kind === source.kind)
}

function effectiveSchedule(source: JobSourceRow): string {
  return source.schedule ?? DEFAULT_SOURCE_SCHEDULE
}

function healthOf(source: JobSourceRow): JobSourceHealth {
  if (!source.isEnabled) return 'paused'
  if (source.consecutiveFailures >= 1) return 'failing'
  if (source.lastRunAt === null) return 'never_run'
  return 'healthy'
}

/** The field that names what a source reads, where a second source reading the same thing is refused. */
/** A declaration refused for one field: the reason names the text, which the field carries too. */
function fieldRefusal(path: string, reason: 'schedule_invalid' | 'source_exists'): AppError {
  const message = englishMessage({ code: 'VALIDATION_INVALID_FORMAT', reason })
  return new AppError('VALIDATION_INVALID_FORMAT', { reason, fields: [{ path, message }] })
}

function identityField(declaration: JobSourceDeclaration): string {
  switch (declaration.kind) {
    case 'greenhouse':
    case 'ashby':
      return 'board'
    case 'lever':
      return 'company'
    case 'jsonld':
    case 'feed':
      return 'url'
    case 'jsearch':
    case 'adzuna':
      return 'query'
  }
}

function targetOf(declaration: JobSourceDeclaration): string {
  switch (declaration.kind) {
    case 'greenhouse':
    case 'ashby':
      return declaration.board
    case 'lever':
      return declaration.company
    case 'jsonld':
    case 'feed':
      return declaration.url
    case 'jsearch':
    case 'adzuna':
      return `${declaration.query} (${(declaration.country ?? 'in').toUpperCase()})`
  }
}

function toAdminSource(source: JobSourceRow, activity: JobSourceActivity, retryAt: Date | null): AdminJobSource {
  const declaration = toDeclaration(source.kind, source.name, source.config)
  return {
    id: source.id,
    name: source.name,
    kind: declaration.kind,
    origin: source.origin === 'file' ? 'file' : 'admin',
    target: targetOf(declaration),
    base_url: declaration.baseUrl ?? null,
    schedule: source.schedule,
    effective_schedule: effectiveSchedule(source),
    is_enabled: source.isEnabled,
    health: healthOf(source),
    activity,
    retry_at: retryAt?.toISOString() ?? null,
    last_run_at: source.lastRunAt?.toISOString() ?? null,
    last_status: source.lastStatus,
    last_error: source.lastError,
    last_counts: source.lastCounts,
    consecutive_failures: source.consecutiveFailures,
  }
}

function toRun(run: typeof jobSourceRuns.$inferSelect): JobSourceRun {
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    counts: {
      fetched: run.fetched,
      created: run.created,
      updated: run.updated,
      duplicates: run.duplicates,
      rejected: run.rejected,
      expired: run.expired,
    },
    rejections: run.rejections,
    error: run.error,
  }
}
