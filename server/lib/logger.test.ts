import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { buildTestApp, type TestApp } from '#tests/support/services.ts'
import { clickEvents } from '#server/db/schema/jobs.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { AppError } from './app-error.ts'
import { createLogger } from './logger.ts'

/**
 * Error logs never carry SQL parameters (issue 6): what a person typed reaches the database as a
 * parameter, and a failing query must not copy it into the log. Each case makes a real query fail on
 * input sent through the app (or through drizzle, whose error wraps the driver's as its cause).
 */

const SECRET = 'secret-typed-by-a-person-7f3a'

describeOnDatabases('error logs', (getHandle) => {
  let app: TestApp
  const lines: string[] = []
  const logger = createLogger({ level: 'info', isPretty: false, destination: { write: (line: string) => lines.push(line) } })

  beforeAll(async () => {
    const handle = getHandle()
    await insertJobs(handle, [buildJob({ job_id: 'log-job' })])
    // Constraints that fail on the typed text: a check violation (PostgreSQL's detail quotes the row) and
    // a cast of it (the data error's message quotes the value).
    await handle.query(sql`alter table click_events add constraint no_secret check (query is null or query not like '%secret%')`)
    await handle.query(
      sql`alter table click_events add constraint pin_is_number check (location is null or location not like 'pin:%' or substr(location, 5)::int > 0)`,
    )
    app = buildTestApp(handle, { logger })
  })

  async function postClick(body: Record<string, string>): Promise<Record<string, unknown>> {
    lines.length = 0
    const response = await app.request('/api/jobs/log-job/click', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(500)
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('SERVER_INTERNAL_ERROR')
    const failure = lines.map((line): unknown => JSON.parse(line)).find((entry) => isRecord(entry) && entry.msg === 'request failed')
    if (!isRecord(failure)) throw new Error(`no "request failed" line in:\n${lines.join('')}`)
    return failure
  }

  it('logs a failed insert without the typed text the constraint refused', async () => {
    const failure = await postClick({ query: `${SECRET} engineer`, location: 'Pune' })
    expect(readPath(failure, ['err', 'message'])).toContain('violates check constraint "no_secret"')
    expect(readPath(failure, ['err', 'stack'])).toContain('no_secret')
    expect(lines.join('')).not.toContain(SECRET)
    expect(lines.join('')).not.toContain('Pune')
  })

  it('logs a data error without the value PostgreSQL quotes in its message', async () => {
    const failure = await postClick({ query: 'engineer', location: `pin:${SECRET}` })
    expect(readPath(failure, ['err', 'message'])).toBe('invalid input syntax for type integer: "[redacted]"')
    expect(readPath(failure, ['err', 'code'])).toBe('22P02')
    expect(lines.join('')).not.toContain(SECRET)
  })

  it('drops drizzle parameters from the message, the stack and every cause', async () => {
    lines.length = 0
    const caught = await getHandle()
      .db.insert(clickEvents)
      .values({ jobId: 'log-job', query: `${SECRET} analyst`, location: 'Mumbai' })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(String(caught)).toContain(SECRET)
    logger.error({ err: new AppError('SERVER_INTERNAL_ERROR', { cause: caught }) }, 'request failed')
    const output = lines.join('')
    expect(output).not.toContain(SECRET)
    expect(output).not.toContain('Mumbai')
    const entry: unknown = JSON.parse(output)
    // AppError → DrizzleQueryError (the SQL kept, its params cut) → the driver's check violation.
    expect(readPath(entry, ['err', 'cause', 'message'])).toMatch(/^Failed query: insert into "click_events"/u)
    expect(readPath(entry, ['err', 'cause', 'message'])).not.toContain('params:')
    expect(readPath(entry, ['err', 'cause', 'cause', 'message'])).toContain('violates check constraint "no_secret"')
  })
})

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function readPath(value: unknown, path: string[]): unknown {
  let current = value
  for (const key of path) {
    if (!isRecord(current)) return undefined
    current = current[key]
  }
  return current
}
