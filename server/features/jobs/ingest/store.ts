import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { JobApplyOption } from '#core/jobs/job.schema.ts'
import { normalizeForMatch } from '#core/jobs/slug.ts'
import type { Database } from '#server/db/client.ts'
import { jobSourcePostings, jobs } from '#server/db/schema/jobs.ts'
import { insertNewJobRows, updateJobRows } from './job-rows.ts'
import { normalizeJobPosting, type JobInsert } from './normalize.ts'

/** Employers of a batch → their company ids (the companies feature creates the ones it lacks). */
export type CompanyResolver = (
  employers: ReadonlyArray<{ name: string; website: string | null; logoUrl: string | null }>,
) => Promise<ReadonlyMap<string, number>>

export interface StoreBatchInput {
  /** job_sources.id the postings came from. */
  sourceId: string
  /** How the source's apply link is labelled among a job's places to apply ("Greenhouse", "JSearch" …). */
  publisher: string
  /** Postings in the spec's Job shape, as a connector hands them on. */
  postings: ReadonlyArray<Record<string, unknown>>
  now: Date
  resolveCompanies?: CompanyResolver
}

export interface StoreBatchCounts {
  created: number
  /** Postings this source had given before: the job is refreshed (last seen, closing date, richer fields). */
  updated: number
  /** Postings that are a job already stored from another posting (another source, or twice in one source). */
  duplicates: number
  rejected: number
}

export interface PostingRejection {
  item: string | null
  reason: string
}

export interface StoreBatchResult {
  /** Per posting, in order: the job it is now part of, or null when it was rejected. */
  jobIds: Array<string | null>
  counts: StoreBatchCounts
  rejections: PostingRejection[]
}

const MAX_SKILLS = 40

type StoredJob = Pick<
  typeof jobs.$inferSelect,
  | 'id'
  | 'title'
  | 'dedupHash'
  | 'applyLinkKey'
  | 'description'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'salaryMinInrYear'
  | 'salaryMaxInrYear'
  | 'employerLogo'
  | 'employerWebsite'
  | 'companyId'
  | 'city'
  | 'citySlug'
  | 'state'
  | 'requiredSkills'
  | 'highlights'
  | 'experienceMonths'
  | 'requiredExperience'
  | 'isVisaSponsored'
  | 'isGovernment'
  | 'applyOptions'
  | 'validThrough'
  | 'isActive'
  | 'expiredAt'
  | 'lastSeenAt'
>

interface Candidate {
  index: number
  postingId: string
  row: JobInsert
}

/**
 * Stores one page of a source's postings (decision 021): each is normalised (normalize.ts) or
 * rejected with its reasons; the same job reached twice — in this page, from this source before,
 * or from another source — becomes one job, found by the source's posting id, then the
 * title–company–location hash, then the canonical apply link with the same title; the stored job
 * keeps the richest fields of all its postings and one place to apply per source. Every posting
 * is recorded as the source's sighting of its job (job_source_postings) with first and last seen.
 * One transaction per page, so a failure leaves the page unstored and nothing half-written.
 */
