import * as accountSchemas from '#core/account/account.schema.ts'
import type { AccountProfile } from '#core/account/account.schema.ts'
import { accountEndpoints } from '#core/account/account.endpoints.ts'
import { clearSessionCookies, signedInAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import type { Idempotency } from '#server/lib/idempotency.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { AccountService } from './service.ts'

const exampleProfile: AccountProfile = {
  email: 'asha.rao@example.com',
  hasRealEmail: true,
  phoneNumber: null,
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '+919876543210',
  location: 'Pune, Maharashtra',
  hasPassword: true,
  createdAt: '2026-11-20T09:30:00.000Z',
}

/** The settings API, mounted at /api/account by server/services.ts: signed-in users only, and only their own rows. */
export function createAccountRoutes(deps: { auth: AuthService; account: AccountService; idempotency: Idempotency }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const tags = ['Account']

  const profileRoute = apiRoute(accountEndpoints.readProfile, accountSchemas, {
    access,
    tags,
    summary: 'Your profile',
    description:
      "The signed-in user's profile fields (spec 000 §3), and whether the account has a password (phone-only and Google-only accounts have none).",
    answer: 'The profile',
    example: exampleProfile,
  })
  router.openapi(profileRoute, async (c) => c.json(await deps.account.readProfile(c.get('viewer')), 200))

  const updateProfileRoute = apiRoute(accountEndpoints.updateProfile, accountSchemas, {
    access,
    idempotency: deps.idempotency.guard<SignedInEnv>((c) => c.get('viewer').userId),
    tags,
    summary: 'Change your profile',
    description:
      "First name (required), last name, phone (spec 000 §5: spaces, hyphens and parentheses stripped, then an optional + and 1–16 digits not starting with 0) and location. The account's display name becomes first and last name.",
    answer: 'The profile after the change',
    example: exampleProfile,
    errors: { 400: 'A field breaks its rule (`required`, `invalidPhone`, `tooLong`)' },
  })
  router.openapi(updateProfileRoute, async (c) => c.json(await deps.account.updateProfile(c.get('viewer'), c.req.valid('json')), 200))

  const sessionsRoute = apiRoute(accountEndpoints.listSessions, accountSchemas, {
    access,
    tags,
    summary: 'Your active sessions',
    description:
      'Every browser or device signed in to the account, most recently active first; `isCurrent` marks the one making this request. Tokens are never shown.',
    answer: 'The sessions',
  })
  router.openapi(sessionsRoute, async (c) => c.json({ data: await deps.account.listSessions(c.get('viewer')) }, 200))

  const revokeSessionRoute = apiRoute(accountEndpoints.revokeSession, accountSchemas, {
    access,
    tags,
    summary: 'Sign out one session',
    description: 'Ends one of your sessions. A session that is not yours, or no longer exists, answers 404.',
    answer: 'Signed out',
    errors: { 404: 'You have no session with this id' },
  })
  router.openapi(revokeSessionRoute, async (c) => {
    await deps.account.revokeSession(c.get('viewer'), c.req.valid('param').session_id)
    return c.body(null, 204)
  })

  const revokeOthersRoute = apiRoute(accountEndpoints.revokeOtherSessions, accountSchemas, {
    access,
    tags,
    summary: 'Sign out every other session',
    description: 'Ends all your sessions except the one making this request.',
    answer: 'How many sessions ended',
    example: { revoked: 2 },
  })
  router.openapi(revokeOthersRoute, async (c) => c.json({ revoked: await deps.account.revokeOtherSessions(c.get('viewer')) }, 200))

  const exportRoute = apiRoute(accountEndpoints.exportData, accountSchemas, {
    access,
    tags,
    summary: 'Download your data',
    description:
      'A JSON file of everything JobYatra holds about you: account, profile, onboarding answers, sessions (no tokens), sign-in methods (no tokens or password hashes), the messages sent to you, your job clicks, your saved jobs, your usage counts and plan, your cookie-consent choices with their notice version and the analytics events recorded while you were signed in.',
    answer: 'The file (Content-Disposition: attachment)',
  })
  router.openapi(exportRoute, async (c) => {
    const data = await deps.account.exportData(c.get('viewer'))
    const day = data.exportedAt.slice(0, 10)
    c.header('Content-Disposition', `attachment; filename="jobyatra-my-data-${day}.json"`)
    return c.json(data, 200)
  })

  const deleteRoute = apiRoute(accountEndpoints.deleteAccount, accountSchemas, {
    access,
    tags,
    summary: 'Delete your account',
    description:
      "Deletes the account and every row about it (profile, onboarding, sessions, sign-in methods, messages, saved jobs, usage counts, tokens, counters, consents, analytics events) and clears the session cookie. It cannot be undone; the page asks 'Delete your account? All saved jobs and data will be lost.' first.",
    answer: 'Deleted and signed out',
  })
  router.openapi(deleteRoute, async (c) => {
    await deps.account.deleteAccount(c.get('viewer'))
    clearSessionCookies(c)
    return c.body(null, 204)
  })

  return router
}
