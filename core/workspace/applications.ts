/**
 * Application tracking's constants (spec 001 §4 "Application status"), plain TypeScript so the board
 * and the apply button read them without loading zod.
 */

/** The spec's statuses, in the order the board shows its columns. */
export const APPLICATION_STATUSES = ['saved', 'applied', 'interviewing', 'offer_received', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** What a timeline entry records: a status change, a note, an interview date or a follow-up reminder. */
export const APPLICATION_EVENT_KINDS = ['status', 'note', 'interview', 'follow_up'] as const
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number]

/** The longest note kept on a timeline entry. */
export const MAX_APPLICATION_NOTE_LENGTH = 2000

/** The most applications one person keeps: far above real use, low enough that the board is one request. */
export const MAX_TRACKED_APPLICATIONS = 1000

/** The portal recorded when the person applied through the job's own link rather than an "Also listed on" one. */
export const OWN_LINK_PORTAL = 'direct'
