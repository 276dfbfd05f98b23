import type { ApiError } from '#app/lib/api-client.ts'
import { sendToApi } from '#app/lib/api-client.ts'

/**
 * The settings page's calls: our /api/account, and better-auth's change-password under /api/auth. The
 * profile goes through the offline queue (offline/profile-update.ts), which works offline too.
 */

export async function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  await sendToApi('POST', '/auth/change-password', { body: { ...body, revokeOtherSessions: true } })
}

/** A wrong current password: /api/auth answers it as invalid credentials (server/features/auth/auth-errors.server.ts). */
export function isWrongPassword(error: ApiError): boolean {
  return error.body.code === 'AUTH_INVALID_CREDENTIALS'
}

export async function revokeSession(sessionId: string): Promise<void> {
  await sendToApi('DELETE', `/account/sessions/${encodeURIComponent(sessionId)}`)
}

export async function revokeOtherSessions(): Promise<number> {
  const answer = await sendToApi('DELETE', '/account/sessions', {
    loadSchema: () => import('#core/account/account.schema.ts').then((module) => module.revokedSessionsResponseSchema),
  })
  return answer?.revoked ?? 0
}

export async function deleteAccount(): Promise<void> {
  await sendToApi('DELETE', '/account')
}

export const EXPORT_PATH = '/api/account/export'
