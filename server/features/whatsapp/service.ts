import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Job } from '#core/jobs/job.schema.ts'
import { dailyLimitOf, type Plan } from '#core/plans/plans.ts'
import type {
  Broadcast,
  DataRequest,
  MonitorDay,
  SaveWhatsappSettings,
  WhatsappConfig,
  WhatsappSettings,
  WhatsappUser,
} from '#core/whatsapp/whatsapp.schema.ts'
import {
  DAILY_SEND_HOUR_IST,
  DATA_REQUEST_DUE_DAYS,
  PREMIUM_DAILY_JOBS,
  SERVICE_WINDOW_HOURS,
  istDate,
  replyEffect,
  type AlertChannel,
  type BroadcastSegment,
} from '#core/whatsapp/whatsapp.ts'
import type { WhatsAppSender } from '#server/adapters/whatsapp/port.ts'
import type { Database } from '#server/db/client.ts'
import type { Outbox } from '#server/features/notifications/index.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { Language } from '#server/lib/request-language.ts'
import { whatsappBroadcastJob, whatsappDigestUserJob } from './jobs.ts'
import * as repo from './repo.ts'
import { isSignatureValid, readWebhookEvents, verificationAnswer } from './webhook.ts'

/** A staff member acting on an admin screen (the audit log's actor). */
export interface WhatsappStaffActor {
  userId: string
  email: string
}

export interface WhatsappServiceDeps {
  db: Database
  logger: Logger
  whatsapp: WhatsAppSender
  outbox: Outbox
  /** The person's plan, from the billing feature (1 job a day free, up to 5 premium). */
  readPlan: (userId: string) => Promise<Plan>
  /** The person's best matches, best first, at most `limit` (the matching feature); none without a finished profile. */
  bestMatches: (userId: string, limit: number) => Promise<Job[]>
  /** A saved search's jobs posted after `since`, newest first (the job search). */
  newJobsOf?: (searchParams: string, since: Date, limit: number) => Promise<Job[]>
  /** Everything held about a person (the account feature's export over every feature's personal data) and its erasure. */
  exportPersonalData: (userId: string) => Promise<Record<string, unknown> | null>
  erasePersonalData: (userId: string) => Promise<boolean>
  publicUrl: string
  /** Signs one-click unsubscribe links. */
  authSecret: string
  /** /dev/mailbox exists: the development page may play WhatsApp's part (a reply from the person). */
  isMailboxEnabled: boolean
  queue?: JobQueue
  now?: () => Date
}

/** Digests look back this far for jobs already sent. */
const SENT_JOBS_LOOKBACK_DAYS = 30
const ADMIN_LIST_LIMIT = 200
const MONITOR_DAYS = 30
/** Active subscribers read per step of a broadcast; each step waits a second: the provider's rate. */
const unsubscribeTargets = /^(daily|search:\d{1,18})$/

