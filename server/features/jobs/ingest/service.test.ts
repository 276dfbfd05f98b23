import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
const SOURCE_EXISTS_MESSAGE = 'A source reading the same board, company, URL or search exists already'
const SCHEDULE_INVALID_MESSAGE = 'Not a cron expression the scheduler can read'
import { DEFAULT_SOURCE_SCHEDULE } from '#core/jobs/job-source.schema.ts'
import { connectors } from '#server/adapters/job-sources/registry.ts'
import { auditLog, jobs, jobSourceRuns } from '#server/db/schema/index.ts'
import { JOB_TIME_ZONE } from '#server/jobs/job-definition.ts'
import { startTestJobQueue, waitFor, type TestJobQueue } from '#tests/support/job-queue.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { startJobBoardsStandIn, standInBoards, type JobBoardsStandIn } from '#tests/stand-ins/job-boards.ts'
import { closeInterruptedRunsJob, createSourceRunQueue, expireJobsJob, ingestSourceJob } from './jobs.ts'
import { defaultIngestLimits } from './run-source.ts'
import { createIngestService, type IngestService } from './service.ts'
import { readSourcesFile } from './sources.ts'

const logger = pino({ level: 'silent' })
const staff = { userId: null, label: 'priya.admin@example.com' }

describeOnDatabases('the ingestion service with its queue', (getHandle) => {
  let standIn: JobBoardsStandIn
  let queue: TestJobQueue
  let ingest: IngestService
  let fileDir: string

  beforeAll(async () => {
    standIn = await startJobBoardsStandIn()
    fileDir = mkdtempSync(path.join(os.tmpdir(), 'jy-sources-'))
    const sourcesFile = path.join(fileDir, 'sources.json')
    writeFileSync(
      sourcesFile,
      JSON.stringify([
        { kind: 'greenhouse', board: standInBoards.greenhouse, name: 'PaySetu', baseUrl: standIn.baseUrl },
        { kind: 'lever', company: standInBoards.lever, baseUrl: standIn.baseUrl, schedule: '0 9 * * 1-5' },
      ]),
    )
    queue = await startTestJobQueue(getHandle())
    // A schedule left by a source that no longer exists: start() removes it.
    await createSourceRunQueue(queue.queue).scheduleSource('feed-gone-example-org-rss', '0 1 * * *')
    ingest = createIngestService({
      database: getHandle(),
      logger,
      declaredSources: await readSourcesFile(sourcesFile),
      unseenDays: 30,
      queue: createSourceRunQueue(queue.queue),
      run: {
        connectors,
        credentials: { jsearch: null, adzuna: null },
        limits: { ...defaultIngestLimits, retries: 0, timeoutMs: 5_000 },
      },
    })
    await ingest.start()
  })

  afterAll(async () => {
    await queue.stop()
    await standIn.close()
    rmSync(fileDir, { recursive: true, force: true })
  })

  async function schedules() {
    const found = await queue.boss.getSchedules(ingestSourceJob.name)
    return found.map((schedule) => ({ key: schedule.key, cron: schedule.cron, timezone: schedule.timezone, data: schedule.data }))
  }

  async function auditRows() {
    const rows = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetType, 'job_source')).orderBy(asc(auditLog.id))
    return rows.map((row) => ({ label: row.actorLabel, action: row.action, target: row.targetId, before: row.before, after: row.after }))
  }

  test('start syncs JOB_SOURCES_FILE, lists the sources as never run with their first run queued, and schedules each in India time', async () => {
    // Name order differs between collations ('kitelane', 'PaySetu'): compared by id.
    const sources = (await ingest.listSources()).sort((a, b) => b.id.localeCompare(a.id))
    expect(sources).toEqual([
      {
        id: 'lever-kitelane',
        name: 'kitelane',
        kind: 'lever',
        origin: 'file',
        target: 'kitelane',
        base_url: standIn.baseUrl,
        schedule: '0 9 * * 1-5',
        effective_schedule: '0 9 * * 1-5',
        is_enabled: true,
        health: 'never_run',
        activity: 'queued',
        retry_at: null,
        last_run_at: null,
        last_status: null,
        last_error: null,
        last_counts: null,
        consecutive_failures: 0,
      },
      expect.objectContaining({ id: 'greenhouse-paysetu', name: 'PaySetu', schedule: null, effective_schedule: DEFAULT_SOURCE_SCHEDULE }),
    ])
    expect(await schedules()).toEqual(
      expect.arrayContaining([
        {
          key: 'greenhouse-paysetu',
          cron: DEFAULT_SOURCE_SCHEDULE,
          timezone: JOB_TIME_ZONE,
          data: { sourceId: 'greenhouse-paysetu', trigger: 'schedule' },
        },
        {
          key: 'lever-kitelane',
          cron: '0 9 * * 1-5',
          timezone: JOB_TIME_ZONE,
          data: { sourceId: 'lever-kitelane', trigger: 'schedule' },
        },
      ]),
    )
    expect((await schedules()).map((schedule) => schedule.key).sort()).toEqual(['greenhouse-paysetu', 'lever-kitelane'])
    const firstRuns = await queue.boss.findJobs(ingestSourceJob.name, { queued: true })
    expect(firstRuns.map((job) => job.singletonKey).sort()).toEqual(['greenhouse-paysetu', 'lever-kitelane'])
    // The tests below queue their own runs.
    await queue.boss.deleteQueuedJobs(ingestSourceJob.name)
  })

  test('adding a source stores, schedules and audits it; the same board twice and an unreadable schedule are refused', async () => {
    const added = await ingest.addSource(staff, { kind: 'ashby', board: standInBoards.ashby, schedule: '30 8 * * *' })
    expect(added).toMatchObject({ id: 'ashby-quillbyte', origin: 'admin', health: 'never_run', effective_schedule: '30 8 * * *' })
    // Its first run is queued at once; the tests below queue their own.
    expect((await queue.boss.findJobs(ingestSourceJob.name, { queued: true })).map((job) => job.singletonKey)).toEqual(['ashby-quillbyte'])
    await queue.boss.deleteQueuedJobs(ingestSourceJob.name)
    expect(await schedules()).toContainEqual({
      key: 'ashby-quillbyte',
      cron: '30 8 * * *',
      timezone: JOB_TIME_ZONE,
      data: { sourceId: 'ashby-quillbyte', trigger: 'schedule' },
    })

    await expect(ingest.addSource(staff, { kind: 'ashby', board: standInBoards.ashby, name: 'Again' })).rejects.toMatchObject({
      code: 'VALIDATION_INVALID_FORMAT',
      reason: 'source_exists',
      fields: [{ path: 'board', message: SOURCE_EXISTS_MESSAGE }],
    })
    await expect(
      ingest.addSource(staff, { kind: 'greenhouse', board: 'minute-ninety-nine', schedule: '99 * * * *' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_INVALID_FORMAT',
      reason: 'schedule_invalid',
      fields: [{ path: 'schedule', message: SCHEDULE_INVALID_MESSAGE }],
    })
    expect((await ingest.listSources()).map((source) => source.id)).not.toContain('greenhouse-minute-ninety-nine')
    expect(await auditRows()).toEqual([
      {
        label: staff.label,
        action: 'job_source.add',
        target: 'ashby-quillbyte',
        before: null,
        after: { name: 'quillbyte', kind: 'ashby', config: { board: 'quillbyte' }, schedule: '30 8 * * *' },
      },
    ])
  })

  test('pausing removes the schedule and resuming puts it back; each change is audited once', async () => {
    const paused = await ingest.setEnabled(staff, 'ashby-quillbyte', false)
    expect(paused).toMatchObject({ is_enabled: false, health: 'paused' })
    expect((await schedules()).map((schedule) => schedule.key)).not.toContain('ashby-quillbyte')
    await ingest.setEnabled(staff, 'ashby-quillbyte', false)

    const resumed = await ingest.setEnabled(staff, 'ashby-quillbyte', true)
    expect(resumed).toMatchObject({ is_enabled: true, health: 'never_run' })
    expect((await schedules()).map((schedule) => schedule.key)).toContain('ashby-quillbyte')
    expect((await auditRows()).slice(1)).toEqual([
      { label: staff.label, action: 'job_source.pause', target: 'ashby-quillbyte', before: { enabled: true }, after: { enabled: false } },
      { label: staff.label, action: 'job_source.resume', target: 'ashby-quillbyte', before: { enabled: false }, after: { enabled: true } },
    ])
    expect((await ingest.listSourceHealth()).find((source) => source.id === 'ashby-quillbyte')).toEqual({
      id: 'ashby-quillbyte',
      name: 'quillbyte',
      status: 'available',
      health: 'never_run',
      last_run_at: null,
      consecutive_failures: 0,
    })
  })

  test('an unknown source and the demo set are not found', async () => {
    for (const id of ['greenhouse-nobody', 'demo']) {
      await expect(ingest.setEnabled(staff, id, false)).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(ingest.runNow(staff, id)).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(ingest.listRuns(id, 20)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    }
  })

  test('Run now queues one run per source: asking again while it waits adds none; both asks are audited', async () => {
    expect(await ingest.runNow(staff, 'greenhouse-paysetu')).toBe(true)
    expect(await ingest.runNow(staff, 'greenhouse-paysetu')).toBe(false)
    const waiting = await queue.boss.findJobs(ingestSourceJob.name, { queued: true })
    expect(waiting.map((job) => ({ key: job.singletonKey, data: job.data }))).toEqual([
      { key: 'greenhouse-paysetu', data: { sourceId: 'greenhouse-paysetu', trigger: 'manual' } },
    ])
    expect((await ingest.findSource('greenhouse-paysetu')).activity).toBe('queued')
    expect((await auditRows()).slice(-2)).toEqual([
      { label: staff.label, action: 'job_source.run', target: 'greenhouse-paysetu', before: null, after: { queued: true } },
      { label: staff.label, action: 'job_source.run', target: 'greenhouse-paysetu', before: null, after: { queued: false } },
    ])
  })

  test('the worker runs the queued source through its connector against the stand-in and records the run', async () => {
    await queue.startWorkers([ingestSourceJob.bind({ ingest }), expireJobsJob.bind({ ingest }), closeInterruptedRunsJob.bind({ ingest })])
    const source = await waitFor(async () => {
      const found = await ingest.findSource('greenhouse-paysetu')
      return found.last_status === 'succeeded' && found.activity === 'idle' ? found : undefined
    })
    expect(source).toMatchObject({
      health: 'healthy',
      last_error: null,
      last_counts: { fetched: 7, created: 5, updated: 0, duplicates: 0, rejected: 2, expired: 0 },
      consecutive_failures: 0,
    })
    const [run] = await ingest.listRuns('greenhouse-paysetu', 20)
    expect(run).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
      counts: { fetched: 7, created: 5, updated: 0, duplicates: 0, rejected: 2, expired: 0 },
      error: null,
    })
    expect(run?.rejections).toEqual(
      expect.arrayContaining([
        { reason: 'title is empty', count: 1, samples: ['4012345050'] },
        { reason: 'location "Multiple Locations" does not name a country', count: 1, samples: ['4012345061'] },
      ]),
    )
    const stored = await getHandle().db.select({ title: jobs.title }).from(jobs).where(eq(jobs.source, 'greenhouse-paysetu'))
    expect(stored.map((job) => job.title).sort()).toEqual([
      'Engineering Manager, Cards',
      'Product Designer',
      'Risk Analyst, Merchant Underwriting',
      'Senior Backend Engineer, Payments',
      'Solutions Engineer, APAC',
    ])
    const [finished] = await queue.boss.findJobs(ingestSourceJob.name, { key: 'greenhouse-paysetu' })
    expect(finished?.state).toBe('completed')
  })

  test('a run the source answers with 500 fails, counts as failing in health, and waits to retry with back-off', async () => {
    standIn.answerNext({ status: 500, body: '{"error":"upstream down"}' })
    const failedAt = Date.now()
    expect(await ingest.runNow(staff, 'greenhouse-paysetu')).toBe(true)
    const source = await waitFor(async () => {
      const found = await ingest.findSource('greenhouse-paysetu')
      return found.last_status === 'failed' ? found : undefined
    })
    expect(source).toMatchObject({ health: 'failing', consecutive_failures: 1 })
    expect(source.last_error).toMatch(/500/)
    expect((await ingest.listSourceHealth()).find((entry) => entry.id === 'greenhouse-paysetu')).toMatchObject({
      status: 'degraded',
      health: 'failing',
      consecutive_failures: 1,
    })
    const retrying = await waitFor(async () => {
      const [job] = await queue.boss.findJobs(ingestSourceJob.name, { key: 'greenhouse-paysetu', queued: true })
      return job?.state === 'retry' ? job : undefined
    })
    expect(retrying.retryLimit).toBe(3)
    expect(await ingest.findSource('greenhouse-paysetu')).toMatchObject({
      activity: 'retrying',
      retry_at: retrying.startAfter.toISOString(),
    })
    // Back-off from 60 s: the first retry waits between one and two minutes.
    expect(retrying.startAfter.getTime() - failedAt).toBeGreaterThan(55_000)
    const runs = await getHandle().db.select().from(jobSourceRuns).where(eq(jobSourceRuns.sourceId, 'greenhouse-paysetu'))
    expect(runs.map((run) => run.status).sort()).toEqual(['failed', 'succeeded'])
  })

  test('a scheduled run of a paused source is skipped; one asked for by staff runs', async () => {
    await ingest.setEnabled(staff, 'lever-kitelane', false)
    expect(await ingest.runQueued('lever-kitelane', 'schedule', new AbortController().signal)).toBeNull()
    const manual = await ingest.runQueued('lever-kitelane', 'manual', new AbortController().signal)
    expect(manual).toMatchObject({ status: 'succeeded', counts: { fetched: 8, created: 7, rejected: 1 } })
  })

  test('start again closes runs a stopped process left running and removes schedules of sources gone from the queue', async () => {
    // Its process stopped beating ten minutes ago.
    const [left] = await getHandle()
      .db.insert(jobSourceRuns)
      .values({ sourceId: 'ashby-quillbyte', trigger: 'schedule', heartbeatAt: sql`now() - interval '10 minutes'` })
      .returning({ id: jobSourceRuns.id })
    await ingest.start()
    const [closed] = await getHandle()
      .db.select()
      .from(jobSourceRuns)
      .where(eq(jobSourceRuns.id, left?.id ?? -1))
    expect(closed).toMatchObject({ status: 'failed', error: 'Interrupted: the server stopped during the run' })
    expect((await schedules()).map((schedule) => schedule.key).sort()).toEqual(['ashby-quillbyte', 'greenhouse-paysetu'])
  })

  test('the daily expiry runs on its own schedule in India time', async () => {
    const [expiry] = await queue.boss.getSchedules(expireJobsJob.name)
    expect(expiry).toMatchObject({ cron: '30 3 * * *', timezone: JOB_TIME_ZONE })
    expect(await ingest.expireStaleJobs()).toBe(0)
  })

  test('the sweep runs every five minutes and closes a run whose process stopped beating', async () => {
    const [sweep] = await queue.boss.getSchedules(closeInterruptedRunsJob.name)
    expect(sweep).toMatchObject({ cron: '*/5 * * * *', timezone: JOB_TIME_ZONE })
    const [left] = await getHandle()
      .db.insert(jobSourceRuns)
      .values({ sourceId: 'ashby-quillbyte', trigger: 'schedule', heartbeatAt: sql`now() - interval '4 minutes'` })
      .returning({ id: jobSourceRuns.id })
    // What the schedule queues every five minutes, now.
    await queue.boss.send(closeInterruptedRunsJob.name, null)
    const closed = await waitFor(async () => {
      const [run] = await getHandle()
        .db.select()
        .from(jobSourceRuns)
        .where(eq(jobSourceRuns.id, left?.id ?? -1))
      return run?.status === 'failed' ? run : undefined
    })
    expect(closed.error).toBe('Interrupted: the server stopped during the run')
  })
})

