import { createRoute } from '@hono/zod-openapi'
import { emptyOnboardingState, onboardingSaveSchema, onboardingStateSchema, type OnboardingState } from '#core/account/onboarding.schema.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { requireSignedInApi, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { OnboardingService } from './service.ts'

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})

const exampleState: OnboardingState = { ...emptyOnboardingState, step: 2, city: 'Pune', state: 'Maharashtra', industry: 'software' }

const signedOut = errorContent('Not signed in, or the session has expired')

const readRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Onboarding'],
  summary: "The signed-in user's onboarding answers",
  description:
    'What the four onboarding steps (spec 000 §2: location, industry, experience, job preferences) hold so far. `step` is the last step saved (0: none), so the form resumes after it; `completedAt` is set once the fourth step is saved.',
  responses: {
    200: { description: 'The saved answers', content: { 'application/json': { schema: onboardingStateSchema, example: exampleState } } },
    401: signedOut,
  },
})

const saveRoute = createRoute({
  method: 'put',
  path: '/',
  tags: ['Onboarding'],
  summary: 'Save one onboarding step',
  description:
    'Saves the answers of one step. Step 1: city and state (required). Step 2: an industry key from the industry list, or `other` with `industryOther` text. ' +
    'Step 3: designation (optional) and experience level (fresher, 1-2, 3-5, 6-10, 10+). Step 4: job types, expected salary in rupees a year (min ≤ max), ' +
    'companies to exclude and company sizes; saving it completes onboarding. A broken rule answers 400 with the field and the rule (`required`, `salaryOrder` …).',
  request: { body: { required: true, content: { 'application/json': { schema: onboardingSaveSchema } } } },
  responses: {
    200: {
      description: 'The answers after the save',
      content: { 'application/json': { schema: onboardingStateSchema, example: exampleState } },
    },
    400: errorContent('An answer breaks a rule of its step'),
    401: signedOut,
  },
})

/** The onboarding API, mounted at /api/onboarding by server/services.ts; signed-in users only, each reads and writes only their own. */
export function createOnboardingRoutes(deps: { auth: AuthService; onboarding: OnboardingService }) {
  const router = createApiRouter<SignedInEnv>()
  router.use('*', requireSignedInApi(deps.auth))

  router.openapi(readRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json(await deps.onboarding.readState(c.get('viewer').userId), 200)
  })

  router.openapi(saveRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json(await deps.onboarding.saveStep(c.get('viewer').userId, c.req.valid('json')), 200)
  })

  // Mounted through an AppEnv router, as every feature's router is (server/services.ts).
  return createApiRouter().route('/', router)
}
