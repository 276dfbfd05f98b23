import type { z } from 'zod'
import type { Logger } from '#server/lib/logger.ts'

/**
 * A feature's background job, declared once in the feature (Documenso's `{ name, schema?, cron?,
 * handler }`): its queue's name and rules, an optional cron schedule, and the handler, a module
 * imported only when a run of the job starts, so a process that never runs it never loads its code.
 * The feature lists its jobs in its `feature.ts`; server/jobs/background-jobs.ts runs every listed
 * job on pg-boss, and `JobQueue.send` queues one (decision 038).
 */

/** pg-boss's rules for the job's queue: how many may wait or run at once, retries and expiry. */
export interface JobQueueRules {
  /**
   * `stately`: at most one run waiting and one running (per `key` when one is given), so a second
   * request while one waits adds nothing. `standard`: every request is a run.
   */
  policy: 'standard' | 'stately'
  retryLimit?: number
  /** Seconds before the first retry. */
  retryDelay?: number
  /** Doubles the delay after each retry (with jitter). */
  retryBackoff?: boolean
  /** The longest a retry waits, in seconds. */
  retryDelayMax?: number
  /** A run still going after this many seconds is failed and its signal aborted. */
  expireInSeconds?: number
}

/** What a run of a job is given: the services it declared it needs, the run's abort signal and a logger. */
export interface JobContext<Needs> {
  services: Needs
  /** Aborted when the run passes its expiry or the server stops. */
  signal: AbortSignal
  logger: Logger
}

/** A job's handler: the default export of the module its definition imports. Throwing fails the run (and retries it). */
export type JobHandler<Data, Needs> = (data: Data, context: JobContext<Needs>) => Promise<void>

/** India time: schedules read as staff write them (core/jobs/job-source.schema.ts). */
export const JOB_TIME_ZONE = 'Asia/Kolkata'

interface JobDeclaration {
  /** The queue's name (kebab-case, unique across features). */
  name: string
  queue: JobQueueRules
  /** A cron expression in India time: pg-boss queues one run per occurrence, once across every server on the database. */
  cron?: string
  /** Runs of this job one process takes at once (default 1). */
  concurrency?: number
}

interface JobWithData<Data, Needs> extends JobDeclaration {
  /** Checks what a run carries (a job's data outlives a deploy: it is read as untrusted). */
  schema: z.ZodType<Data>
  handler: () => Promise<{ default: JobHandler<Data, Needs> }>
}

interface JobWithoutData<Needs> extends JobDeclaration {
  handler: () => Promise<{ default: JobHandler<null, Needs> }>
}

/** A run with its services bound: what the workers start (services.ts binds every feature's jobs). */
export interface BoundJob extends JobDeclaration {
  run(data: unknown, context: Omit<JobContext<never>, 'services'>): Promise<void>
}

/** A declared job: its queue settings, how to read its data, and `bind`, which gives it the services it needs. */
export interface BackgroundJob<Needs, Data> extends JobDeclaration {
  /** Reads a run's data (throws when it is not the job's shape). */
  parse(data: unknown): Data
  bind(services: Needs): BoundJob
}

export function defineJob<Data extends object, Needs>(definition: JobWithData<Data, Needs>): BackgroundJob<Needs, Data>
export function defineJob<Needs>(definition: JobWithoutData<Needs>): BackgroundJob<Needs, null>
export function defineJob<Data extends object, Needs>(
  definition: JobWithData<Data, Needs> | JobWithoutData<Needs>,
): BackgroundJob<Needs, Data> | BackgroundJob<Needs, null> {
  const { name, queue, cron, concurrency } = definition
  const declaration: JobDeclaration = {
    name,
    queue,
    ...(cron === undefined ? {} : { cron }),
    ...(concurrency === undefined ? {} : { concurrency }),
  }
  if ('schema' in definition) {
    const parse = (data: unknown): Data => definition.schema.parse(data)
    return {
      ...declaration,
      parse,
      bind: (services) => ({
        ...declaration,
        async run(data, context) {
          const { default: handle } = await definition.handler()
          await handle(parse(data), { ...context, services })
        },
      }),
    }
  }
  return {
    ...declaration,
    parse: () => null,
    bind: (services) => ({
      ...declaration,
      async run(_data, context) {
        const { default: handle } = await definition.handler()
        await handle(null, { ...context, services })
      },
    }),
  }
}

/**
 * The queue as features see it (server/jobs/background-jobs.ts implements it on pg-boss). `key`
 * names one of several runs or schedules of the same job (a job source's id): a `stately` queue
 * keeps one run waiting and one running per key.
 */
export interface JobQueue {
  /** Queues a run now; false when the queue's policy refused it because one is already waiting. */
  send<Data>(job: BackgroundJob<never, Data>, data: Data, options?: { key?: string }): Promise<boolean>
  /** Runs the job on a cron expression in India time, under `key`, replacing that key's schedule. */
  schedule<Data>(job: BackgroundJob<never, Data>, key: string, cron: string, data: Data): Promise<void>
  unschedule(job: BackgroundJob<never, unknown>, key: string): Promise<void>
  /** The keys the job has schedules under. */
  listScheduleKeys(job: BackgroundJob<never, unknown>): Promise<string[]>
  /** The runs waiting: new (retryAt null), or failed and waiting to be retried at retryAt. */
  listWaiting(job: BackgroundJob<never, unknown>): Promise<Array<{ key: string | null; retryAt: Date | null }>>
  /** Whether the scheduler reads the cron expression (five fields can still say "minute 99"). */
  canReadSchedule(cron: string): boolean
}