/**
 * Two servers on one database (decision 041) as the ingestion service sees them: two services on the
 * same database, each running its own sources. A run belongs to the process that writes its heartbeat;
 * only a run whose heartbeat went stale is closed as interrupted.
 */
describeOnDatabases('two ingestion services on one database', (getHandle) => {
  let standIn: JobBoardsStandIn
  /** Server A runs the source; server B starts while A's run goes. */
  let serverA: IngestService
  let serverB: IngestService

  beforeAll(async () => {
    standIn = await startJobBoardsStandIn()
    const deps = {
      database: getHandle(),
      logger,
      declaredSources: [{ kind: 'greenhouse' as const, board: standInBoards.greenhouse, name: 'PaySetu', baseUrl: standIn.baseUrl }],
      unseenDays: 30,
      queue: null,
      run: {
        connectors,
        credentials: { jsearch: null, adzuna: null },
        limits: { ...defaultIngestLimits, retries: 0, timeoutMs: 20_000 },
        heartbeatMs: 100,
      },
    }
    serverA = createIngestService(deps)
    serverB = createIngestService(deps)
    await serverA.start()
  })

  afterAll(async () => {
    await standIn.close()
  })

  async function readRun(id: number) {
    const [run] = await getHandle().db.select().from(jobSourceRuns).where(eq(jobSourceRuns.id, id))
    if (!run) throw new Error(`no run ${id}`)
    return run
  }

  test("a run in progress on one server keeps beating and survives the other server's start", async () => {
    const hold = standIn.holdNext()
    const finished = serverA.runQueued('greenhouse-paysetu', 'manual', new AbortController().signal)
    // The run is in progress: its first request to the board is waiting for an answer.
    await hold.held
    const [started] = await getHandle().db.select().from(jobSourceRuns).where(eq(jobSourceRuns.status, 'running'))
    if (!started) throw new Error('the run in progress was not recorded')
    await waitFor(async () => ((await readRun(started.id)).heartbeatAt > started.heartbeatAt ? true : undefined), 10_000)

    await serverB.start()
    expect(await serverB.closeInterruptedRuns()).toBe(0)
    expect(await readRun(started.id)).toMatchObject({ status: 'running', finishedAt: null, error: null })
    expect((await serverB.findSource('greenhouse-paysetu')).activity).toBe('running')

    hold.release()
    expect(await finished).toMatchObject({ runId: started.id, status: 'succeeded', error: null })
    expect(await readRun(started.id)).toMatchObject({ status: 'succeeded', error: null })
    expect((await serverB.findSource('greenhouse-paysetu')).activity).toBe('idle')
  })

  test('a run whose heartbeat went stale is not shown running, and is closed as interrupted at start-up and by the sweep', async () => {
    const insertRun = async (secondsSinceBeat: number) => {
      const [run] = await getHandle()
        .db.insert(jobSourceRuns)
        .values({
          sourceId: 'greenhouse-paysetu',
          trigger: 'schedule',
          heartbeatAt: sql`now() - make_interval(secs => ${secondsSinceBeat})`,
        })
        .returning({ id: jobSourceRuns.id })
      if (!run) throw new Error('the run was not recorded')
      return run.id
    }
    // A process that died four minutes ago, and one whose last beat was a minute ago (slow, not dead).
    const dead = await insertRun(240)
    const slow = await insertRun(60)
    expect((await serverA.findSource('greenhouse-paysetu')).activity).toBe('running')
    await serverB.start()
    expect(await readRun(dead)).toMatchObject({ status: 'failed', error: 'Interrupted: the server stopped during the run' })
    expect((await readRun(dead)).finishedAt).not.toBeNull()
    expect(await readRun(slow)).toMatchObject({ status: 'running', error: null })

    // Its process never beats again: once the beat is stale the source is not shown running, and the sweep closes the run.
    await getHandle()
      .db.update(jobSourceRuns)
      .set({ heartbeatAt: sql`now() - interval '181 seconds'` })
      .where(eq(jobSourceRuns.id, slow))
    expect((await serverA.findSource('greenhouse-paysetu')).activity).toBe('idle')
    expect(await serverA.closeInterruptedRuns()).toBe(1)
    expect(await readRun(slow)).toMatchObject({ status: 'failed', error: 'Interrupted: the server stopped during the run' })
    expect(await serverA.closeInterruptedRuns()).toBe(0)
  })
})

describeOnDatabases('the ingestion service without a queue', (getHandle) => {
  test('manages sources but refuses Run now, saying the queue is not running', async () => {
    const ingest = createIngestService({ database: getHandle(), logger, declaredSources: null, unseenDays: 30, queue: null, run: null })
    await ingest.start()
    await ingest.addSource(staff, { kind: 'feed', url: 'https://upsc.gov.in/recruitment.rss', name: 'UPSC' })
    expect(await ingest.listSources()).toEqual([expect.objectContaining({ id: 'feed-upsc-gov-in-recruitment-rss', activity: 'idle' })])
    await expect(ingest.runNow(staff, 'feed-upsc-gov-in-recruitment-rss')).rejects.toMatchObject({ code: 'SERVER_UNAVAILABLE' })
  })
})
