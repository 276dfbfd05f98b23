import { createHash } from 'node:crypto'
import { roleSlugFromTitle, slugify } from '#core/jobs/slug.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { companies, companyReviews, jobSources, jobs } from '#server/db/schema/jobs.ts'

export type NewJob = typeof jobs.$inferInsert
export type NewCompany = typeof companies.$inferInsert
export type NewCompanyReview = typeof companyReviews.$inferInsert

/** A fixed clock for factories, so a test's dates never depend on when it runs. */
export const FACTORY_NOW = new Date('2026-11-20T06:00:00.000Z')

const DAY_MS = 86_400_000
const TEST_SOURCE = { id: 'test', name: 'Test fixtures', kind: 'fixture' } as const

let sequence = 0

function nextSequence(): number {
  sequence += 1
  return sequence
}

/** A date the given number of days before FACTORY_NOW (fractions allowed). */
export function daysAgo(days: number, now: Date = FACTORY_NOW): Date {
  return new Date(now.getTime() - days * DAY_MS)
}

/**
 * A valid `jobs` row: a full-time software engineer in Bengaluru posted a day ago, unless overridden.
 * `role_slug` and `city_slug` follow the title and city when those are overridden and the slugs are not.
 */
export function buildJob(overrides: Partial<NewJob> = {}): NewJob {
  const n = nextSequence()
  const title = overrides.title ?? 'Software Engineer'
  const city = overrides.city === undefined ? 'Bengaluru' : overrides.city
  const employerName = overrides.employerName ?? `Acme Systems ${n}`
  const id = overrides.id ?? `job-${n.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  return {
    id,
    source: TEST_SOURCE.id,
    sourceId: id,
    dedupHash: createHash('sha256').update(id).digest('hex'),
    title,
    roleSlug: roleSlugFromTitle(title),
    employerName,
    companyId: null,
    employerLogo: null,
    employerWebsite: null,
    companyType: 'midsize',
    employerKind: 'direct_hire',
    employmentType: 'FULLTIME',
    description: `${employerName} is hiring a ${title}. You will work with a friendly team on products used across India.`,
    applyLink: `https://careers.example.com/jobs/${id}`,
    city,
    citySlug: city === null ? null : slugify(city),
    state: city === null ? null : 'Karnataka',
    country: 'IN',
    isRemote: false,
    isVisaSponsored: false,
    isGovernment: false,
    isFeatured: false,
    isActive: true,
    postedAt: daysAgo(1),
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    salaryMinInrYear: null,
    salaryMaxInrYear: null,
    experienceMonths: null,
    requiresDegree: false,
    requiredExperience: {
      no_experience_required: false,
      required_experience_in_months: overrides.experienceMonths ?? null,
      experience_mentioned: overrides.experienceMonths != null,
      experience_preferred: false,
    },
    requiredEducation: {
      postgraduate_degree: false,
      professional_certification: false,
      high_school: false,
      associates_degree: false,
      bachelors_degree: overrides.requiresDegree ?? false,
      degree_mentioned: overrides.requiresDegree ?? false,
      degree_preferred: false,
      professional_certification_mentioned: false,
    },
    requiredSkills: [],
    highlights: { Qualifications: ['Good communication'], Benefits: ['Health insurance'] },
    skillsText: (overrides.requiredSkills ?? []).join(' '),
    ...overrides,
  }
}

export function buildCompany(overrides: Partial<NewCompany> = {}): NewCompany {
  const n = nextSequence()
  const name = overrides.name ?? `Company ${n}`
  return {
    name,
    slug: slugify(`${name}-${n}`),
    logoUrl: null,
    website: null,
    industry: 'Information Technology',
    companySize: '1001-5000',
    companyType: 'enterprise',
    employerKind: 'direct_hire',
    headquarters: 'Bengaluru, Karnataka',
    workEnvironment: 'Hybrid',
    description: null,
    isVerified: true,
    isHiring: true,
    ...overrides,
  }
}

export function buildReview(companyId: number, overrides: Partial<NewCompanyReview> = {}): NewCompanyReview {
  return {
    companyId,
    rating: 4,
    title: 'Good place to learn',
    body: 'Supportive managers and fair pay.',
    authorRole: 'Engineer',
    isApproved: true,
    ...overrides,
  }
}

async function ensureTestSource(handle: DatabaseHandle): Promise<void> {
  await handle.db.insert(jobSources).values(TEST_SOURCE).onConflictDoNothing()
}

/** Inserts jobs (in batches, so thousands fit one call) and returns them as inserted. */
export async function insertJobs(handle: DatabaseHandle, rows: NewJob[]): Promise<NewJob[]> {
  await ensureTestSource(handle)
  const batchSize = 500
  for (let start = 0; start < rows.length; start += batchSize) {
    await handle.db.insert(jobs).values(rows.slice(start, start + batchSize))
  }
  return rows
}

export async function insertCompany(handle: DatabaseHandle, overrides: Partial<NewCompany> = {}): Promise<typeof companies.$inferSelect> {
  const [row] = await handle.db.insert(companies).values(buildCompany(overrides)).returning()
  if (!row) throw new Error('company insert returned no row')
  return row
}

export async function insertReviews(handle: DatabaseHandle, reviews: NewCompanyReview[]): Promise<void> {
  if (reviews.length === 0) return
  await handle.db.insert(companyReviews).values(reviews)
}