export async function storePostings(db: Database, input: StoreBatchInput): Promise<StoreBatchResult> {
  const jobIds: Array<string | null> = input.postings.map(() => null)
  const counts: StoreBatchCounts = { created: 0, updated: 0, duplicates: 0, rejected: 0 }
  const rejections: PostingRejection[] = []
  const candidates: Candidate[] = []
  input.postings.forEach((posting, index) => {
    const result = normalizeJobPosting(posting, input.sourceId, input.now)
    if (!result.ok) {
      rejections.push({ item: itemName(posting), reason: result.issues.join('; ') })
      return
    }
    const { row } = result
    if (row.validThrough && row.validThrough.getTime() <= input.now.getTime()) {
      rejections.push({ item: row.sourceId, reason: 'the closing date has passed' })
      return
    }
    // JSearch names the portal each posting came from (LinkedIn, Naukri …); other sources are the portal.
    const publisher =
      typeof posting.job_publisher === 'string' && posting.job_publisher.trim() !== ''
        ? posting.job_publisher.trim().slice(0, 100)
        : input.publisher
    const ownOption: JobApplyOption = { publisher, apply_link: row.applyLink, is_direct: posting.job_apply_is_direct === true }
    candidates.push({
      index,
      postingId: row.sourceId,
      row: { ...row, applyOptions: mergeApplyOptions([ownOption], row.applyOptions ?? []) },
    })
  })
  counts.rejected = rejections.length
  if (candidates.length === 0) return { jobIds, counts, rejections }

  // Companies first, in their own transaction: two sources meeting the same new employer wait on the
  // companies feature's lock there, never while holding the page's job rows.
  const companyIds = input.resolveCompanies
    ? await input.resolveCompanies(
        candidates.map(({ row }) => ({
          name: row.employerName,
          website: row.employerWebsite ?? null,
          logoUrl: row.employerLogo ?? null,
        })),
      )
    : new Map<string, number>()
  for (const candidate of candidates) {
    candidate.row.companyId = companyIds.get(normalizeForMatch(candidate.row.employerName)) ?? null
  }
  await db.transaction(async (tx) => {
    const seenBefore = await findSightings(tx, input.sourceId, candidates)
    const stored = await findStoredJobs(tx, candidates, seenBefore)
    const byId = new Map(stored.map((job) => [job.id, job]))
    const byHash = new Map(stored.map((job) => [job.dedupHash, job]))
    const byLink = new Map(stored.filter((job) => job.applyLinkKey !== null).map((job) => [linkKey(job.applyLinkKey, job.title), job]))

    const fresh = new Map<string, Candidate>()
    const freshByLink = new Map<string, Candidate>()
    const merges = new Map<string, StoredJob>()
    const targets = new Map<number, { jobId: string; kind: 'updated' | 'duplicates' | 'created' }>()

    for (const candidate of candidates) {
      const { row } = candidate
      const previousJobId = seenBefore.get(candidate.postingId)
      const known =
        (previousJobId === undefined ? undefined : byId.get(previousJobId)) ??
        byHash.get(row.dedupHash) ??
        byId.get(row.id) ??
        (row.applyLinkKey ? byLink.get(linkKey(row.applyLinkKey, row.title)) : undefined)
      const repeated = known ? undefined : (fresh.get(row.dedupHash) ?? freshByLinkOf(freshByLink, row))
      if (known) {
        const merged = mergeRicher(merges.get(known.id) ?? known, row, input.now)
        merges.set(known.id, merged)
        targets.set(candidate.index, { jobId: known.id, kind: previousJobId === known.id ? 'updated' : 'duplicates' })
      } else if (repeated) {
        repeated.row = { ...repeated.row, ...mergeRicher(asStored(repeated.row, input.now), row, input.now) }
        indexFreshLink(freshByLink, repeated)
        targets.set(candidate.index, { jobId: repeated.row.id, kind: 'duplicates' })
      } else {
        fresh.set(row.dedupHash, candidate)
        indexFreshLink(freshByLink, candidate)
        targets.set(candidate.index, { jobId: row.id, kind: 'created' })
      }
    }

    const freshRows = [...fresh.values()].map((candidate) => candidate.row)
    const inserted = await insertNewJobRows(tx, freshRows)
    const raced = freshRows.filter((row) => !inserted.has(row.id))
    if (raced.length > 0) await mergeIntoRaced(tx, raced, { byId, merges, targets }, input.now)
    await writeMerges(tx, byId, merges)

    for (const [index, target] of targets) {
      jobIds[index] = target.jobId
      counts[target.kind] += 1
    }
    await recordSightings(tx, input.sourceId, candidates, jobIds, input.now)
  })
  return { jobIds, counts, rejections }
}

function itemName(posting: Record<string, unknown>): string | null {
  for (const key of ['job_id', 'id', 'job_apply_link', 'url']) {
    const value = posting[key]
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 200)
  }
  return null
}

function linkKey(applyLinkKey: string | null, title: string): string {
  return `${applyLinkKey ?? ''}|${normalizeForMatch(title)}`
}

/** The page's new job with this posting's canonical apply link and title: the first one, in posting order. */
function freshByLinkOf(freshByLink: ReadonlyMap<string, Candidate>, row: JobInsert): Candidate | undefined {
  return row.applyLinkKey ? freshByLink.get(linkKey(row.applyLinkKey, row.title)) : undefined
}

/** Files a new job of the page under its link (again after a merge gave it one), the earliest posting winning. */
function indexFreshLink(freshByLink: Map<string, Candidate>, candidate: Candidate): void {
  const { row } = candidate
  if (!row.applyLinkKey) return
  const key = linkKey(row.applyLinkKey, row.title)
  const filed = freshByLink.get(key)
  if (filed === undefined || candidate.index < filed.index) freshByLink.set(key, candidate)
}

