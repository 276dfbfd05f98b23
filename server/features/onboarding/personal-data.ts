import { onboardingProfiles } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The onboarding answers, as saved step by step. */
export const onboardingData = ownedRows({ key: 'onboarding', table: onboardingProfiles, owner: onboardingProfiles.userId, single: true })
