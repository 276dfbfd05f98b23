import { createLocalInboxPages } from './local-pages.ts'
import type { MailboxMessage, MailboxReader } from './port.ts'

/** The local inbox's UIDVALIDITY: fixed, its UIDs are never renumbered while the process lives. */
const LOCAL_UID_VALIDITY = 1

export interface LocalMailbox extends MailboxReader {
  /** Puts a message in the inbox as a mail server would deliver it (tests, and its page at /__local/inbox). */
  deliver(message: Omit<MailboxMessage, 'uid'>): MailboxMessage
  /** Every message in the inbox, oldest first. */
  list(): MailboxMessage[]
}

/**
 * The embedded default (EMAIL_MONITOR_PROVIDER=local, decision 070): an inbox in this process's
 * memory, so the monitor's whole flow — save, test, start, the 5-minute checks — runs on `npm start`
 * with nothing configured. It reaches no server, so any credentials connect; it holds only what
 * `deliver` put in it (a test, or the person at the machine through /__local/inbox), and forgets it
 * at restart.
 */
export function createLocalMailbox(options: { now?: () => Date } = {}): LocalMailbox {
  const now = options.now ?? (() => new Date())
  const inbox: Array<MailboxMessage & { receivedAt: Date }> = []
  const list = () => inbox.map(({ receivedAt: _receivedAt, ...message }) => message)
  const deliver = (message: Omit<MailboxMessage, 'uid'>): MailboxMessage => {
    const delivered = { ...message, uid: inbox.length + 1 }
    inbox.push({ ...delivered, receivedAt: now() })
    return delivered
  }
  return {
    provider: 'local',
    localPages: createLocalInboxPages({ deliver, list }),
    async testConnection() {},
    async readMessages(_credentials, position) {
      const isSameMailbox = position.uidValidity === LOCAL_UID_VALIDITY && position.afterUid !== null
      const waiting = inbox.filter((message) =>
        isSameMailbox ? message.uid > (position.afterUid ?? 0) : message.receivedAt >= position.since,
      )
      const messages = waiting.slice(0, position.limit).map(({ receivedAt: _receivedAt, ...message }) => message)
      return { uidValidity: LOCAL_UID_VALIDITY, messages, hasMore: waiting.length > messages.length }
    },
    deliver,
    list,
  }
}
