/**
 * The e-mail-response monitor's constants (spec 000 §4, §8, §9; issue 24; decision 070), plain
 * TypeScript so the admin panel reads them without zod.
 */

/** Spec 000 §9 and 001 §9: "Email monitoring interval 5 minutes". */
export const EMAIL_MONITOR_INTERVAL_MINUTES = 5

/** The most messages one check reads; the rest wait for the next check, which goes on after them. */
/** The development inbox's page, where the person at the machine delivers a reply into the local inbox (decision 070). */
export const LOCAL_INBOX_PATH = '/__local/inbox'

export const MAX_MESSAGES_PER_CHECK = 200

/** How far back the first check (or one after the mailbox was renumbered) reads. */
export const FIRST_CHECK_DAYS = 7

/** The recent matches the panel lists. */
export const RECENT_MATCHES_LIMIT = 20

/** Spec 000 §4: "inactive or active". */
export const emailMonitorStates = ['inactive', 'active'] as const
export type EmailMonitorState = (typeof emailMonitorStates)[number]

/** Where the last connection test left the saved credentials: a change of credentials makes them untested again. */
export const connectionResults = ['untested', 'passed', 'failed'] as const
export type ConnectionResult = (typeof connectionResults)[number]

/**
 * Why a connection test or a check failed: the mailbox's own failures (server/adapters/mailbox/port.ts),
 * a stored password the server can no longer read (AUTH_SECRET changed), or anything else.
 */
export const emailMonitorFailures = [
  'unreachable',
  'tls',
  'login',
  'mailbox',
  'protocol',
  'timeout',
  'password_unreadable',
  'internal',
] as const
export type EmailMonitorFailure = (typeof emailMonitorFailures)[number]

export const replyKinds = ['interview', 'rejection'] as const
export type ReplyKind = (typeof replyKinds)[number]
