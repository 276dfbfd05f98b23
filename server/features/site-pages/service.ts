import type { ContactMessage } from '#core/site-pages/contact.schema.ts'
import type { Database } from '#server/db/client.ts'
import type { Outbox } from '#server/features/notifications/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { RateLimiter, RateRule } from '#server/lib/rate-limit.ts'
import type { Language } from '#server/lib/request-language.ts'

/** The support inbox (SUPPORT_EMAIL): where /contact's messages go and what /contact shows. */
export interface SupportSettings {
  email: string
}

const HOUR_MS = 60 * 60 * 1000

/**
 * Contact messages one address (IP) may send in an hour: a person who writes, then adds something,
 * then corrects a typo is well inside it; a script filling the support inbox is not.
 */
export const CONTACT_PER_IP_RATE: RateRule = { limit: 5, windowMs: HOUR_MS }
/** …and messages naming one reply address, from anywhere, in an hour. */
export const CONTACT_PER_SENDER_RATE: RateRule = { limit: 5, windowMs: HOUR_MS }

/** What became of a contact message: queued, or refused for now by the hourly limits. */
export type ContactOutcome = { status: 'sent' } | { status: 'limited'; retryAfterSeconds: number }

/** The embedded default, as the footer has always shown it. */
export const DEFAULT_SUPPORT_EMAIL = 'support@jobyatra.example'

export interface SitePagesServiceDeps {
  db: Database
  logger: Logger
  outbox: Outbox
  rateLimiter: RateLimiter
  support: SupportSettings
}

/**
 * The site pages' one write: a contact message, within the hourly limits per address and per reply
 * address (both ways in, /api/contact and the form posted without JavaScript, count alike), becomes a `contact-message` outbox row to the support
 * inbox (decision 036), in its own transaction (the message is the whole change). The dispatcher
 * delivers it through the e-mail adapter and retries it; nothing else stores it. A signed-in sender's
 * row carries their id, so their "Download my data" lists it and "Delete account" erases it.
 */
export function createSitePagesService(deps: SitePagesServiceDeps) {
  return {
    supportEmail: deps.support.email,

    async sendContactMessage(input: {
      message: ContactMessage
      clientIp: string
      userId: string | null
      language: Language
    }): Promise<ContactOutcome> {
      const { message } = input
      const limited =
        (await deps.rateLimiter.hit('contact-ip', input.clientIp, CONTACT_PER_IP_RATE)) ??
        (await deps.rateLimiter.hit('contact-sender', message.email.toLowerCase(), CONTACT_PER_SENDER_RATE))
      if (limited) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
      await deps.db.transaction(async (tx) => {
        await deps.outbox.enqueue(tx, {
          template: 'contact-message',
          userId: input.userId,
          recipient: deps.support.email,
          // Support reads English; the sender's language is a parameter, so the reply can be in it.
          locale: 'en',
          params: { ...message, pageLanguage: input.language },
        })
      })
      // Nothing the person wrote goes to the log: only that a message was queued.
      deps.logger.info({ isSignedIn: input.userId !== null }, 'contact message queued for the support inbox')
      return { status: 'sent' }
    },
  }
}

export type SitePagesService = ReturnType<typeof createSitePagesService>
