import { readFile } from 'node:fs/promises'
import { and, asc, eq, gte, lt, notInArray, sql } from 'drizzle-orm'
import { jobSourcesFileSchema, type JobSourceDeclaration } from '#core/jobs/job-source.schema.ts'
import { slugify } from '#core/jobs/slug.ts'
import type { Database } from '#server/db/client.ts'
import { jobSourceRuns, jobSources } from '#server/db/schema/jobs.ts'

export type JobSourceRow = typeof jobSources.$inferSelect

/** What identifies a source of its kind: its board, company, URL or search. */
function identityOf(declaration: JobSourceDeclaration): string {
  switch (declaration.kind) {
    case 'greenhouse':
    case 'ashby':
      return declaration.board
    case 'lever':
      return declaration.company
    case 'jsonld':
    case 'feed':
      return declaration.url.replace(/^https?:\/\//i, '')
    case 'jsearch':
    case 'adzuna':
      return `${declaration.country ?? 'in'} ${declaration.query}`
  }
}

/** A source's stable id: its kind and what identifies it, slugged ("greenhouse-razorpay", "feed-upsc-gov-in-rss"). */
export function sourceIdFor(declaration: JobSourceDeclaration): string {
  return `${declaration.kind}-${slugify(identityOf(declaration))}`.slice(0, 120)
}

/** The name staff and the job's places to apply see: the declared one, else what identifies it. */
function sourceNameFor(declaration: JobSourceDeclaration): string {
  return declaration.name ?? identityOf(declaration)
}

/** The declaration without kind and name, as `job_sources.config` keeps it. */
function configOf(declaration: JobSourceDeclaration): Record<string, string> {
  const { kind: _kind, name: _name, schedule: _schedule, ...config } = declaration
  return Object.fromEntries(Object.entries(config).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

export class SourcesFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SourcesFileError'
  }
}

/** Reads and checks the JOB_SOURCES_FILE; every problem is named with its place in the file. */
export async function readSourcesFile(path: string): Promise<JobSourceDeclaration[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new SourcesFileError(`JOB_SOURCES_FILE ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new SourcesFileError(`JOB_SOURCES_FILE ${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const parsed = jobSourcesFileSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  [${issue.path.join('.')}] ${issue.message}`)
    throw new SourcesFileError(`JOB_SOURCES_FILE ${path} has problems:\n${problems.join('\n')}`)
  }
  return parsed.data
}

/**
 * Makes `job_sources` hold the file's sources: new ones are added (enabled), known ones take the
 * file's name, settings and schedule (a pause set on the admin screen stays), and file sources no
 * longer in the file are paused — not deleted, since their jobs keep pointing at them.
 */
export async function syncDeclaredSources(db: Database, declarations: readonly JobSourceDeclaration[]): Promise<JobSourceRow[]> {
  const ids = declarations.map(sourceIdFor)
  return db.transaction(async (tx) => {
    for (const declaration of declarations) {
      const values = {
        name: sourceNameFor(declaration),
        kind: declaration.kind,
        config: configOf(declaration),
        schedule: declaration.schedule ?? null,
        updatedAt: new Date(),
      }
      await tx
        .insert(jobSources)
        .values({ id: sourceIdFor(declaration), origin: 'file', ...values })
        .onConflictDoUpdate({ target: jobSources.id, set: { ...values, origin: 'file' } })
    }
    const stale = and(eq(jobSources.origin, 'file'), ids.length > 0 ? notInArray(jobSources.id, ids) : sql`true`)
    await tx.update(jobSources).set({ isEnabled: false, updatedAt: new Date() }).where(stale)
    return tx.select().from(jobSources).where(eq(jobSources.origin, 'file')).orderBy(asc(jobSources.id))
  })
}

/** Adds a source declared on the admin screen; null when a source with its id exists already. */
export async function addSource(db: Database, declaration: JobSourceDeclaration): Promise<JobSourceRow | null> {
  const [row] = await db
    .insert(jobSources)
    .values({
      id: sourceIdFor(declaration),
      name: sourceNameFor(declaration),
      kind: declaration.kind,
      config: configOf(declaration),
      schedule: declaration.schedule ?? null,
      origin: 'admin',
    })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

export async function setSourceEnabled(db: Database, sourceId: string, isEnabled: boolean): Promise<JobSourceRow | null> {
  const [row] = await db
    .update(jobSources)
    .set({ isEnabled, updatedAt: new Date() })
    .where(and(eq(jobSources.id, sourceId), sql`${jobSources.origin} not in ('demo', 'live')`))
    .returning()
  return row ?? null
}

/** Every declared source (not the demo set, not live search's), in name order. */
export async function listSources(db: Database): Promise<JobSourceRow[]> {
  return db
    .select()
    .from(jobSources)
    .where(sql`${jobSources.origin} not in ('demo', 'live')`)
    .orderBy(asc(jobSources.name))
}

export async function findSource(db: Database, sourceId: string): Promise<JobSourceRow | null> {
  const [row] = await db.select().from(jobSources).where(eq(jobSources.id, sourceId))
  return row ?? null
}

/** How often a process running a source says it is alive (run-source.ts writes `heartbeat_at`). */
export const RUN_HEARTBEAT_MS = 30_000

/**
 * A 'running' run whose heartbeat is older than this belongs to a process that is gone: six missed
 * beats, so a busy process (a long search refresh, a loaded machine) is not taken for a dead one.
 */
export const RUN_STALE_AFTER_SECONDS = 180

export const INTERRUPTED_RUN_ERROR = 'Interrupted: the server stopped during the run'

/** The time before which a heartbeat is stale, by the database's clock (every server's heartbeat is written by it too). */
const staleBefore = sql`now() - make_interval(secs => ${RUN_STALE_AFTER_SECONDS})`

/** The runs in progress: 'running', and beating (a run whose process is gone is not shown running while it waits to be closed). */
export const isLiveRun = and(eq(jobSourceRuns.status, 'running'), gte(jobSourceRuns.heartbeatAt, staleBefore))

/**
 * Runs left 'running' by a process that stopped mid-run are closed as failed, so no run looks live
 * forever: only those whose heartbeat went stale, since another server on the same database may be
 * running a source right now, and its run keeps beating. Answers how many were closed.
 */
export async function closeInterruptedRuns(db: Database): Promise<number> {
  const closed = await db
    .update(jobSourceRuns)
    .set({ status: 'failed', finishedAt: new Date(), error: INTERRUPTED_RUN_ERROR })
    .where(and(eq(jobSourceRuns.status, 'running'), lt(jobSourceRuns.heartbeatAt, staleBefore)))
    .returning({ id: jobSourceRuns.id })
  return closed.length
}
