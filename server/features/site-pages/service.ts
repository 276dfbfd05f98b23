import type { ContactMessage } from '#core/site-pages/contact.schema.ts'
import type { Database } from '#server/db/client.ts'
import type { Outbox } from '#server/features/notifications/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { Language } from '#server/lib/request-language.ts'

/** The support inbox (SUPPORT_EMAIL): where /contact's messages go and what /contact shows. */
export interface SupportSettings {
  email: string
}

/** The embedded default, as the footer has always shown it. */
export const DEFAULT_SUPPORT_EMAIL = 'support@jobyatra.example'

export interface SitePagesServiceDeps {
  db: Database
  logger: Logger
  outbox: Outbox
  support: SupportSettings
}

/**
 * The site pages' one write: a contact message becomes a `contact-message` outbox row to the support
 * inbox (decision 036), in its own transaction (the message is the whole change). The dispatcher
 * delivers it through the e-mail adapter and retries it; nothing else stores it. A signed-in sender's
 * row carries their id, so their "Download my data" lists it and "Delete account" erases it.
 */
export function createSitePagesService(deps: SitePagesServiceDeps) {
  return {
    supportEmail: deps.support.email,

    async sendContactMessage(input: { message: ContactMessage; userId: string | null; language: Language }): Promise<void> {
      const { message } = input
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
    },
  }
}

export type SitePagesService = ReturnType<typeof createSitePagesService>
