/** The e-mail logs' constants (/admin/email-logs, issue 24), for the browser without zod. */

export const EMAIL_LOG_PAGE_SIZE = 50

export const outboxStates = ['pending', 'sending', 'sent', 'failed'] as const
export type OutboxState = (typeof outboxStates)[number]
