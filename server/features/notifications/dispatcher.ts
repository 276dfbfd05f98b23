import type { EmailAttachment, EmailSender } from '#server/adapters/email/port.ts'
import type { SmsSender } from '#server/adapters/sms/port.ts'
import type { WhatsAppSender } from '#server/adapters/whatsapp/port.ts'
import type { Database } from '#server/db/client.ts'
import type { OutboxRow } from '#server/db/schema/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import { ProviderError } from '#server/lib/provider-error.ts'
import type { AttachmentRegistry } from './attachments.ts'
import { claimDueMessages, settleAttempt, type AttemptOutcome } from './outbox-repo.ts'
import { MessageRenderError, renderMessage, type RenderedMessage } from './templates.ts'

export interface DispatcherOptions {
  db: Database
  email: EmailSender
  sms: SmsSender
  /** WhatsApp messages (decision 068); a row of that channel fails as not sendable without it. */
  whatsapp?: WhatsAppSender
  logger: Logger
  /** The files each template's e-mail carries, made at delivery (attachments.ts); none without it. */
  attachments?: Pick<AttachmentRegistry, 'attachmentsOf'>
  /** The dispatcher's clock (tests move it instead of waiting). */
  now?: () => Date
  batchSize?: number
  /** Attempts before a message is given up as failed. */
  maxAttempts?: number
  /** The wait after the first failed attempt; it doubles after each further one. */
  retryBaseMs?: number
  /**
   * How long a claimed message is this dispatcher's. Longer than any send can take (the adapters'
   * time-outs are 10–15 s); a message still `sending` after it is claimed again by any dispatcher.
   */
  leaseMs?: number
}

export const DISPATCHER_DEFAULTS = {
  batchSize: 10,
  maxAttempts: 6,
  retryBaseMs: 30_000,
  leaseMs: 5 * 60_000,
} as const

export interface DispatchReport {
  sent: number
  retrying: number
  failed: number
}

export interface OutboxDispatcher {
  /**
   * Delivers everything due now, batch after batch: one pass, run by the `outbox-dispatch` background
   * job (jobs.ts; its schedule and the kick after each enqueue decide when) and by tests. A call while
   * a pass runs shares it. An aborted `signal` (the server is stopping) ends the pass after the batch
   * in hand.
   */
  runOnce(signal?: AbortSignal): Promise<DispatchReport>
}

/** What one pass needs. */
export type DispatchPassOptions = DispatcherOptions & {
  /** Ends the pass after the batch in flight (the dispatcher is stopping). */
  shouldStop?: () => boolean
}

/**
 * One dispatch pass: claims due rows (outbox-repo.ts) batch after batch until none is left, renders
 * each in its language (templates.ts) and sends it through the channel's adapter, and marks it sent,
 * or pending again after 30 s × 2^(attempt − 1) when the failure may pass (six attempts over about 16
 * minutes), or failed when it cannot (a row that cannot be rendered cannot) or the attempts are spent.
 * Delivery is at least once: a process that stops between the provider's answer and the update sends
 * that message again when its lease runs out. The `outbox-dispatch` job runs it, on any number of
 * servers at once.
 */
