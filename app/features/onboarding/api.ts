import type { OnboardingSave, OnboardingState } from '#core/account/onboarding.schema.ts'
import { sendToApi } from '#app/lib/api-client.ts'

const loadStateSchema = () => import('#core/account/onboarding.schema.ts').then((module) => module.onboardingStateSchema)

/** PUT /api/onboarding: saves one step and answers everything saved so far. */
export async function saveOnboardingStep(save: OnboardingSave): Promise<OnboardingState> {
  const state = await sendToApi('PUT', '/onboarding', { body: save, loadSchema: loadStateSchema })
  if (state === null) throw new Error('the onboarding save answered no state')
  return state
}
