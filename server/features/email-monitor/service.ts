import { classifyReply } from '#core/email-monitor/classify-reply.ts'
import {
  FIRST_CHECK_DAYS,
  MAX_MESSAGES_PER_CHECK,
  RECENT_MATCHES_LIMIT,
  emailMonitorFailures,
  type EmailMonitorFailure,
  type ReplyKind,
} from '#core/email-monitor/email-monitor.ts'
import type { EmailMonitorSettings, EmailMonitorStatus } from '#core/email-monitor/email-monitor.schema.ts'
import { APPLICATION_STATUSES, MAX_APPLICATION_NOTE_LENGTH, type ApplicationStatus } from '#core/workspace/applications.ts'
import type { Application, ChangeApplication } from '#core/workspace/applications.schema.ts'
import { MailboxError, type MailboxCredentials, type MailboxMessage, type MailboxReader } from '#server/adapters/mailbox/port.ts'
import type { Database } from '#server/db/client.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { SecretBox } from '#server/lib/secret-box.ts'
import { emailMonitorCheckJob } from './jobs.ts'
import { findRepliedApplications, targetStatus } from './match.ts'
import * as repo from './repo.ts'

/** Who changed the monitor, as the audit log names them. */
export interface MonitorActor {
  userId: string
  label: string
}

/**
 * The e-mail-response monitor (issue 24, spec 000 §4 and §9, decision 070): staff save a mailbox's
 * credentials and test them; only a passed test of the credentials saved lets it start; while active,
 * a check every 5 minutes (jobs.ts) reads the messages after the last one read, and an employer's reply
 * that invites a person to interview or turns them down moves their tracked application through the
 * applications feature's own status change, with a note on their timeline saying why. A failed check
 * is recorded ('Monitoring Failed' with its reason) and the monitor stays active for the next one.
 */
export interface EmailMonitorService {
  readStatus(): Promise<EmailMonitorStatus>
  testConnection(actor: MonitorActor, settings: EmailMonitorSettings): Promise<EmailMonitorStatus>
  start(actor: MonitorActor): Promise<EmailMonitorStatus>
  stop(actor: MonitorActor): Promise<EmailMonitorStatus>
  /** Queues a check now (or runs it, where no queue runs); refused while the monitor is stopped. */
  checkNow(actor: MonitorActor): Promise<EmailMonitorStatus>
  /** One check: what the 5-minute job runs. Does nothing while the monitor is stopped. */
  runCheck(signal?: AbortSignal): Promise<void>
}

