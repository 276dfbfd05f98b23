import { randomBytes } from 'node:crypto'
import {
  COMPANIES_PER_PAGE,
  PROFILE_JOBS_LIMIT,
  PROFILE_REVIEWS_LIMIT,
  type CompanyDirectoryFilters,
  type CompanyDirectoryPage,
} from '#core/companies/company-directory.ts'
import { toPlainText, type OwnReview, type PendingReview } from '#core/companies/reviews.ts'
import { writeReviewSchema, type ReviewDecision, type WriteReview } from '#core/companies/reviews.schema.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { collapseWhitespace } from '#core/format/description.ts'
import type { CompanySizeType, EmployerKind } from '#core/jobs/job-constants.ts'
import { normalizeForMatch, slugify } from '#core/jobs/slug.ts'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import {
  enrichCompanies,
  findLogo,
  findMatchCandidates,
  findTakenSlugs,
  insertCompanies,
  lockCompanyWrites,
  type CompanyCandidate,
  type CompanyEnrichment,
  type NewCompanyRow,
  type StoredLogo,
} from './repo.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { SitemapEntry } from '#server/lib/server-feature.ts'
import { createDirectoryRepo } from './directory-repo.ts'
import {
  countPendingReviews,
  decideReview,
  findOwnReview,
  insertReview,
  listApprovedReviews,
  listPendingReviews,
  readReviewStatus,
  type ModerationActor,
} from './review-repo.ts'
import { readHttpUrl, websiteHost } from './website-host.ts'

/** An employer as a job posting names it. */
export interface EmployerSighting {
  name: string
  website: string | null
  /** Where the posting says the employer's logo is (fetched later by fetchMissingLogos). */
  logoUrl: string | null
  /** The posting's company type, when it said one. */
  companyType?: CompanySizeType | null
  employerKind?: EmployerKind | null
}

/**
 * The company type of a company made from postings that never said one. companies.company_type is
 * free text and no filter reads it (jobs carry their own), so this stays out of every size filter
 * until a posting or staff say otherwise.
 */
export const UNKNOWN_COMPANY_TYPE = 'unknown'

/** Names that postings use when they do not say who is hiring: each is many employers, not one company. */
const hiddenEmployerNames = new Set([
  'confidential',
  'confidential company',
  'company confidential',
  'undisclosed',
  'not disclosed',
  'anonymous',
  'unknown',
  'n/a',
  'na',
  'private',
  'hidden',
])

const DEFAULT_EMPLOYER_KIND: EmployerKind = 'direct_hire'
const MAX_SLUG_LENGTH = 80
/** Slugs tried per new company before a random suffix: acme, acme-2 … acme-20. */
const NUMBERED_SLUGS = 20
const INSERT_ROUNDS = 3

interface Employer {
  /** normalizeForMatch of the name: the key of the answer. */
  key: string
  name: string
  website: string | null
  host: string | null
  logoUrl: string | null
  companyType: CompanySizeType | null
  employerKind: EmployerKind | null
}

interface CompanyToCreate {
  keys: string[]
  employer: Employer
}

/**
 * The company of each employer, by normalizeForMatch(name): an existing company with that name in any
 * case or spacing, else one whose website has the same host, else a new company. Existing companies
 * that lack a website, logo source URL or company type get the posting's (staff-verified companies are
 * never changed). Employers with the same new host in one call become one company. A name that hides
 * the employer ('Confidential') or is blank gets no company: the answer has no entry for it.
 *
 * A constant number of queries per call, whatever the number of employers, in one transaction that
 * holds the company write lock (repo.ts lockCompanyWrites) until it ends: call it before writing a
 * page's jobs, or outside their transaction, so that runs of several sources do not wait on each other
 * for longer than this takes.
 */
