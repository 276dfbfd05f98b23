import { emptyOnboardingState, type OnboardingState, onboardingSaveSchema } from '#core/account/onboarding.schema.ts'
import type { PreferredCity } from '#core/jobs/search-response.ts'
import { slugify } from '#core/jobs/slug.ts'
import { INDIA } from '#core/jobs/visitor-country.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { findCity } from '#server/lib/place-names.ts'
import { findOnboardingProfile, saveOnboardingStep, toOnboardingState } from './repo.ts'

/**
 * Spec 000 §2/§3 onboarding: four steps saved one at a time, so it resumes where it stopped; the
 * fourth completes it. Every answer is parsed with the step's schema from core/ here too, whoever calls.
 */
export function createOnboardingService(deps: { database: DatabaseHandle; now?: () => Date }) {
  const { db } = deps.database
  const now = deps.now ?? (() => new Date())

  return {
    async readState(userId: string): Promise<OnboardingState> {
      const row = await findOnboardingProfile(db, userId)
      return row ? toOnboardingState(row) : emptyOnboardingState
    },

    /**
     * The cities a signed-in search without a place ranks first (decision 075): the onboarding city as
     * the job search names it (Bangalore is Bengaluru), else as typed. None before step 1 is saved.
     */
    async readPreferredCities(userId: string): Promise<PreferredCity[]> {
      const row = await findOnboardingProfile(db, userId)
      const typed = row?.city?.trim()
      if (!typed) return []
      const city = findCity(typed, INDIA)
      const name = city?.name ?? typed
      const slug = slugify(name)
      return slug === '' ? [] : [{ slug, name, country: city?.country ?? INDIA }]
    },

    /** Saves a step (an unparsed body: the service holds the rules) and answers the whole state. */
    async saveStep(userId: string, body: unknown): Promise<OnboardingState> {
      const save = onboardingSaveSchema.parse(body)
      const columns = (() => {
        switch (save.step) {
          case 1:
            return { city: save.answers.city, state: save.answers.state }
          case 2:
            return { industry: save.answers.industry, industryOther: save.answers.industryOther }
          case 3:
            return { designation: save.answers.designation, experienceLevel: save.answers.experienceLevel }
          case 4:
            return save.answers
        }
      })()
      const row = await saveOnboardingStep(db, { userId, step: save.step, columns, completes: save.step === 4, now: now() })
      return toOnboardingState(row)
    },
  }
}

export type OnboardingService = ReturnType<typeof createOnboardingService>
