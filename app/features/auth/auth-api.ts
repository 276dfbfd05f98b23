import { endpointUrl, type AnyEndpoint } from '#core/api/endpoint.ts'
import { authEndpoints } from '#core/auth/auth.endpoints.ts'
import { reasonFromAuthFailure, type AuthErrorReason } from '#core/auth/auth-errors.ts'
import { API_TIMEOUT_MS } from '#app/lib/api-client.ts'

/**
 * The browser's calls to the sign-in endpoints (better-auth, mounted at /api/auth). Plain fetch
 * with the API client's time-out, not better-auth's browser client: these seven calls need no
 * more, and the client would add its own store and fetch wrapper to the page. A failure is an
 * AuthRequestError carrying the reason of spec 000 §8 (core/auth/auth-errors.ts), which the caller
 * shows in the reader's language (auth:errors.<reason>).
 */

export class AuthRequestError extends Error {
  readonly reason: AuthErrorReason
  readonly status: number

  constructor(reason: AuthErrorReason, status: number, options?: { cause?: unknown }) {
    super(`Authentication request failed: ${reason} (HTTP ${status})`, options)
    this.name = 'AuthRequestError'
    this.reason = reason
    this.status = status
  }
}

export function toAuthRequestError(error: unknown): AuthRequestError {
  if (error instanceof AuthRequestError) return error
  return new AuthRequestError('unknown', 0, { cause: error })
}

async function postAuth(endpoint: AnyEndpoint, body: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(endpointUrl(endpoint), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
  } catch (error) {
    // Offline or timed out: the spec's fallback message ('Authentication failed. Please try again.').
    throw new AuthRequestError('unknown', 0, { cause: error })
  }
  const answer: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new AuthRequestError(reasonFromAuthFailure(response.status, answer), response.status)
  return answer
}

/** The signed-in person's name as better-auth answers it (`{ user: { name } }`), if it does. */
function readUserName(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('user' in answer)) return null
  const user: unknown = answer.user
  if (typeof user !== 'object' || user === null || !('name' in user)) return null
  return typeof user.name === 'string' ? user.name : null
}

/** The first word of a name, for greetings ('Priya Sharma' → 'Priya'); null for none. */
export function firstNameOf(name: string | null): string | null {
  const first = name?.trim().split(/\s+/u)[0]
  return first ? first : null
}

export type SignedIn = { firstName: string | null }

/** Sign-up sends the verification e-mail; the link signs the person in and lands on `callbackURL`. */
export async function signUpWithEmail(input: { name: string; email: string; password: string; callbackURL: string }): Promise<void> {
  await postAuth(authEndpoints.signUpEmail, input)
}

export async function signInWithEmail(input: { email: string; password: string; callbackURL?: string }): Promise<SignedIn> {
  const answer = await postAuth(authEndpoints.signInEmail, input)
  return { firstName: firstNameOf(readUserName(answer)) }
}

/** `phoneNumber` with +91 (spec 000 §5). */
export async function sendPhoneCode(phoneNumber: string): Promise<void> {
  await postAuth(authEndpoints.sendPhoneCode, { phoneNumber })
}

export async function verifyPhoneCode(input: { phoneNumber: string; code: string }): Promise<SignedIn> {
  const answer = await postAuth(authEndpoints.verifyPhoneCode, input)
  return { firstName: firstNameOf(readUserName(answer)) }
}

export async function signOut(): Promise<void> {
  await postAuth(authEndpoints.signOut, {})
}

export const RESET_PASSWORD_PATH = '/auth/reset-password'

/** better-auth mails a link that lands on /auth/reset-password?token=…; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await postAuth(authEndpoints.requestPasswordReset, { email, redirectTo: RESET_PASSWORD_PATH })
}

export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await postAuth(authEndpoints.resetPassword, input)
}