export async function matchOrCreateCompanies(db: Database, employers: readonly EmployerSighting[]): Promise<Map<string, number>> {
  const byKey = mergeSightings(employers)
  if (byKey.size === 0) return new Map()
  return db.transaction(async (tx) => {
    await lockCompanyWrites(tx)
    const lowerNames = new Set<string>()
    const hosts = new Set<string>()
    for (const employer of byKey.values()) {
      lowerNames.add(employer.key)
      lowerNames.add(employer.name.toLowerCase())
      if (employer.host !== null) hosts.add(employer.host)
    }
    const candidates = await findMatchCandidates(tx, { lowerNames: [...lowerNames], hosts: [...hosts] })
    const { byName, byHost } = indexCandidates(candidates)

    const ids = new Map<string, number>()
    const enrichments = new Map<number, CompanyEnrichment>()
    const toCreate: CompanyToCreate[] = []
    const toCreateByHost = new Map<string, CompanyToCreate>()
    for (const employer of byKey.values()) {
      const match = byName.get(employer.key) ?? (employer.host === null ? undefined : byHost.get(employer.host))
      if (match !== undefined) {
        ids.set(employer.key, match.id)
        addEnrichment(enrichments, match, employer)
        continue
      }
      const sameHost = employer.host === null ? undefined : toCreateByHost.get(employer.host)
      if (sameHost !== undefined) {
        sameHost.keys.push(employer.key)
        sameHost.employer = fillMissing(sameHost.employer, employer)
        continue
      }
      const created = { keys: [employer.key], employer }
      toCreate.push(created)
      if (employer.host !== null) toCreateByHost.set(employer.host, created)
    }

    for (const [company, id] of await createCompanies(tx, toCreate)) {
      for (const key of company.keys) ids.set(key, id)
    }
    await enrichCompanies(tx, [...enrichments.values()], UNKNOWN_COMPANY_TYPE)
    return ids
  })
}

/** One employer per key, each field from the first sighting that has it. */
function mergeSightings(sightings: readonly EmployerSighting[]): Map<string, Employer> {
  const byKey = new Map<string, Employer>()
  for (const sighting of sightings) {
    const name = collapseWhitespace(sighting.name)
    const key = normalizeForMatch(name)
    if (key === '' || hiddenEmployerNames.has(key)) continue
    const website = readHttpUrl(sighting.website)?.href ?? null
    const employer: Employer = {
      key,
      name,
      website,
      host: websiteHost(website),
      logoUrl: readHttpUrl(sighting.logoUrl)?.href ?? null,
      companyType: sighting.companyType ?? null,
      employerKind: sighting.employerKind ?? null,
    }
    const earlier = byKey.get(key)
    byKey.set(key, earlier === undefined ? employer : fillMissing(earlier, employer))
  }
  return byKey
}

function fillMissing(first: Employer, later: Employer): Employer {
  const website = first.website ?? later.website
  return {
    ...first,
    website,
    host: first.website === null ? later.host : first.host,
    logoUrl: first.logoUrl ?? later.logoUrl,
    companyType: first.companyType ?? later.companyType,
    employerKind: first.employerKind ?? later.employerKind,
  }
}

/** Candidates by normalised name and by host; where several share one, a verified company, then the oldest. */
function indexCandidates(candidates: readonly CompanyCandidate[]) {
  const ordered = [...candidates].sort((a, b) => Number(b.isVerified) - Number(a.isVerified) || a.id - b.id)
  const byName = new Map<string, CompanyCandidate>()
  const byHost = new Map<string, CompanyCandidate>()
  for (const candidate of ordered) {
    const key = normalizeForMatch(candidate.name)
    if (!byName.has(key)) byName.set(key, candidate)
    const host = websiteHost(candidate.website)
    if (host !== null && !byHost.has(host)) byHost.set(host, candidate)
  }
  return { byName, byHost }
}

/** Notes what the employer can fill on the company, and fills it on the candidate so a later employer does not. */
function addEnrichment(enrichments: Map<number, CompanyEnrichment>, company: CompanyCandidate, employer: Employer): void {
  if (company.isVerified) return
  const website = company.website === null ? employer.website : null
  const logoUrl = company.logoUrl === null ? employer.logoUrl : null
  const companyType = company.companyType === UNKNOWN_COMPANY_TYPE ? employer.companyType : null
  if (website === null && logoUrl === null && companyType === null) return
  const earlier = enrichments.get(company.id)
  enrichments.set(company.id, {
    id: company.id,
    website: earlier?.website ?? website,
    logoUrl: earlier?.logoUrl ?? logoUrl,
    companyType: earlier?.companyType ?? companyType,
  })
  company.website ??= website
  company.logoUrl ??= logoUrl
  if (companyType !== null) company.companyType = companyType
}

