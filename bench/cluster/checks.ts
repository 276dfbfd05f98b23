/**
 * What the cluster must show after a run, read from the shared database and the outside services'
 * stand-ins: every e-mail in the outbox reached the SMTP server exactly once, whichever server's
 * dispatcher sent it; the job source's schedule ran once per occurrence, not once per server.
 */
import type pg from 'pg'
import type { SmtpStandIn } from '#tests/stand-ins/smtp.ts'

/** How often the outbox is looked at while waiting for it to settle. */
const POLL_MS = 500

export interface OutboxCheck {
  /** E-mails in the outbox, and how many of them are marked sent. */
  messages: number
  sent: number
  /** E-mails the SMTP server received. */
  received: number
  problems: string[]
}

/**
 * Waits (up to `waitMs`) until no e-mail is pending or being sent, then matches the outbox with what
 * the SMTP server received by message id: each sent row exactly once, nothing received that no row
 * sent. A message a killed server had claimed waits for its lease (5 minutes) before another server
 * takes it; `waitMs` decides whether the check waits that long.
 */
export async function checkOutboxDelivery(pool: pg.Pool, smtp: SmtpStandIn, waitMs: number): Promise<OutboxCheck> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const { rows } = await pool.query<{ open: number }>(
      `select count(*)::int as open from outbox where channel = 'email' and state in ('pending', 'sending')`,
    )
    if ((rows[0]?.open ?? 0) === 0 || Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  const { rows } = await pool.query<{ id: string; state: string; attempts: number; provider_message_id: string | null }>(
    `select id, state, attempts, provider_message_id from outbox where channel = 'email' order by id`,
  )
  const receivedById = new Map<string, number>()
  for (const email of smtp.received) {
    const id = email.messageId ?? '(none)'
    receivedById.set(id, (receivedById.get(id) ?? 0) + 1)
  }
  const problems: string[] = []
  const sentIds = new Set<string>()
  for (const row of rows) {
    if (row.state !== 'sent') {
      problems.push(`outbox message ${row.id} is ${row.state} after ${row.attempts} attempt(s)`)
      continue
    }
    const id = row.provider_message_id ?? '(none)'
    sentIds.add(id)
    const times = receivedById.get(id) ?? 0
    if (times !== 1) problems.push(`outbox message ${row.id} reached the SMTP server ${times} times`)
  }
  const unmatched = [...receivedById.keys()].filter((id) => !sentIds.has(id))
  if (unmatched.length > 0)
    problems.push(`${unmatched.length} e-mail(s) received that no sent outbox row names (sent twice, the second send unrecorded)`)
  return { messages: rows.length, sent: sentIds.size, received: smtp.received.length, problems }
}

export interface ScheduleCheck {
  /** Runs of the source its schedule started (the first run at start-up included), and all its runs. */
  scheduledRuns: number
  runs: number
  /** The shortest time between two scheduled runs' starts, in seconds (null with fewer than two). */
  shortestGapSeconds: number | null
  problems: string[]
}

/**
 * The source runs every minute. Run once per occurrence, its scheduled runs start at least ~a minute
 * apart; a schedule fired by each server would start two runs within seconds of each other. Every
 * run must have succeeded, and none may be left running.
 */
export async function checkScheduledRuns(pool: pg.Pool, sourceId: string): Promise<ScheduleCheck> {
  const { rows } = await pool.query<{ id: number; trigger: string; status: string; started_at: Date; error: string | null }>(
    `select id, trigger, status, started_at, error from job_source_runs where source_id = $1 order by started_at`,
    [sourceId],
  )
  const problems: string[] = []
  for (const run of rows) {
    if (run.status !== 'succeeded') problems.push(`run ${run.id} (${run.trigger}) is ${run.status}${run.error ? `: ${run.error}` : ''}`)
  }
  const scheduled = rows.filter((run) => run.trigger === 'schedule')
  let shortestGapSeconds: number | null = null
  for (let index = 1; index < scheduled.length; index += 1) {
    const gap = (scheduled[index]!.started_at.getTime() - scheduled[index - 1]!.started_at.getTime()) / 1000
    shortestGapSeconds = shortestGapSeconds === null ? gap : Math.min(shortestGapSeconds, gap)
  }
  // pg-boss makes each minute's job within its cron check (every 30 s): consecutive minutes' runs start 30–90 s apart.
  if (shortestGapSeconds !== null && shortestGapSeconds < 20)
    problems.push(`two scheduled runs started ${shortestGapSeconds.toFixed(1)} s apart: the schedule ran more than once`)
  return { scheduledRuns: scheduled.length, runs: rows.length, shortestGapSeconds, problems }
}

/** Resolves once the source has no run in progress (a kill then interrupts no run), or after `waitMs`. */
export async function waitForNoRunningSource(pool: pg.Pool, sourceId: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ running: number }>(
      `select count(*)::int as running from job_source_runs where source_id = $1 and status = 'running'`,
      [sourceId],
    )
    if ((rows[0]?.running ?? 0) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Waits until the source's schedule has finished `count` runs started after `since` (the first run at
 * start-up counts too), or `waitMs` passed; answers how many it saw.
 */
export async function waitForScheduledRuns(
  pool: pg.Pool,
  sourceId: string,
  count: number,
  waitMs: number,
  since = new Date(0),
): Promise<number> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const { rows } = await pool.query<{ runs: number }>(
      `select count(*)::int as runs from job_source_runs
       where source_id = $1 and trigger = 'schedule' and status <> 'running' and started_at > $2`,
      [sourceId, since],
    )
    const runs = rows[0]?.runs ?? 0
    if (runs >= count || Date.now() > deadline) return runs
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}
