import type { ApiErrorBody } from '#app/lib/api-client.ts'

export type SourceFailureReason = 'signedOut' | 'notAllowed' | 'notFound' | 'queueDown' | 'other'

/** Why a change to a source failed, as the screen words it (admin:sources.reasons.<reason>). */
export function sourceFailureReason(error: ApiErrorBody): SourceFailureReason {
  switch (error.code) {
    case 'AUTH_REQUIRED':
    case 'AUTH_SESSION_EXPIRED':
      return 'signedOut'
    case 'INSUFFICIENT_PRIVILEGES':
    case 'PERMISSION_DENIED':
      return 'notAllowed'
    case 'NOT_FOUND':
      return 'notFound'
    case 'SERVER_UNAVAILABLE':
      return 'queueDown'
    default:
      return 'other'
  }
}