export async function runDispatchPass(options: DispatchPassOptions): Promise<DispatchReport> {
  const settings = {
    batchSize: options.batchSize ?? DISPATCHER_DEFAULTS.batchSize,
    maxAttempts: options.maxAttempts ?? DISPATCHER_DEFAULTS.maxAttempts,
    retryBaseMs: options.retryBaseMs ?? DISPATCHER_DEFAULTS.retryBaseMs,
    leaseMs: options.leaseMs ?? DISPATCHER_DEFAULTS.leaseMs,
  }
  const now = options.now ?? (() => new Date())
  const { db, logger } = options

  async function deliver(row: OutboxRow): Promise<string> {
    const message = render(row)
    if (message.channel === 'email') {
      const attachments = await attachmentsOf(row)
      const sent = await options.email.send({
        to: row.recipient,
        subject: message.subject,
        text: message.text,
        ...(attachments.length > 0 ? { attachments } : {}),
        // RFC 8058 one-click unsubscribe: mail programs show an Unsubscribe button that POSTs to the link.
        ...(message.unsubscribeUrl
          ? { headers: { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      })
      return sent.providerMessageId
    }
    if (message.channel === 'whatsapp') {
      if (!options.whatsapp) throw new ProviderError({ provider: 'outbox', reason: 'no WhatsApp sender is configured', isRetryable: false })
      const sent = await options.whatsapp.sendTemplate({
        to: row.recipient,
        template: message.whatsapp.template,
        language: row.locale === 'hi' ? 'hi' : 'en',
        params: message.whatsapp.params,
        text: message.text,
      })
      return sent.providerMessageId
    }
    const sent = await options.sms.sendVerificationCode({ to: row.recipient, code: message.code, text: message.text })
    return sent.providerMessageId
  }

  /** A file that cannot be made now (a render that failed or timed out) fails this attempt, to be tried again. */
  async function attachmentsOf(row: OutboxRow): Promise<EmailAttachment[]> {
    if (!options.attachments) return []
    try {
      return await options.attachments.attachmentsOf(row)
    } catch (error) {
      logger.warn({ outboxId: row.id, template: row.template, err: error }, 'message attachment could not be made')
      throw new ProviderError({ provider: 'outbox', reason: 'could not make the attachment', isRetryable: true })
    }
  }

  function outcomeOf(row: OutboxRow, error: unknown): AttemptOutcome {
    const isRetryable = error instanceof ProviderError ? error.isRetryable : true
    // Our own words only: an adapter's ProviderError, else no vendor text at all.
    const message = error instanceof ProviderError ? error.message : 'unexpected error (see the server log)'
    if (!isRetryable) return { state: 'failed', error: message }
    if (row.attempts >= settings.maxAttempts) return { state: 'failed', error: `${message}; gave up after ${row.attempts} attempts` }
    const delayMs = settings.retryBaseMs * 2 ** (row.attempts - 1)
    return { state: 'pending', error: message, nextAttemptAt: new Date(now().getTime() + delayMs) }
  }

  async function attempt(row: OutboxRow): Promise<AttemptOutcome['state']> {
    const fields = { outboxId: row.id, channel: row.channel, template: row.template, attempt: row.attempts }
    // Claimed again after its lease ran out with the attempts spent: its process stopped mid-send.
    if (row.attempts > settings.maxAttempts) {
      await settleAttempt(db, row, { state: 'failed', error: `gave up: attempt ${row.attempts - 1} did not finish` })
      logger.error(fields, 'message failed: its last attempt did not finish')
      return 'failed'
    }
    let outcome: AttemptOutcome
    try {
      outcome = { state: 'sent', providerMessageId: await deliver(row), at: now() }
    } catch (error) {
      outcome = outcomeOf(row, error)
      if (!(error instanceof ProviderError)) logger.error({ ...fields, err: error }, 'message delivery threw an unexpected error')
    }
    if (!(await settleAttempt(db, row, outcome))) {
      // The lease ran out mid-send and another dispatcher holds the message now; its result stands.
      logger.warn(fields, 'message attempt outlived its lease')
      return outcome.state
    }
    if (outcome.state === 'sent') logger.info(fields, 'message sent')
    if (outcome.state === 'pending')
      logger.warn({ ...fields, error: outcome.error, retryAt: outcome.nextAttemptAt }, 'message not sent; retrying later')
    if (outcome.state === 'failed') logger.error({ ...fields, error: outcome.error }, 'message failed')
    return outcome.state
  }

  const report: DispatchReport = { sent: 0, retrying: 0, failed: 0 }
  for (;;) {
    const at = now()
    const rows = await claimDueMessages(db, { now: at, leaseUntil: new Date(at.getTime() + settings.leaseMs), limit: settings.batchSize })
    const states = await Promise.all(rows.map(attempt))
    for (const state of states) {
      if (state === 'sent') report.sent += 1
      if (state === 'pending') report.retrying += 1
      if (state === 'failed') report.failed += 1
    }
    if (rows.length < settings.batchSize || options.shouldStop?.()) return report
  }
}

/** The row rendered for its channel; a row that cannot be rendered is a permanent failure, in our words. */
function render(row: OutboxRow): RenderedMessage {
  try {
    return renderMessage(row)
  } catch (error) {
    if (!(error instanceof MessageRenderError)) throw error
    throw new ProviderError({ provider: 'outbox', reason: `cannot render the message: ${error.message}`, isRetryable: false })
  }
}

/** The dispatcher of one process: passes run one at a time here, whoever asks (decision 038). */
export function createOutboxDispatcher(options: DispatcherOptions): OutboxDispatcher {
  let running: Promise<DispatchReport> | null = null
  return {
    runOnce(signal) {
      if (running) return running
      running = runDispatchPass({ ...options, shouldStop: () => signal?.aborted ?? false }).finally(() => {
        running = null
      })
      return running
    },
  }
}
