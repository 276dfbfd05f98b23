import type { EmailMonitorFailure } from '#core/email-monitor/email-monitor.ts'
import type { LocalPages } from '#server/adapters/google/port.ts'

/**
 * What the e-mail-response monitor (server/features/email-monitor, decision 070) needs from a
 * mailbox: check that the credentials open it, and read the messages that arrived after the last one
 * it saw. Messages are named by their IMAP UID within the mailbox's UIDVALIDITY, so the monitor can
 * remember where it stopped and read each message once.
 *
 * Failures are thrown as `MailboxError` with a kind staff can act on; the server's own words (which
 * can echo the user name) are never passed on.
 */
export interface MailboxReader {
  /** `local`: the development inbox (no server is reached); `imap`: a real IMAP server. */
  readonly provider: 'local' | 'imap'
  /** The development inbox's page for the person at the machine (local only; decision 070). */
  readonly localPages: LocalPages | null
  /** Logs in, opens INBOX and logs out: throws `MailboxError` when any step fails. */
  testConnection(credentials: MailboxCredentials, signal?: AbortSignal): Promise<void>
  /**
   * The messages of INBOX after `afterUid` (when `uidValidity` is still the mailbox's), else those
   * received since `since`; oldest first, at most `limit`.
   */
  readMessages(credentials: MailboxCredentials, position: MailboxPosition, signal?: AbortSignal): Promise<MailboxBatch>
}

export interface MailboxCredentials {
  host: string
  port: number
  /** Implicit TLS (IMAPS, usually port 993); false speaks plain IMAP (143, or a loopback stand-in). */
  tls: boolean
  user: string
  password: string
}

export interface MailboxPosition {
  uidValidity: number | null
  afterUid: number | null
  /** Where a first read (or one after the mailbox's UIDs were renumbered) starts. */
  since: Date
  limit: number
}

export interface MailboxBatch {
  uidValidity: number
  /** Oldest first. */
  messages: MailboxMessage[]
  /** More new messages wait than `limit` allowed: the next read goes on after the last one here. */
  hasMore: boolean
}

export interface MailboxMessage {
  uid: number
  /** Addresses in lower case, without display names. */
  from: string | null
  to: string[]
  subject: string
  /** The plain text of the message (the text part, or its HTML part as text), at most 64 KB. */
  text: string
}

/** Why the mailbox could not be read: shown to staff in their language (core/email-monitor). */
export type MailboxFailure = Exclude<EmailMonitorFailure, 'password_unreadable' | 'internal'>

export class MailboxError extends Error {
  readonly failure: MailboxFailure
  constructor(failure: MailboxFailure, detail: string, options?: { cause?: unknown }) {
    super(`mailbox ${failure}: ${detail}`, options)
    this.name = 'MailboxError'
    this.failure = failure
  }
}