/**
 * `column = any($1)` with the values as one array parameter: a page's few hundred ids would otherwise
 * be as many parameters, each built, sent and parsed on its own. The planner uses the column's index.
 */
function isAnyOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param(values)}::text[])`
}

async function findSightings(tx: Database, sourceId: string, candidates: readonly Candidate[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ postingId: jobSourcePostings.postingId, jobId: jobSourcePostings.jobId })
    .from(jobSourcePostings)
    .where(
      and(
        eq(jobSourcePostings.sourceId, sourceId),
        isAnyOf(
          jobSourcePostings.postingId,
          candidates.map((candidate) => candidate.postingId),
        ),
      ),
    )
  return new Map(rows.map((row) => [row.postingId, row.jobId]))
}

const storedJobColumns = {
  id: jobs.id,
  title: jobs.title,
  dedupHash: jobs.dedupHash,
  applyLinkKey: jobs.applyLinkKey,
  description: jobs.description,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  salaryMinInrYear: jobs.salaryMinInrYear,
  salaryMaxInrYear: jobs.salaryMaxInrYear,
  employerLogo: jobs.employerLogo,
  employerWebsite: jobs.employerWebsite,
  companyId: jobs.companyId,
  city: jobs.city,
  citySlug: jobs.citySlug,
  state: jobs.state,
  requiredSkills: jobs.requiredSkills,
  highlights: jobs.highlights,
  experienceMonths: jobs.experienceMonths,
  requiredExperience: jobs.requiredExperience,
  isVisaSponsored: jobs.isVisaSponsored,
  isGovernment: jobs.isGovernment,
  applyOptions: jobs.applyOptions,
  validThrough: jobs.validThrough,
  isActive: jobs.isActive,
  expiredAt: jobs.expiredAt,
  lastSeenAt: jobs.lastSeenAt,
}

async function findStoredJobs(
  tx: Database,
  candidates: readonly Candidate[],
  seenBefore: ReadonlyMap<string, string>,
): Promise<StoredJob[]> {
  const ids = [...new Set([...seenBefore.values(), ...candidates.map(({ row }) => row.id)])]
  const hashes = candidates.map(({ row }) => row.dedupHash)
  const links = [...new Set(candidates.flatMap(({ row }) => (row.applyLinkKey ? [row.applyLinkKey] : [])))]
  const conditions = [isAnyOf(jobs.id, ids), isAnyOf(jobs.dedupHash, hashes)]
  if (links.length > 0) conditions.push(sql`${jobs.id} = any(array(${idsWithLinks(links)}))`)
  return tx
    .select(storedJobColumns)
    .from(jobs)
    .where(or(...conditions))
}

/**
 * The ids of the jobs with any of the canonical apply links, one index lookup per link. Not
 * `apply_link_key = any(…)`: while the table has no statistics (PGlite has no autovacuum, so during a
 * first ingestion into an empty database) that is planned as a read of every job, for every page. The
 * lateral subquery (OFFSET 0 keeps the planner from flattening it) is looked up link by link.
 */
function idsWithLinks(links: readonly string[]) {
  return sql`select j.id from unnest(${sql.param(links)}::text[]) as k(link)
    cross join lateral (select ${jobs.id} from ${jobs} where ${jobs.applyLinkKey} = k.link offset 0) as j`
}

/** Jobs another run inserted between our lookup and our insert: merge into them instead. */
async function mergeIntoRaced(
  tx: Database,
  raced: readonly JobInsert[],
  page: {
    byId: Map<string, StoredJob>
    merges: Map<string, StoredJob>
    targets: Map<number, { jobId: string; kind: 'updated' | 'duplicates' | 'created' }>
  },
  now: Date,
): Promise<void> {
  const { byId, merges, targets } = page
  const winners = await tx
    .select(storedJobColumns)
    .from(jobs)
    .where(
      or(
        inArray(
          jobs.dedupHash,
          raced.map((row) => row.dedupHash),
        ),
        inArray(
          jobs.id,
          raced.map((row) => row.id),
        ),
      ),
    )
  for (const row of raced) {
    const winner = winners.find((job) => job.dedupHash === row.dedupHash || job.id === row.id)
    if (!winner) throw new Error(`job ${row.id} was neither inserted nor found`)
    if (!byId.has(winner.id)) byId.set(winner.id, winner)
    merges.set(winner.id, mergeRicher(merges.get(winner.id) ?? winner, row, now))
    for (const [index, target] of targets) {
      if (target.jobId === row.id && target.kind !== 'updated') targets.set(index, { jobId: winner.id, kind: 'duplicates' })
    }
  }
}

function asStored(row: JobInsert, now: Date): StoredJob {
  return {
    id: row.id,
    title: row.title,
    dedupHash: row.dedupHash,
    applyLinkKey: row.applyLinkKey ?? null,
    description: row.description,
    salaryMin: row.salaryMin ?? null,
    salaryMax: row.salaryMax ?? null,
    salaryCurrency: row.salaryCurrency ?? null,
    salaryPeriod: row.salaryPeriod ?? null,
    salaryMinInrYear: row.salaryMinInrYear ?? null,
    salaryMaxInrYear: row.salaryMaxInrYear ?? null,
    employerLogo: row.employerLogo ?? null,
    employerWebsite: row.employerWebsite ?? null,
    companyId: row.companyId ?? null,
    city: row.city ?? null,
    citySlug: row.citySlug ?? null,
    state: row.state ?? null,
    requiredSkills: row.requiredSkills ?? [],
    highlights: row.highlights,
    experienceMonths: row.experienceMonths ?? null,
    requiredExperience: row.requiredExperience,
    isVisaSponsored: row.isVisaSponsored ?? false,
    isGovernment: row.isGovernment ?? false,
    applyOptions: row.applyOptions ?? [],
    validThrough: row.validThrough ?? null,
    isActive: row.isActive ?? true,
    expiredAt: row.expiredAt ?? null,
    lastSeenAt: row.lastSeenAt ?? now,
  }
}

/**
 * The stored job with what a newer posting of it adds: the longer description, a salary where it had
 * none, the union of skills and of places to apply, missing city, logo, website, company and
 * highlights filled, the flags either posting sets, and the newest closing date; last seen now. A job
 * that expired is live again when seen with a closing date ahead (or none).
 */
function mergeRicher(job: StoredJob, posting: JobInsert, now: Date): StoredJob {
  const hasSalary = job.salaryMin !== null || job.salaryMax !== null
  const postingHasSalary = (posting.salaryMin ?? null) !== null || (posting.salaryMax ?? null) !== null
  const salary =
    !hasSalary && postingHasSalary
      ? {
          salaryMin: posting.salaryMin ?? null,
          salaryMax: posting.salaryMax ?? null,
          salaryCurrency: posting.salaryCurrency ?? null,
          salaryPeriod: posting.salaryPeriod ?? null,
          salaryMinInrYear: posting.salaryMinInrYear ?? null,
          salaryMaxInrYear: posting.salaryMaxInrYear ?? null,
        }
      : {}
  const needsPlace = job.city === null && (posting.city ?? null) !== null
  const validThrough = posting.validThrough ?? job.validThrough
  const isClosed = validThrough !== null && validThrough.getTime() <= now.getTime()
  const wasExpired = job.expiredAt !== null
  return {
    ...job,
    ...salary,
    description: posting.description.length > job.description.length ? posting.description : job.description,
    employerLogo: job.employerLogo ?? posting.employerLogo ?? null,
    employerWebsite: job.employerWebsite ?? posting.employerWebsite ?? null,
    companyId: job.companyId ?? posting.companyId ?? null,
    city: needsPlace ? (posting.city ?? null) : job.city,
    citySlug: needsPlace ? (posting.citySlug ?? null) : job.citySlug,
    state: job.state ?? posting.state ?? null,
    requiredSkills: unionSkills(job.requiredSkills, posting.requiredSkills ?? []),
    highlights: { ...posting.highlights, ...job.highlights },
    experienceMonths: job.experienceMonths ?? posting.experienceMonths ?? null,
    requiredExperience:
      job.experienceMonths === null && (posting.experienceMonths ?? null) !== null ? posting.requiredExperience : job.requiredExperience,
    isVisaSponsored: job.isVisaSponsored || (posting.isVisaSponsored ?? false),
    isGovernment: job.isGovernment || (posting.isGovernment ?? false),
    applyOptions: mergeApplyOptions(job.applyOptions, posting.applyOptions ?? []),
    applyLinkKey: job.applyLinkKey ?? posting.applyLinkKey ?? null,
    validThrough,
    isActive: wasExpired ? !isClosed : job.isActive,
    expiredAt: wasExpired && !isClosed ? null : job.expiredAt,
    lastSeenAt: now,
  }
}

function unionSkills(known: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(known.map((skill) => skill.toLowerCase()))
  const skills = [...known]
  for (const skill of added) {
    if (skills.length >= MAX_SKILLS) break
    if (seen.has(skill.toLowerCase())) continue
    seen.add(skill.toLowerCase())
    skills.push(skill)
  }
  return skills
}

function mergeApplyOptions(known: readonly JobApplyOption[], added: readonly JobApplyOption[]): JobApplyOption[] {
  const options = [...known]
  for (const option of added) {
    if (!options.some((existing) => existing.apply_link === option.apply_link)) options.push(option)
  }
  return options
}

/** Columns the search vectors are generated from that a merge can change (it keeps the title and employer). */
const searchInputColumns: ReadonlySet<string> = new Set(['description', 'requiredSkills'])

/**
 * Writes the merged jobs, skipping those the merge left as they were. Jobs whose description or skills
 * changed are written in one statement, which computes their search vectors again; the others in a
 * second one that leaves those columns out, so their vectors are not recomputed. Each statement sets
 * only the columns some of its jobs changed.
 */
async function writeMerges(
  tx: Database,
  storedById: ReadonlyMap<string, StoredJob>,
  merges: ReadonlyMap<string, StoredJob>,
): Promise<void> {
  const searchChanged = { columns: new Set<string>(), jobs: new Array<StoredJob>() }
  const othersChanged = { columns: new Set<string>(), jobs: new Array<StoredJob>() }
  for (const [id, merged] of merges) {
    const stored = storedById.get(id)
    if (!stored) throw new Error(`merged job ${id} was not among the stored ones`)
    const changed = changedColumns(stored, merged)
    if (changed.length === 0) continue
    const group = changed.some((column) => searchInputColumns.has(column)) ? searchChanged : othersChanged
    for (const column of changed) group.columns.add(column)
    group.jobs.push(merged)
  }
  for (const group of [searchChanged, othersChanged]) {
    if (group.jobs.length > 0)
      await updateJobRows(
        tx,
        group.jobs.map((job) => pickColumns(job, group.columns)),
      )
  }
}

/** The merge columns whose value differs from the stored job's (never the id, title or hash the job was found by). */
function changedColumns(stored: StoredJob, merged: StoredJob): string[] {
  return Object.entries(merged)
    .filter(
      ([column, value]) =>
        column !== 'id' && column !== 'title' && column !== 'dedupHash' && !isSameValue(Reflect.get(stored, column), value),
    )
    .map(([column]) => column)
}

/** The job's id and the given columns, with skills_text beside required_skills. */
function pickColumns(job: StoredJob, columns: ReadonlySet<string>): Partial<JobInsert> {
  const row: Partial<JobInsert> = { id: job.id }
  for (const column of columns) Object.assign(row, { [column]: Reflect.get(job, column) })
  if (columns.has('requiredSkills')) row.skillsText = job.requiredSkills.join(' ')
  return row
}

/** Equal values, dates by their time and lists and objects by their content (jsonb keeps its own key order). */
function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => isSameValue(item, b[index]))
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && isSameValue(a[key], b[key]))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

async function recordSightings(
  tx: Database,
  sourceId: string,
  candidates: readonly Candidate[],
  jobIds: ReadonlyArray<string | null>,
  now: Date,
): Promise<void> {
  const sightings = new Map<string, { posting_id: string; job_id: string; apply_link: string }>()
  for (const candidate of candidates) {
    const jobId = jobIds[candidate.index]
    if (jobId) sightings.set(candidate.postingId, { posting_id: candidate.postingId, job_id: jobId, apply_link: candidate.row.applyLink })
  }
  const seenAt = now.toISOString()
  await tx.execute(sql`
    insert into job_source_postings (source_id, posting_id, job_id, apply_link, first_seen_at, last_seen_at)
    select ${sourceId}, s.posting_id, s.job_id, s.apply_link, ${seenAt}::timestamptz, ${seenAt}::timestamptz
    from json_to_recordset(${JSON.stringify([...sightings.values()])}::json) as s(posting_id text, job_id text, apply_link text)
    on conflict (source_id, posting_id) do update
      set job_id = excluded.job_id, apply_link = excluded.apply_link, last_seen_at = excluded.last_seen_at`)
}
