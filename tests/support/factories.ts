import type { z } from 'zod'
import { slugify } from '#core/jobs/slug.ts'
import { resumeDocumentSchema, type ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { companies, companyReviews, jobSources, jobs } from '#server/db/schema/jobs.ts'
import { normalizeJobPosting, type RawPosting } from '#server/features/jobs/index.ts'

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
 * The named fields of a raw posting. RawPosting itself accepts any other key (sources send more than we
 * read), which would let a test's misspelt or row-shaped override (`city`, `salaryMin`) pass silently.
 */
export type PostingFields = { [Key in keyof RawPosting as string extends Key ? never : Key]?: RawPosting[Key] }

/**
 * A posting as a job source sends it (the spec's Job shape, spec 001 §3): a full-time software engineer
 * in Bengaluru posted a day ago, unless overridden.
 */
function buildPosting(overrides: PostingFields = {}): RawPosting {
  const n = nextSequence()
  const title = overrides.job_title ?? overrides.title ?? 'Software Engineer'
  const employerName = overrides.employer_name ?? `Acme Systems ${n}`
  const jobId = String(overrides.job_id ?? overrides.id ?? `job-${n.toString(36)}-${Math.random().toString(36).slice(2, 8)}`)
  return {
    job_id: jobId,
    job_title: title,
    employer_name: employerName,
    job_apply_link: `https://careers.example.com/jobs/${jobId}`,
    job_description: `${employerName} is hiring a ${title}. You will work with a friendly team on products used across India.`,
    job_city: 'Bengaluru',
    job_state: 'Karnataka',
    job_country: 'IN',
    job_posted_at_datetime_utc: daysAgo(1).toISOString(),
    job_highlights: { Qualifications: ['Good communication'], Benefits: ['Health insurance'] },
    ...overrides,
  }
}

/**
 * A `jobs` row made the way real ones are: the posting (buildPosting's, with `posting` over it) through
 * normalizeJobPosting, so salary, slug and flag columns follow from it as they do in production. The
 * row's id is the posting's job_id, so a test names its jobs ('se-blr'); `row` sets what no posting
 * carries (companyId, isActive, isFeatured) or what a test must force past the normaliser.
 */
export function buildJob(posting: PostingFields = {}, row: Partial<NewJob> = {}): NewJob {
  const raw = buildPosting(posting)
  // The normaliser moves a date more than a day ahead of its clock to now; no test date is ahead of both.
  const clock = new Date(Math.max(Date.now(), FACTORY_NOW.getTime()))
  const result = normalizeJobPosting(raw, TEST_SOURCE.id, clock)
  if (!result.ok) throw new Error(`the test posting was refused: ${result.issues.join('; ')}`)
  return { ...result.row, id: String(raw.job_id ?? raw.id), ...row }
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
    status: 'approved',
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

/**
 * A resume document as the builder makes one: a name, a current job and skills, overridable per field
 * (the document's own defaults fill the rest).
 */
export function buildResumeDocument(overrides: Partial<ResumeDocumentInput> = {}): ResumeDocument {
  return resumeDocumentSchema.parse({
    personalInfo: { firstName: 'Asha', lastName: 'Rao', title: 'Data Analyst', email: 'asha@example.in', location: 'Pune' },
    workExperience: [{ id: 'work-1', company: 'Infosys', position: 'Analyst', startDate: '2022-07', endDate: 'Present', current: true }],
    skills: [{ id: 'skills-1', category: 'Tools', items: [{ name: 'SQL' }, { name: 'Excel' }] }],
    ...overrides,
  })
}

type ResumeDocumentInput = z.input<typeof resumeDocumentSchema>
