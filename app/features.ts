import { accountFeature } from '#app/features/account/feature.ts'
import { adminFeature } from '#app/features/admin/feature.ts'
import { applicationsFeature } from '#app/features/applications/feature.ts'
import { authFeature } from '#app/features/auth/feature.ts'
import { documentsFeature } from '#app/features/documents/feature.ts'
import { guidesFeature } from '#app/features/guides/feature.ts'
import { billingFeature } from '#app/features/billing/feature.ts'
import { blogFeature } from '#app/features/blog/feature.ts'
import { companiesFeature } from '#app/features/companies/feature.ts'
import { jobPagesFeature } from '#app/features/job-pages/feature.ts'
import { jobsFeature } from '#app/features/jobs/feature.ts'
import { landingFeature } from '#app/features/landing/feature.ts'
import { interviewsFeature } from '#app/features/interviews/feature.ts'
import { matchingFeature } from '#app/features/matching/feature.ts'
import { mailboxFeature } from '#app/features/mailbox/feature.ts'
import { onboardingFeature } from '#app/features/onboarding/feature.ts'
import { resumesFeature } from '#app/features/resumes/feature.ts'
import { whatsappFeature } from '#app/features/whatsapp/feature.ts'
import { sitePagesFeature } from '#app/features/site-pages/feature.ts'
import { seoFeature } from '#app/features/seo/feature.ts'
import type { AppFeature } from '#app/lib/app-feature.ts'
import type { QueueableKind } from '#app/lib/offline/record-kinds.ts'

/**
 * The one place a feature registers in the app (decision 038): one line per feature. Each declares in
 * its own `feature.ts` its pages, admin screens and offline record kinds; app/routes.ts builds the
 * route table from here and the offline sync engine loads the record kinds from here.
 */
export const appFeatures: readonly AppFeature[] = [
  landingFeature,
  jobPagesFeature,
  jobsFeature,
  authFeature,
  onboardingFeature,
  accountFeature,
  billingFeature,
  applicationsFeature,
  matchingFeature,
  resumesFeature,
  documentsFeature,
  interviewsFeature,
  guidesFeature,
  sitePagesFeature,
  mailboxFeature,
  whatsappFeature,
  blogFeature,
  companiesFeature,
  adminFeature,
  seoFeature,
]

/** Every feature's offline record kinds, loaded (the sync engine's chunk). */
export function loadRecordKinds(): Promise<QueueableKind[]> {
  return Promise.all(appFeatures.flatMap((feature) => feature.recordKinds ?? []).map((load) => load()))
}