export function createWhatsappService(deps: WhatsappServiceDeps) {
  const { db, logger } = deps
  const now = deps.now ?? (() => new Date())
  const origin = new URL(deps.publicUrl).origin

  const jobUrl = (job: Job) => `${origin}/jobs/${encodeURIComponent(job.job_id)}/apply`
  const alertJob = (job: Job) => ({
    title: job.job_title,
    company: job.employer_name || null,
    location: [job.job_city, job.job_state].filter(Boolean).join(', ') || (job.job_is_remote ? 'Remote' : null),
    url: jobUrl(job),
  })

  function sign(userId: string, target: string): string {
    return createHmac('sha256', deps.authSecret).update(`unsubscribe:${userId}:${target}`).digest('base64url')
  }

  function unsubscribeUrl(userId: string, target: string): string {
    const url = new URL('/api/webhooks/unsubscribe', origin)
    url.searchParams.set('u', userId)
    url.searchParams.set('t', target)
    url.searchParams.set('s', sign(userId, target))
    return url.toString()
  }

  async function dailyJobsFor(userId: string): Promise<number> {
    return dailyLimitOf('whatsapp_jobs', await deps.readPlan(userId)) ?? PREMIUM_DAILY_JOBS
  }

  async function readSettings(userId: string): Promise<WhatsappSettings> {
    const [subscription, searches, dailyJobs] = await Promise.all([
      repo.findSubscription(db, userId),
      repo.listSavedSearchAlerts(db, userId),
      dailyJobsFor(userId),
    ])
    return {
      phone: subscription?.phone ?? null,
      state: subscription ? (subscription.state as WhatsappSettings['state']) : null,
      is_daily_on: subscription?.isDailyOn ?? true,
      daily_channel: (subscription?.dailyChannel ?? 'whatsapp') as AlertChannel,
      daily_jobs: dailyJobs,
      last_sent_at: subscription?.lastSentAt?.toISOString() ?? null,
      saved_searches: searches.map((search) => ({
        id: search.id,
        name: search.name,
        is_email_on: search.isEmailOn,
        is_whatsapp_on: search.isWhatsappOn,
      })),
      can_simulate_reply: deps.whatsapp.provider === 'local' && deps.isMailboxEnabled,
    }
  }

  /** A message from a number (the webhook, or the development page): its window opens; STOP stops at once, START opts in. */
  async function takeInbound(tx: Database, input: { from: string; text: string; at: Date }): Promise<void> {
    const effect = replyEffect(input.text)
    const windowUntil = new Date(input.at.getTime() + SERVICE_WINDOW_HOURS * 60 * 60 * 1000)
    const state = effect === 'opt-out' ? 'stopped' : effect === 'opt-in' ? 'active' : null
    const accounts = await repo.applyInbound(tx, { phone: input.from, windowUntil, state, at: now() })
    if (effect !== 'none') logger.info({ effect, accounts }, 'WhatsApp reply changed the opt-in')
  }

  /** The person's best matches not sent in the last 30 days, at most `limit`. */
  async function bestNewMatches(userId: string, limit: number, day: string): Promise<Job[]> {
    const since = istDate(new Date(Date.parse(`${day}T00:00:00+05:30`) - SENT_JOBS_LOOKBACK_DAYS * 24 * 60 * 60 * 1000))
    const sent = await repo.listSentJobIds(db, userId, since)
    const ranked = await deps.bestMatches(userId, limit + sent.size)
    return ranked.filter((job) => !sent.has(job.job_id)).slice(0, limit)
  }

  /**
   * The person's digest of `day` (an India date), at most once whatever runs it: the digest row and
   * its messages are written in one transaction, and the row's key (person, day) lets exactly one
   * transaction write it (a second waits for the first and then finds it). A crash before the commit
   * leaves neither, and the next run sends it; after, the next run finds it and sends nothing.
   */
  async function runDigestFor(userId: string, day: string): Promise<'sent' | 'empty' | 'already' | 'not-due'> {
    if (await repo.hasDigest(db, userId, day)) return 'already'
    const subscription = await repo.findSubscription(db, userId)
    if (!subscription?.isDailyOn) return 'not-due'
    const byWhatsapp = subscription.state === 'active' && subscription.dailyChannel !== 'email'
    const byEmail = subscription.dailyChannel !== 'whatsapp'
    if (!byWhatsapp && !byEmail) return 'not-due'
    const email = byEmail ? await repo.findEmail(db, userId) : null
    const jobs = await bestNewMatches(userId, await dailyJobsFor(userId), day)
    const searchAlerts = await savedSearchAlertsFor(userId, subscription.state === 'active')
    const locale: Language = subscription.locale === 'hi' ? 'hi' : 'en'
    return db.transaction(async (tx) => {
      const claimed = await repo.claimDigest(tx, {
        userId,
        day,
        jobIds: jobs.map((job) => job.job_id),
        outcome: jobs.length ? 'sent' : 'empty',
      })
      if (!claimed) return 'already' as const
      const alertJobs = jobs.map(alertJob)
      if (alertJobs.length > 0 && byWhatsapp) {
        await deps.outbox.enqueue(tx, {
          template: 'whatsapp-daily',
          userId,
          recipient: subscription.phone,
          locale,
          params: { jobs: alertJobs },
        })
      }
      if (alertJobs.length > 0 && byEmail && email) {
        await deps.outbox.enqueue(tx, {
          template: 'daily-jobs-email',
          userId,
          recipient: email,
          locale,
          params: { jobs: alertJobs, unsubscribeUrl: unsubscribeUrl(userId, 'daily') },
        })
      }
      for (const alert of searchAlerts) {
        const params = { jobs: alert.jobs.map(alertJob) }
        if (alert.byWhatsapp) {
          await deps.outbox.enqueue(tx, { template: 'whatsapp-daily', userId, recipient: subscription.phone, locale, params })
        }
        if (alert.byEmail && email) {
          await deps.outbox.enqueue(tx, {
            template: 'saved-search-email',
            userId,
            recipient: email,
            locale,
            params: { ...params, name: alert.name, unsubscribeUrl: unsubscribeUrl(userId, `search:${alert.id}`) },
          })
        }
        await repo.markSearchAlerted(tx, alert.id, now())
      }
      if (alertJobs.length > 0 || searchAlerts.length > 0) await repo.markSent(tx, userId, now())
      return alertJobs.length > 0 ? ('sent' as const) : ('empty' as const)
    })
  }

  /** The saved searches with an alert on and new jobs since their last alert (or since they were last seen). */
  async function savedSearchAlertsFor(userId: string, isWhatsappActive: boolean) {
    if (!deps.newJobsOf) return []
    const searches = await repo.listAlertingSearches(db, userId)
    const alerts = []
    for (const search of searches) {
      const byWhatsapp = search.isWhatsappAlertOn && isWhatsappActive
      if (!byWhatsapp && !search.isEmailAlertOn) continue
      try {
        const jobs = await deps.newJobsOf(search.searchParams, search.lastAlertedAt ?? search.lastSeenAt, PREMIUM_DAILY_JOBS)
        if (jobs.length > 0) alerts.push({ id: search.id, name: search.name, jobs, byWhatsapp, byEmail: search.isEmailAlertOn })
      } catch (error) {
        logger.warn({ err: error, savedSearchId: search.id }, 'saved search alert skipped: its search failed')
      }
    }
    return alerts
  }

  async function audit(
    tx: Database,
    actor: WhatsappStaffActor,
    action: string,
    target: { type: string; id: string | null },
    before: unknown,
    after: unknown,
  ) {
    await repo.writeAudit(tx, {
      actorUserId: actor.userId,
      actorLabel: actor.email,
      action,
      targetType: target.type,
      targetId: target.id,
      before,
      after,
    })
  }

  function toBroadcast(row: NonNullable<Awaited<ReturnType<typeof repo.findBroadcast>>>): Broadcast {
    return {
      id: row.id,
      text: row.text,
      segment: row.segment as BroadcastSegment,
      state: row.state as Broadcast['state'],
      total: row.total,
      sent: row.sent,
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
    }
  }

  function toDataRequest(row: NonNullable<Awaited<ReturnType<typeof repo.findDataRequest>>>): DataRequest {
    return {
      id: row.id,
      user_id: row.userId,
      email: row.email,
      kind: row.kind as DataRequest['kind'],
      state: row.state as DataRequest['state'],
      requested_at: row.requestedAt.toISOString(),
      due_at: row.dueAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      completed_by: row.completedBy,
    }
  }

  async function listUsers(): Promise<WhatsappUser[]> {
    const rows = await repo.listSubscribers(db, ADMIN_LIST_LIMIT)
    return rows.map((row) => ({
      user_id: row.userId,
      email: row.email,
      phone: row.phone,
      state: row.state as WhatsappUser['state'],
      is_daily_on: row.isDailyOn,
      last_sent_at: row.lastSentAt?.toISOString() ?? null,
      opted_in_at: row.optedInAt?.toISOString() ?? null,
    }))
  }

  return {
    readSettings,

    async saveSettings(userId: string, input: SaveWhatsappSettings, locale: Language): Promise<WhatsappSettings> {
      try {
        await repo.upsertSubscription(db, {
          userId,
          phone: input.phone,
          isDailyOn: input.is_daily_on,
          dailyChannel: input.daily_channel,
          locale,
          now: now(),
        })
      } catch (error) {
        logger.error({ err: error }, 'WhatsApp settings not saved')
        throw new AppError('OPERATION_FAILED')
      }
      return readSettings(userId)
    },

    async setSavedSearchAlert(
      userId: string,
      id: number,
      input: { is_email_on: boolean; is_whatsapp_on: boolean },
    ): Promise<WhatsappSettings> {
      const found = await repo.setSavedSearchAlert(db, { userId, id, isEmailOn: input.is_email_on, isWhatsappOn: input.is_whatsapp_on })
      if (!found) throw new AppError('NOT_FOUND')
      return readSettings(userId)
    },

    /**
     * A test message (spec 000 §5, §8): today's best matches as the daily message would carry them,
     * sent now. 'Missing Information' without a number, 'Opt-in Required' before the opt-in, 'No Jobs
     * Found' with no match, 'Test Failed' when it cannot be written.
     */
    async sendTest(userId: string): Promise<{ jobs: number }> {
      const subscription = await repo.findSubscription(db, userId)
      if (!subscription) throw new AppError('VALIDATION_REQUIRED_FIELD', { reason: 'whatsapp_phone_missing' })
      if (subscription.state !== 'active') throw new AppError('PERMISSION_DENIED', { reason: 'whatsapp_opt_in_required' })
      const jobs = await deps.bestMatches(userId, await dailyJobsFor(userId))
      if (jobs.length === 0) throw new AppError('NOT_FOUND', { reason: 'whatsapp_no_jobs' })
      const locale: Language = subscription.locale === 'hi' ? 'hi' : 'en'
      try {
        await db.transaction(async (tx) => {
          await deps.outbox.enqueue(tx, {
            template: 'whatsapp-daily',
            userId,
            recipient: subscription.phone,
            locale,
            params: { jobs: jobs.map(alertJob) },
          })
        })
      } catch (error) {
        logger.error({ err: error }, 'WhatsApp test message not written')
        throw new AppError('OPERATION_FAILED', { reason: 'whatsapp_test_failed' })
      }
      return { jobs: jobs.length }
    },

    /** The development page plays WhatsApp: a reply from the person's own number (local provider only). */
    async simulateReply(userId: string, text: string): Promise<WhatsappSettings> {
      if (!(deps.whatsapp.provider === 'local' && deps.isMailboxEnabled)) throw new AppError('NOT_FOUND')
      const subscription = await repo.findSubscription(db, userId)
      if (!subscription) throw new AppError('VALIDATION_REQUIRED_FIELD', { reason: 'whatsapp_phone_missing' })
      await db.transaction(async (tx) => {
        if (
          await repo.recordEvent(tx, {
            id: `in:dev-${randomUUID()}`,
            kind: 'inbound',
            status: replyEffect(text),
            providerMessageId: 'dev',
            errorCode: null,
            occurredAt: now(),
          })
        )
          await takeInbound(tx, { from: subscription.phone, text, at: now() })
      })
      return readSettings(userId)
    },

    /** GET /api/webhooks/whatsapp: Meta's subscription check. null: refused (403), or no webhook here (404 before). */
    verifyWebhook(query: Record<string, string | undefined>): string | null {
      const secrets = deps.whatsapp.webhook
      if (!secrets) throw new AppError('NOT_FOUND')
      return verificationAnswer(query, secrets.verifyToken)
    },

    /**
     * POST /api/webhooks/whatsapp: a signed delivery. Each event is taken once (its id is the key of
     * whatsapp_events, written in the transaction that applies it): Meta's retries and replays change nothing.
     */
    async handleWebhook(input: { rawBody: string; signature: string | null }): Promise<{ taken: number; duplicates: number }> {
      const secrets = deps.whatsapp.webhook
      if (!secrets) throw new AppError('NOT_FOUND')
      if (!isSignatureValid(input.rawBody, input.signature, secrets.appSecret)) throw new AppError('PERMISSION_DENIED')
      let body: unknown
      try {
        body = JSON.parse(input.rawBody)
      } catch {
        throw new AppError('VALIDATION_INVALID_FORMAT')
      }
      let taken = 0
      let duplicates = 0
      for (const event of readWebhookEvents(body)) {
        const isNew = await db.transaction(async (tx) => {
          if (event.kind === 'inbound') {
            const recorded = await repo.recordEvent(tx, {
              id: `in:${event.id}`,
              kind: 'inbound',
              status: replyEffect(event.text),
              providerMessageId: event.id,
              errorCode: null,
              occurredAt: event.at,
            })
            if (recorded) await takeInbound(tx, { from: event.from, text: event.text, at: event.at })
            return recorded
          }
          return repo.recordEvent(tx, {
            id: `st:${event.id}:${event.status}`,
            kind: 'status',
            status: event.status,
            providerMessageId: event.id,
            errorCode: event.errorCode,
            occurredAt: event.at,
          })
        })
        if (isNew) taken += 1
        else duplicates += 1
      }
      return { taken, duplicates }
    },

    /** POST (RFC 8058 one-click) or the page's button: turns off the alert the signed link names. */
    async unsubscribe(input: { userId: string; target: string; signature: string }): Promise<boolean> {
      if (!unsubscribeTargets.test(input.target)) return false
      const expected = Buffer.from(sign(input.userId, input.target))
      const given = Buffer.from(input.signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false
      if (input.target === 'daily') {
        const subscription = await repo.findSubscription(db, input.userId)
        if (!subscription) return true
        if (subscription.dailyChannel === 'both') await repo.setDailyChannel(db, input.userId, 'whatsapp', now())
        else if (subscription.dailyChannel === 'email') await repo.setDailyOn(db, input.userId, false, now())
        return true
      }
      await repo.turnOffSearchEmail(db, input.userId, Number(input.target.slice('search:'.length)))
      return true
    },

    unsubscribeUrl,
    runDigestFor,

    /**
     * The 9 AM run: every person due a digest today gets one job of their own, keyed by (person, India
     * date), which pg-boss retries with back-off. Without a queue (tests, one process) the digests run
     * here one after the other; `afterEach` lets a test stop the run part-way, as a crash would.
     */
    async startDailyDigest(options: { day?: string; afterEach?: (userId: string) => void } = {}): Promise<number> {
      const day = options.day ?? istDate(now())
      const due = await repo.listDigestDue(db, day)
      for (const userId of due) {
        if (deps.queue) await deps.queue.send(whatsappDigestUserJob, { userId, day }, { key: `${userId}:${day}` })
        else await runDigestFor(userId, day)
        options.afterEach?.(userId)
      }
      logger.info({ day, due: due.length }, 'daily WhatsApp digests queued')
      return due.length
    },

    // Admin

    readConfig(): WhatsappConfig {
      const described = deps.whatsapp.describe()
      return {
        provider: described.provider,
        api_base_url: described.apiBaseUrl,
        api_version: described.apiVersion,
        phone_number_id: described.phoneNumberId,
        has_access_token: described.hasAccessToken,
        has_app_secret: described.hasAppSecret,
        has_verify_token: described.hasVerifyToken,
        messages_per_second: described.messagesPerSecond,
        send_hour_ist: DAILY_SEND_HOUR_IST,
        templates: [
          { template: 'whatsapp-test', name: 'jobyatra_test_message', languages: ['en', 'hi'] },
          { template: 'whatsapp-daily', name: 'jobyatra_daily_jobs', languages: ['en', 'hi'] },
          { template: 'whatsapp-broadcast', name: 'jobyatra_announcement', languages: ['en', 'hi'] },
        ],
      }
    },

    async adminTestSend(actor: WhatsappStaffActor, phone: string, locale: Language): Promise<void> {
      await db.transaction(async (tx) => {
        await deps.outbox.enqueue(tx, { template: 'whatsapp-test', userId: null, recipient: phone, locale, params: {} })
        await audit(tx, actor, 'whatsapp.test_send', { type: 'whatsapp_number', id: null }, null, { phone: maskPhone(phone) })
      })
    },

    listUsers,

    async optOut(actor: WhatsappStaffActor, userId: string): Promise<WhatsappUser[]> {
      await db.transaction(async (tx) => {
        const before = await repo.findSubscription(tx, userId)
        if (!before) throw new AppError('NOT_FOUND')
        await repo.setState(tx, userId, 'stopped', now())
        await audit(tx, actor, 'whatsapp.opt_out', { type: 'user', id: userId }, { state: before.state }, { state: 'stopped' })
      })
      return listUsers()
    },

    async readMonitor(): Promise<MonitorDay[]> {
      return repo.countStatusesPerDay(db, new Date(now().getTime() - MONITOR_DAYS * 24 * 60 * 60 * 1000))
    },

    async listBroadcasts(): Promise<Broadcast[]> {
      return (await repo.listBroadcasts(db, 50)).map(toBroadcast)
    },

    async startBroadcast(actor: WhatsappStaffActor, input: { text: string; segment: BroadcastSegment }): Promise<Broadcast> {
      const row = await db.transaction(async (tx) => {
        const total = await repo.countActive(tx)
        const created = await repo.insertBroadcast(tx, { text: input.text, segment: input.segment, total, createdBy: actor.email })
        await audit(tx, actor, 'whatsapp.broadcast_start', { type: 'whatsapp_broadcast', id: String(created.id) }, null, {
          segment: input.segment,
          text: input.text,
          total,
        })
        return created
      })
      if (deps.queue) await deps.queue.send(whatsappBroadcastJob, { id: row.id }, { key: String(row.id) })
      return toBroadcast(row)
    },

    async stopBroadcast(actor: WhatsappStaffActor, id: number): Promise<Broadcast> {
      const row = await db.transaction(async (tx) => {
        const stopped = await repo.stopBroadcast(tx, id, now())
        if (!stopped) {
          const found = await repo.findBroadcast(tx, id)
          if (!found) throw new AppError('NOT_FOUND')
          return found
        }
        await audit(
          tx,
          actor,
          'whatsapp.broadcast_stop',
          { type: 'whatsapp_broadcast', id: String(id) },
          { state: 'running' },
          { state: 'stopped', sent: stopped.sent },
        )
        return stopped
      })
      return toBroadcast(row)
    },

    /**
     * One step of a running broadcast: the next active subscribers (as many as the number may be sent
     * a second), those of its segment written to the outbox with the broadcast's progress in one
     * transaction. 'stopped' when staff stopped it (that step's messages are not written), 'done' when
     * nobody is left.
     */
    async stepBroadcast(id: number): Promise<'more' | 'stopped' | 'done'> {
      const broadcast = await repo.findBroadcast(db, id)
      if (!broadcast || broadcast.state !== 'running') return 'stopped'
      const batch = await repo.listActiveAfter(db, broadcast.cursor, deps.whatsapp.messagesPerSecond)
      if (batch.length === 0) {
        await repo.finishBroadcast(db, id, now())
        return 'done'
      }
      const plans = await Promise.all(batch.map((person) => deps.readPlan(person.userId)))
      const chosen = batch.filter((_, index) => broadcast.segment === 'all' || plans[index] === broadcast.segment)
      const last = batch.at(-1)
      if (!last) return 'done'
      const advanced = await db.transaction(async (tx) => {
        if (!(await repo.advanceBroadcast(tx, { id, cursor: last.userId, sentMore: chosen.length }))) return false
        for (const person of chosen) {
          await deps.outbox.enqueue(tx, {
            template: 'whatsapp-broadcast',
            userId: person.userId,
            recipient: person.phone,
            locale: person.locale === 'hi' ? 'hi' : 'en',
            params: { text: broadcast.text },
          })
        }
        return true
      })
      return advanced ? 'more' : 'stopped'
    },

    async listDataRequests(): Promise<DataRequest[]> {
      return (await repo.listDataRequests(db, ADMIN_LIST_LIMIT)).map(toDataRequest)
    },

    async addDataRequest(actor: WhatsappStaffActor, input: { email: string; kind: 'export' | 'erase' }): Promise<DataRequest> {
      const person = await repo.findUserIdByEmail(db, input.email)
      if (!person) throw new AppError('NOT_FOUND')
      const at = now()
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertDataRequest(tx, {
          userId: person.id,
          email: person.email,
          kind: input.kind,
          requestedAt: at,
          dueAt: new Date(at.getTime() + DATA_REQUEST_DUE_DAYS * 24 * 60 * 60 * 1000),
        })
        await audit(tx, actor, 'data_request.add', { type: 'user', id: person.id }, null, { kind: input.kind, request: created.id })
        return created
      })
      return toDataRequest(row)
    },

    /** The JSON file of everything held about the request's person (the account export), and the request marked done. */
    async exportForRequest(actor: WhatsappStaffActor, id: number): Promise<{ fileName: string; json: string }> {
      const request = await repo.findDataRequest(db, id)
      if (!request || request.kind !== 'export') throw new AppError('NOT_FOUND')
      const data = await deps.exportPersonalData(request.userId)
      if (!data) throw new AppError('NOT_FOUND')
      await db.transaction(async (tx) => {
        await repo.completeDataRequest(tx, id, { by: actor.email, at: now() })
        await audit(tx, actor, 'data_request.export', { type: 'user', id: request.userId }, { state: request.state }, { state: 'done' })
      })
      return {
        fileName: `jobyatra-data-${request.userId}.json`,
        json: JSON.stringify({ exportedAt: now().toISOString(), ...data }, null, 2),
      }
    },

    /** Erases the request's person (the account deletion over every feature's personal data); the request and the audit row say so. */
    async eraseForRequest(actor: WhatsappStaffActor, id: number): Promise<DataRequest> {
      const request = await repo.findDataRequest(db, id)
      if (!request || request.kind !== 'erase') throw new AppError('NOT_FOUND')
      if (request.state === 'done') return toDataRequest(request)
      if (request.userId === actor.userId) throw new AppError('PERMISSION_DENIED')
      const erased = await deps.erasePersonalData(request.userId)
      const row = await db.transaction(async (tx) => {
        const done = await repo.completeDataRequest(tx, id, { by: actor.email, at: now() })
        await audit(
          tx,
          actor,
          'data_request.erase',
          { type: 'user', id: request.userId },
          { state: request.state },
          { state: 'done', erased },
        )
        return done
      })
      if (!row) throw new AppError('NOT_FOUND')
      return toDataRequest(row)
    },
  }
}

export type WhatsappService = ReturnType<typeof createWhatsappService>

/** +91987654**10: enough for staff to recognise a number in the audit log, not to dial it. */
export function maskPhone(phone: string): string {
  return phone.length <= 6 ? phone : `${phone.slice(0, 6)}${'*'.repeat(phone.length - 8)}${phone.slice(-2)}`
}