/**
 * Inserts the new companies, each with a free slug (its name's, else numbered, else with a random
 * suffix), and answers each one's id. A slug taken between the lookup and the insert (by a writer
 * outside the lock, such as the demo seed) sends that company round again with a random suffix.
 */
async function createCompanies(tx: Database, toCreate: readonly CompanyToCreate[]): Promise<Map<CompanyToCreate, number>> {
  const ids = new Map<CompanyToCreate, number>()
  if (toCreate.length === 0) return ids
  const withBases = toCreate.map((company) => ({ company, base: baseSlug(company.employer.name) }))
  const taken = await findTakenSlugs(tx, [...new Set(withBases.flatMap(({ base }) => numberedSlugs(base)))])
  let pending = withBases.map((entry) => ({ ...entry, slug: pickSlug(entry.base, taken) }))
  for (let round = 0; pending.length > 0; round += 1) {
    if (round === INSERT_ROUNDS) throw new Error(`no free slug for ${pending.length} new companies after ${INSERT_ROUNDS} rounds`)
    const inserted = await insertCompanies(
      tx,
      pending.map(({ company, slug }) => newCompanyRow(company.employer, slug)),
    )
    const left: typeof pending = []
    for (const entry of pending) {
      const id = inserted.get(entry.slug)
      if (id === undefined) left.push({ ...entry, slug: randomSlug(entry.base) })
      else ids.set(entry.company, id)
    }
    pending = left
  }
  return ids
}

function newCompanyRow(employer: Employer, slug: string): NewCompanyRow {
  return {
    name: employer.name,
    slug,
    website: employer.website,
    logoUrl: employer.logoUrl,
    companyType: employer.companyType ?? UNKNOWN_COMPANY_TYPE,
    employerKind: employer.employerKind ?? DEFAULT_EMPLOYER_KIND,
  }
}

/** The name's slug, cut at a word to MAX_SLUG_LENGTH; 'company' for a name with no Latin letters or digits. */
function baseSlug(name: string): string {
  const slug = slugify(name)
  if (slug === '') return 'company'
  if (slug.length <= MAX_SLUG_LENGTH) return slug
  const cut = slug.slice(0, MAX_SLUG_LENGTH)
  const lastHyphen = cut.lastIndexOf('-')
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut
}

function numberedSlugs(base: string): string[] {
  const slugs = [base]
  for (let n = 2; n <= NUMBERED_SLUGS; n += 1) slugs.push(`${base}-${n}`)
  return slugs
}

/** The first of the base's numbered slugs not taken, marked taken for the rest of the batch. */
function pickSlug(base: string, taken: Set<string>): string {
  const slug = numberedSlugs(base).find((candidate) => !taken.has(candidate)) ?? randomSlug(base)
  taken.add(slug)
  return slug
}

function randomSlug(base: string): string {
  return `${base}-${randomBytes(3).toString('hex')}`
}

export interface CompaniesServiceDeps {
  database: DatabaseHandle
  /** The jobs feature's reader: a company's open jobs as job cards show them. */
  findJobs: (jobIds: readonly string[]) => Promise<Job[]>
  now?: () => Date
}

/** Cities offered by the directory's city filter: the ones with the most hiring companies. */
const DIRECTORY_CITY_OPTIONS = 40
/** Pending reviews shown to staff at once, newest first. */
const MODERATION_QUEUE_LIMIT = 100

/**
 * The companies directory and profiles, reviews and their moderation (decision 064), and the stored
 * logos the companies API serves.
 */