export function createEmailMonitorService(deps: {
  db: Database
  logger: Logger
  mailbox: MailboxReader
  passwords: SecretBox
  applications: {
    listApplications(userId: string): Promise<Application[]>
    changeStatus(userId: string, id: number, input: ChangeApplication): Promise<unknown>
  }
  queue?: JobQueue
  now?: () => Date
}): EmailMonitorService {
  const { db, logger, mailbox } = deps
  const now = deps.now ?? (() => new Date())

  function credentialsOf(row: repo.EmailMonitorRow): MailboxCredentials | null {
    const password = deps.passwords.open(row.passwordCipher)
    if (password === null) return null
    return { host: row.host, port: row.port, tls: row.tls, user: row.userName, password }
  }

  function failureOf(error: unknown): EmailMonitorFailure {
    return error instanceof MailboxError ? error.failure : 'internal'
  }

  async function readStatus(): Promise<EmailMonitorStatus> {
    const row = await repo.readMonitor(db)
    const matches = await repo.listRecentMatches(db, RECENT_MATCHES_LIMIT)
    return {
      provider: mailbox.provider,
      settings: row && { host: row.host, port: row.port, tls: row.tls, user: row.userName, has_password: row.passwordCipher !== '' },
      state: row?.state === 'active' ? 'active' : 'inactive',
      connection: {
        result: row?.connectionResult === 'passed' || row?.connectionResult === 'failed' ? row.connectionResult : 'untested',
        tested_at: row?.testedAt?.toISOString() ?? null,
        failure: parseFailure(row?.connectionFailure ?? null),
      },
      last_check:
        row?.lastCheckAt == null
          ? null
          : {
              at: row.lastCheckAt.toISOString(),
              is_ok: row.isLastCheckOk === true,
              failure: parseFailure(row.lastCheckFailure),
              messages: row.lastCheckMessages,
              moved: row.lastCheckMoved,
            },
      matches: matches.map((match) => ({
        id: String(match.id),
        at: match.createdAt.toISOString(),
        kind: match.kind === 'interview' ? 'interview' : 'rejection',
        applicant: match.applicant,
        job_title: match.jobTitle,
        employer_name: match.employerName,
        from_status: parseStatus(match.fromStatus),
        to_status: parseStatus(match.toStatus),
        is_moved: match.isMoved,
        subject: match.subject,
        sender: match.sender,
        phrase: match.phrase,
      })),
    }
  }

  /** Saves the credentials when they differ from those saved (audited): answers the row to test. */
  async function saveWhenChanged(actor: MonitorActor, settings: EmailMonitorSettings): Promise<repo.EmailMonitorRow> {
    const current = await repo.readMonitor(db)
    const isSame =
      current !== null &&
      current.host === settings.host &&
      current.port === settings.port &&
      current.tls === settings.tls &&
      current.userName === settings.user &&
      (settings.password === undefined || deps.passwords.open(current.passwordCipher) === settings.password)
    if (isSame) return current
    const password = settings.password ?? (current ? deps.passwords.open(current.passwordCipher) : null)
    if (password === null || password === undefined) {
      throw new AppError('VALIDATION_REQUIRED_FIELD', {
        reason: 'email_monitor_password_missing',
        fields: [{ path: 'password', message: 'Required' }],
      })
    }
    const describe = (row: { host: string; port: number; tls: boolean; userName: string; state: string }) => ({
      host: row.host,
      port: row.port,
      tls: row.tls,
      user: row.userName,
      state: row.state,
    })
    return db.transaction(async (tx) => {
      const row = await repo.saveCredentials(tx, {
        host: settings.host,
        port: settings.port,
        tls: settings.tls,
        userName: settings.user,
        passwordCipher: deps.passwords.seal(password),
        now: now(),
      })
      await repo.insertAudit(tx, {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: 'email_monitor.credentials',
        before: current && describe(current),
        // The password itself is never written to the log: only whether this save changed it.
        after: { ...describe(row), password_changed: settings.password !== undefined },
      })
      return row
    })
  }

  async function testConnection(actor: MonitorActor, settings: EmailMonitorSettings): Promise<EmailMonitorStatus> {
    const row = await saveWhenChanged(actor, settings)
    const credentials = credentialsOf(row)
    let failure: EmailMonitorFailure | null = credentials === null ? 'password_unreadable' : null
    if (credentials !== null) {
      try {
        await mailbox.testConnection(credentials)
      } catch (error) {
        failure = failureOf(error)
        logger.warn({ err: error, failure }, 'e-mail monitor: connection test failed')
      }
    }
    await db.transaction(async (tx) => {
      await repo.recordTest(tx, { version: row.settingsVersion, isPassed: failure === null, failure, now: now() })
      await repo.insertAudit(tx, {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: 'email_monitor.test',
        before: { result: row.connectionResult },
        after: { result: failure === null ? 'passed' : 'failed', failure },
      })
    })
    return readStatus()
  }

  async function start(actor: MonitorActor): Promise<EmailMonitorStatus> {
    const row = await repo.readMonitor(db)
    if (row === null || row.connectionResult !== 'passed') throw new AppError('EDIT_CONFLICT', { reason: 'email_monitor_untested' })
    const isStarted = await db.transaction(async (tx) => {
      const started = await repo.activate(tx, { version: row.settingsVersion, now: now() })
      if (started === null) return false
      await repo.insertAudit(tx, {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: 'email_monitor.start',
        before: { state: row.state },
        after: { state: 'active' },
      })
      return true
    })
    // The credentials changed between the read and the write: they have not passed a test.
    if (!isStarted) throw new AppError('EDIT_CONFLICT', { reason: 'email_monitor_untested' })
    if (deps.queue) await deps.queue.send(emailMonitorCheckJob, null)
    return readStatus()
  }

  async function stop(actor: MonitorActor): Promise<EmailMonitorStatus> {
    await db.transaction(async (tx) => {
      const before = await repo.readMonitor(tx)
      if (before === null) return
      await repo.deactivate(tx, now())
      await repo.insertAudit(tx, {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: 'email_monitor.stop',
        before: { state: before.state },
        after: { state: 'inactive' },
      })
    })
    return readStatus()
  }

  async function checkNow(actor: MonitorActor): Promise<EmailMonitorStatus> {
    const row = await repo.readMonitor(db)
    if (row === null || row.connectionResult !== 'passed') throw new AppError('EDIT_CONFLICT', { reason: 'email_monitor_untested' })
    if (row.state !== 'active') throw new AppError('EDIT_CONFLICT', { reason: 'email_monitor_inactive' })
    await repo.insertAudit(db, {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action: 'email_monitor.check',
      before: null,
      after: { state: row.state },
    })
    if (deps.queue) await deps.queue.send(emailMonitorCheckJob, null)
    else await runCheck()
    return readStatus()
  }

  /** Acts on one message: answers how many applications it moved. */
  async function actOn(uidValidity: number, message: MailboxMessage): Promise<number> {
    const reply = classifyReply(message)
    if (reply === null || message.from === null) return 0
    let moved = 0
    for (const account of await repo.findAccountsByEmail(db, message.to)) {
      const applications = await deps.applications.listApplications(account.id)
      for (const application of findRepliedApplications(message, applications)) {
        const key = { uidValidity, messageUid: message.uid, applicationId: application.id }
        // Read before a restart: acted on already, whatever the position says.
        if (await repo.hasMatch(db, key)) continue
        const from = application.application_status
        const to = targetStatus(reply.kind, from)
        if (to !== null) {
          await deps.applications.changeStatus(account.id, application.id, {
            application_status: to,
            note: noteOf(message, reply.phrase),
          })
          moved += 1
        }
        await repo.insertMatch(db, {
          ...key,
          userId: account.id,
          kind: reply.kind satisfies ReplyKind,
          sender: message.from,
          subject: message.subject.slice(0, 500),
          phrase: reply.phrase,
          fromStatus: from,
          toStatus: to ?? from,
          isMoved: to !== null,
          now: now(),
        })
      }
    }
    return moved
  }

  async function runCheck(signal?: AbortSignal): Promise<void> {
    const row = await repo.readMonitor(db)
    if (row === null || row.state !== 'active') return
    const at = now()
    const credentials = credentialsOf(row)
    if (credentials === null) {
      await repo.recordCheck(db, { at, isOk: false, failure: 'password_unreadable', messages: 0, moved: 0 })
      return
    }
    let messages = 0
    let moved = 0
    try {
      const since = new Date(at.getTime() - FIRST_CHECK_DAYS * 24 * 60 * 60 * 1000)
      const batch = await mailbox.readMessages(
        credentials,
        { uidValidity: row.uidValidity, afterUid: row.lastUid, since, limit: MAX_MESSAGES_PER_CHECK },
        signal,
      )
      for (const message of batch.messages) {
        moved += await actOn(batch.uidValidity, message)
        messages += 1
        await repo.advancePosition(db, { uidValidity: batch.uidValidity, uid: message.uid })
      }
      await repo.recordCheck(db, { at, isOk: true, failure: null, messages, moved })
    } catch (error) {
      // 'Monitoring Failed': recorded for staff with its reason; the monitor stays active for the next check.
      const failure = failureOf(error)
      logger.error({ err: error, failure }, 'e-mail monitor: check failed')
      await repo.recordCheck(db, { at, isOk: false, failure, messages, moved })
    }
  }

  return { readStatus, testConnection, start, stop, checkNow, runCheck }
}

/** The timeline's note: what moved it, in the words of decision 070. */
function noteOf(message: MailboxMessage, phrase: string): string {
  return `moved by e-mail monitoring: ${message.subject} from ${message.from ?? ''}: ${phrase}`.slice(0, MAX_APPLICATION_NOTE_LENGTH)
}

function parseFailure(value: string | null): EmailMonitorFailure | null {
  if (value === null) return null
  return emailMonitorFailures.find((failure) => failure === value) ?? 'internal'
}

function parseStatus(value: string): ApplicationStatus {
  const status = APPLICATION_STATUSES.find((candidate) => candidate === value)
  if (!status) throw new Error(`Unknown application status in a monitor match: ${value}`)
  return status
}
