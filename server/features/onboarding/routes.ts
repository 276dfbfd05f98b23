import { onboardingEndpoints } from '#core/account/onboarding.endpoints.ts'
import * as onboardingSchemas from '#core/account/onboarding.schema.ts'
import { emptyOnboardingState, type OnboardingState } from '#core/account/onboarding.schema.ts'
import { signedInAccess, type AuthService } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { OnboardingService } from './service.ts'

const exampleState: OnboardingState = { ...emptyOnboardingState, step: 2, city: 'Pune', state: 'Maharashtra', industry: 'software' }

/** The onboarding API, mounted at /api/onboarding by server/services.ts; signed-in users only, each reads and writes only their own. */
export function createOnboardingRoutes(deps: { auth: AuthService; onboarding: OnboardingService }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const tags = ['Onboarding']

  const readRoute = apiRoute(onboardingEndpoints.read, onboardingSchemas, {
    access,
    tags,
    summary: "The signed-in user's onboarding answers",
    description:
      'What the four onboarding steps (spec 000 §2: location, industry, experience, job preferences) hold so far. `step` is the last step saved (0: none), so the form resumes after it; `completedAt` is set once the fourth step is saved.',
    answer: 'The saved answers',
    example: exampleState,
  })
  router.openapi(readRoute, async (c) => c.json(await deps.onboarding.readState(c.get('viewer').userId), 200))

  const saveRoute = apiRoute(onboardingEndpoints.save, onboardingSchemas, {
    access,
    tags,
    summary: 'Save one onboarding step',
    description:
      'Saves the answers of one step. Step 1: city and state (required). Step 2: an industry key from the industry list, or `other` with `industryOther` text. ' +
      'Step 3: designation (optional) and experience level (fresher, 1-2, 3-5, 6-10, 10+). Step 4: job types, expected salary in rupees a year (min ≤ max), ' +
      'companies to exclude and company sizes; saving it completes onboarding. A broken rule answers 400 with the field and the rule (`required`, `salaryOrder` …).',
    answer: 'The answers after the save',
    example: exampleState,
    errors: { 400: 'An answer breaks a rule of its step' },
  })
  router.openapi(saveRoute, async (c) => c.json(await deps.onboarding.saveStep(c.get('viewer').userId, c.req.valid('json')), 200))

  return router
}