export function createCompaniesService(deps: CompaniesServiceDeps) {
  const { db } = deps.database
  const directory = createDirectoryRepo(deps.database)
  const now = deps.now ?? (() => new Date())

  async function decide(
    actor: ModerationActor,
    id: number,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<ReviewDecision> {
    const decided = await db.transaction((tx) => decideReview(tx, { id, status, reason, actor, now: now() }))
    if (decided) return { id, status }
    const current = await readReviewStatus(db, id)
    if (current === null) throw new AppError('NOT_FOUND')
    throw new AppError('EDIT_CONFLICT', { reason: 'review_decided' })
  }

  return {
    findLogo(companyId: number): Promise<StoredLogo | null> {
      return findLogo(db, companyId)
    },

    /** One page of the directory with the true number of companies that pass the filters. */
    async listDirectory(filters: CompanyDirectoryFilters): Promise<CompanyDirectoryPage> {
      const [companiesOnPage, total] = await Promise.all([
        directory.listCompanies(filters, COMPANIES_PER_PAGE),
        directory.countCompanies(filters),
      ])
      return { companies: companiesOnPage, total, page: filters.page, pages: Math.max(1, Math.ceil(total / COMPANIES_PER_PAGE)) }
    },

    listFilterCounts() {
      return directory.listFilterCounts(DIRECTORY_CITY_OPTIONS)
    },

    /** A company's profile, its newest open jobs, approved reviews and the viewer's own review; null for an unknown slug. */
    async readProfile(slug: string, viewerId: string | null) {
      const profile = await directory.findProfile(slug)
      if (profile === null) return null
      const [jobIds, reviews, ownReview] = await Promise.all([
        directory.listOpenJobIds(profile.id, PROFILE_JOBS_LIMIT),
        listApprovedReviews(db, profile.id, PROFILE_REVIEWS_LIMIT),
        viewerId === null ? Promise.resolve(null) : findOwnReview(db, profile.id, viewerId),
      ])
      const found = await deps.findJobs(jobIds)
      const byId = new Map(found.map((job) => [job.job_id, job]))
      const jobs = jobIds.flatMap((id) => byId.get(id) ?? [])
      return { profile, jobs, reviews, ownReview }
    },

    /**
     * Stores a signed-in person's review of the company as pending: plain text only, one per company per
     * person (a second answers EDIT_CONFLICT review_exists), re-checked after cleaning.
     */
    async writeReview(userId: string, slug: string, input: WriteReview): Promise<OwnReview> {
      const profile = await directory.findProfile(slug)
      if (profile === null) throw new AppError('NOT_FOUND')
      const cleaned = writeReviewSchema.safeParse({
        ...input,
        title: toPlainText(input.title).replace(/\s+/g, ' '),
        pros: toPlainText(input.pros),
        cons: toPlainText(input.cons),
        authorRole: toPlainText(input.authorRole).replace(/\s+/g, ' '),
      })
      if (!cleaned.success) throw new AppError('VALIDATION_INVALID_FORMAT', { detail: 'review text too short once cleaned' })
      const review = cleaned.data
      const stored = await insertReview(db, {
        companyId: profile.id,
        userId,
        rating: review.rating,
        title: review.title,
        pros: review.pros,
        cons: review.cons,
        employmentStatus: review.employmentStatus,
        authorRole: review.authorRole === '' ? null : review.authorRole,
      })
      if (stored === null) throw new AppError('EDIT_CONFLICT', { reason: 'review_exists' })
      return stored
    },

    async listPendingReviews(): Promise<{ reviews: PendingReview[]; total: number }> {
      const [reviews, total] = await Promise.all([listPendingReviews(db, MODERATION_QUEUE_LIMIT), countPendingReviews(db)])
      return { reviews, total }
    },

    approveReview(actor: ModerationActor, id: number): Promise<ReviewDecision> {
      return decide(actor, id, 'approved', null)
    },

    rejectReview(actor: ModerationActor, id: number, reason: string): Promise<ReviewDecision> {
      return decide(actor, id, 'rejected', toPlainText(reason))
    },

    /** The sitemap: /companies, then every company with open jobs. */
    async countSitemapEntries(): Promise<number> {
      return 1 + (await directory.countHiringCompanies())
    },

    async listSitemapEntries(page: { offset: number; limit: number }): Promise<SitemapEntry[]> {
      const entries: SitemapEntry[] = []
      if (page.offset === 0 && page.limit > 0)
        entries.push({ path: '/companies', lastModified: await directory.findDirectoryLastModified() })
      const offset = Math.max(0, page.offset - 1)
      const limit = page.limit - entries.length
      return [...entries, ...(await directory.listHiringCompanies({ offset, limit }))]
    },
  }
}

export type CompaniesService = ReturnType<typeof createCompaniesService>
