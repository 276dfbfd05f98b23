import { eq, sql } from 'drizzle-orm'
import { companySizes, experienceLevels, jobTypes, onboardingIndustries } from '#core/account/onboarding.ts'
import type { OnboardingState } from '#core/account/onboarding.schema.ts'
import type { Database } from '#server/db/client.ts'
import { onboardingProfiles, type OnboardingProfileRow } from '#server/db/schema/index.ts'

/** The onboarding profile's SQL: rows in, core's OnboardingState out. */

type Columns = Partial<Omit<typeof onboardingProfiles.$inferInsert, 'userId' | 'step' | 'completedAt'>>

function pick<const Values extends readonly string[]>(values: Values, value: string | null): Values[number] | null {
  return values.find((known) => known === value) ?? null
}

function pickAll<const Values extends readonly string[]>(values: Values, picked: readonly string[]): Array<Values[number]> {
  return values.filter((known) => picked.includes(known))
}

export function toOnboardingState(row: OnboardingProfileRow): OnboardingState {
  return {
    step: row.step,
    completedAt: row.completedAt?.toISOString() ?? null,
    city: row.city,
    state: row.state,
    industry: pick(onboardingIndustries, row.industry),
    industryOther: row.industryOther,
    designation: row.designation,
    experienceLevel: pick(experienceLevels, row.experienceLevel),
    jobTypes: pickAll(jobTypes, row.jobTypes),
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    excludeCompanies: row.excludeCompanies,
    companySizes: pickAll(companySizes, row.companySizes),
  }
}

export async function findOnboardingProfile(db: Database, userId: string): Promise<OnboardingProfileRow | null> {
  const [row] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId))
  return row ?? null
}

/**
 * Saves one step's columns. The step recorded only moves forward (going back to edit step 1 keeps a
 * later step), and saving the last step stamps completion once.
 */
export async function saveOnboardingStep(
  db: Database,
  input: { userId: string; step: number; columns: Columns; completes: boolean; now: Date },
): Promise<OnboardingProfileRow> {
  const completedAt = input.completes ? input.now : null
  const [row] = await db
    .insert(onboardingProfiles)
    .values({ userId: input.userId, ...input.columns, step: input.step, completedAt, updatedAt: input.now })
    .onConflictDoUpdate({
      target: onboardingProfiles.userId,
      set: {
        ...input.columns,
        step: sql`greatest(${onboardingProfiles.step}, ${input.step})`,
        completedAt: sql`coalesce(${onboardingProfiles.completedAt}, ${completedAt})`,
        updatedAt: input.now,
      },
    })
    .returning()
  if (!row) throw new Error('saving the onboarding step returned no row')
  return row
}
