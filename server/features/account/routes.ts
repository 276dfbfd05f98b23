import { createRoute, z } from '@hono/zod-openapi'
import {
  accountProfileSchema,
  accountSessionsResponseSchema,
  profileUpdateSchema,
  revokedSessionsResponseSchema,
  type AccountProfile,
} from '#core/account/account.schema.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { clearSessionCookies, requireSignedInApi, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { IDEMPOTENCY_HEADER, type Idempotency } from '#server/lib/idempotency.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { AccountService } from './service.ts'

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})
const signedOut = errorContent('Not signed in, or the session has expired')
const json = <Schema extends z.ZodType>(description: string, schema: Schema, example?: z.input<Schema>) => ({
  description,
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
})

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

const sessionIdParamSchema = z.object({
  session_id: z.string().min(1).max(200).meta({ description: 'The id of one of your sessions (from GET /api/account/sessions).' }),
})

const profileRoute = createRoute({
  method: 'get',
  path: '/profile',
  tags: ['Account'],
  summary: 'Your profile',
  description:
    "The signed-in user's profile fields (spec 000 §3), and whether the account has a password (phone-only and Google-only accounts have none).",
  responses: { 200: json('The profile', accountProfileSchema, exampleProfile), 401: signedOut },
})

const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/profile',
  tags: ['Account'],
  summary: 'Change your profile',
  description:
    "First name (required), last name, phone (spec 000 §5: spaces, hyphens and parentheses stripped, then an optional + and 1–16 digits not starting with 0) and location. The account's display name becomes first and last name.",
  request: {
    headers: z.object({
      [IDEMPOTENCY_HEADER.toLowerCase()]: z.string().optional().meta({
        description:
          'Optional (the offline queue sends one): a repeat with the same key and body gets the first answer back and changes nothing; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED.',
      }),
    }),
    body: { required: true, content: { 'application/json': { schema: profileUpdateSchema } } },
  },
  responses: {
    200: json('The profile after the change', accountProfileSchema, exampleProfile),
    400: errorContent('A field breaks its rule (`required`, `invalidPhone`, `tooLong`)'),
    401: signedOut,
    409: errorContent('A request with this Idempotency-Key is still running (IDEMPOTENCY_REQUEST_IN_PROGRESS)'),
    422: errorContent('This Idempotency-Key was used for another request (IDEMPOTENCY_KEY_REUSED)'),
  },
})

const sessionsRoute = createRoute({
  method: 'get',
  path: '/sessions',
  tags: ['Account'],
  summary: 'Your active sessions',
  description:
    'Every browser or device signed in to the account, most recently active first; `isCurrent` marks the one making this request. Tokens are never shown.',
  responses: { 200: json('The sessions', accountSessionsResponseSchema), 401: signedOut },
})

const revokeSessionRoute = createRoute({
  method: 'delete',
  path: '/sessions/{session_id}',
  tags: ['Account'],
  summary: 'Sign out one session',
  description: 'Ends one of your sessions. A session that is not yours, or no longer exists, answers 404.',
  request: { params: sessionIdParamSchema },
  responses: { 204: { description: 'Signed out' }, 401: signedOut, 404: errorContent('You have no session with this id') },
})

const revokeOthersRoute = createRoute({
  method: 'delete',
  path: '/sessions',
  tags: ['Account'],
  summary: 'Sign out every other session',
  description: 'Ends all your sessions except the one making this request.',
  responses: { 200: json('How many sessions ended', revokedSessionsResponseSchema, { revoked: 2 }), 401: signedOut },
})

const exportRoute = createRoute({
  method: 'get',
  path: '/export',
  tags: ['Account'],
  summary: 'Download your data',
  description:
    'A JSON file of everything JobYatra holds about you: account, profile, onboarding answers, sessions (no tokens), sign-in methods (no tokens or password hashes), the messages sent to you, your job clicks, your saved jobs, your cookie-consent choices with their notice version and the analytics events recorded while you were signed in.',
  responses: {
    200: {
      description: 'The file (Content-Disposition: attachment)',
      content: { 'application/json': { schema: z.object({}).passthrough() } },
    },
    401: signedOut,
  },
})

const deleteRoute = createRoute({
  method: 'delete',
  path: '/',
  tags: ['Account'],
  summary: 'Delete your account',
  description:
    "Deletes the account and every row about it (profile, onboarding, sessions, sign-in methods, messages, saved jobs, tokens, counters, consents, analytics events) and clears the session cookie. It cannot be undone; the page asks 'Delete your account? All saved jobs and data will be lost.' first.",
  responses: { 204: { description: 'Deleted and signed out' }, 401: signedOut },
})

/** The settings API, mounted at /api/account by server/services.ts: signed-in users only, and only their own rows. */
export function createAccountRoutes(deps: { auth: AuthService; account: AccountService; idempotency: Idempotency }) {
  const router = createApiRouter<SignedInEnv>()
  router.use('*', requireSignedInApi(deps.auth))
  router.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })

  router.on(
    'PATCH',
    '/profile',
    deps.idempotency.guard<SignedInEnv>((c) => c.get('viewer').userId),
  )

  router.openapi(profileRoute, async (c) => c.json(await deps.account.readProfile(c.get('viewer')), 200))

  router.openapi(updateProfileRoute, async (c) => c.json(await deps.account.updateProfile(c.get('viewer'), c.req.valid('json')), 200))

  router.openapi(sessionsRoute, async (c) => c.json({ data: await deps.account.listSessions(c.get('viewer')) }, 200))

  router.openapi(revokeSessionRoute, async (c) => {
    await deps.account.revokeSession(c.get('viewer'), c.req.valid('param').session_id)
    return c.body(null, 204)
  })

  router.openapi(revokeOthersRoute, async (c) => c.json({ revoked: await deps.account.revokeOtherSessions(c.get('viewer')) }, 200))

  router.openapi(exportRoute, async (c) => {
    const data = await deps.account.exportData(c.get('viewer'))
    const day = data.exportedAt.slice(0, 10)
    c.header('Content-Disposition', `attachment; filename="jobyatra-my-data-${day}.json"`)
    return c.json(data, 200)
  })

  router.openapi(deleteRoute, async (c) => {
    await deps.account.deleteAccount(c.get('viewer'))
    clearSessionCookies(c)
    return c.body(null, 204)
  })

  // Mounted through an AppEnv router, as every feature's router is (server/services.ts).
  return createApiRouter().route('/', router)
}
