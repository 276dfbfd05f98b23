import { accountEndpoints } from '#core/account/account.endpoints.ts'
import { endpointUrl } from '#core/api/endpoint.ts'
import { authEndpoints } from '#core/auth/auth.endpoints.ts'
import type { ApiError } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'

/**
 * The settings page's calls: our /api/account, and better-auth's change-password under /api/auth. The
 * profile goes through the offline queue (offline/profile-update.ts), which works offline too.
 */

export async function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  await callApi(authEndpoints.changePassword, { body: { ...body, revokeOtherSessions: true } })
}

/** A wrong current password: /api/auth answers it as invalid credentials (server/features/auth/auth-errors.server.ts). */
export function isWrongPassword(error: ApiError): boolean {
  return error.body.code === 'AUTH_INVALID_CREDENTIALS'
}

export async function revokeSession(sessionId: string): Promise<void> {
  await callApi(accountEndpoints.revokeSession, { params: { session_id: sessionId } })
}

export async function revokeOtherSessions(): Promise<number> {
  const answer = await callApi(accountEndpoints.revokeOtherSessions)
  return answer.revoked
}

export async function deleteAccount(): Promise<void> {
  await callApi(accountEndpoints.deleteAccount)
}

export const EXPORT_PATH = endpointUrl(accountEndpoints.exportData)
