import { onboardingEndpoints } from '#core/account/onboarding.endpoints.ts'
import type { OnboardingSave, OnboardingState } from '#core/account/onboarding.schema.ts'
import { callApi } from '#app/lib/call-api.ts'

/** PUT /api/onboarding: saves one step and answers everything saved so far. */
export function saveOnboardingStep(save: OnboardingSave): Promise<OnboardingState> {
  return callApi(onboardingEndpoints.save, { body: save })
}
