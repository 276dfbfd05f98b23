/**
 * The plan of the ingestion benchmark's data: which sources there are, which distinct jobs exist, and
 * which posting each source sends for which job, in the order a run of every source reads them. The
 * postings themselves are written from the plan a page at a time (postings.ts), so 100,000 of them
 * never sit in memory at once and the two measured runs read exactly the same ones.
 *
 * Every repeat of a job is one the de-duplication rules of decision 021 promise to find, and the plan
 * knows which ones they are: a repeat reads to the same title, employer, city and country as the first
 * posting stored (the city perhaps under another name: "Bangalore" for Bengaluru), or it names only the
 * state or country but carries the first posting's apply link with tracking parameters or another
 * spelling of the host. Distinct jobs never share those keys, so the duplicates a run finds should
 * equal the duplicates planned.
 */
import type { JobSourceKind } from '#core/jobs/job-source-kinds.ts'
import { normalizeForMatch } from '#core/jobs/slug.ts'
import { levelProfiles, roles, type Level, type RoleDefinition } from '#server/features/jobs/demo/vocabulary/roles.ts'
import { foreignCities, indianCities, type SeedCity } from '#server/features/jobs/demo/vocabulary/cities.ts'
import { createRandom, createWeightedPicker, itemAt, type Random } from '#server/lib/seeded-random.ts'
import { employerKinds, employerStems, governmentEmployers, governmentPostTitles } from './vocabulary.ts'

/** How a source's connector hands its postings on (the shapes of posting.schema.ts). */
export type PostingShape = 'jsearch' | 'greenhouse' | 'lever' | 'alternative' | 'feed' | 'government-feed'

export interface BenchSource {
  id: string
  name: string
  kind: JobSourceKind
  config: Record<string, string>
  shape: PostingShape
}

export interface Employer {
  name: string
  slug: string
  /** The board source of an employer that publishes on Greenhouse or Lever. */
  board: BenchSource | null
  isGovernment: boolean
}

export interface PlannedJob {
  index: number
  employer: Employer
  title: string
  role: RoleDefinition | null
  level: Level
  /** Null for a remote job. */
  city: SeedCity | null
  country: string
  state: string | null
  isRemote: boolean
  postedAt: Date
  /** Yearly pay in the country's currency, or null when no source states it. */
  pay: { min: number; max: number; currency: string } | null
  skills: readonly string[]
  experienceMonths: number
  /** The employer's own page for the job: the link every source's copy may carry, with or without tracking. */
  applyLink: string
}

/**
 * How a posting shows its job: the first stored copy is `first`; a repeat is `same-place` (same
 * title, employer and city, any link), `tracked-link` (same place, the first copy's link with tracking
 * parameters) or `region-only` (only the state or country, with the first copy's link, tracked).
 */
export type PostingVariant = 'first' | 'same-place' | 'tracked-link' | 'region-only'

const invalidKinds = ['no-title', 'bad-link', 'no-employer', 'no-description', 'closed'] as const
export type InvalidKind = (typeof invalidKinds)[number]

export type PlannedPosting =
  | { kind: 'valid'; serial: number; job: number; variant: PostingVariant; hasEmployerLink: boolean }
  | { kind: 'invalid'; serial: number; job: number; invalid: InvalidKind }

export interface IngestPlan {
  seed: number
  now: Date
  sources: BenchSource[]
  jobs: PlannedJob[]
  /** Per source (same order as `sources`), its postings in the order it sends them. */
  postingsBySource: PlannedPosting[][]
  totals: PlanTotals
}

export interface PlanTotals {
  postings: number
  jobs: number
  /** Valid postings beyond each job's first: what a perfect de-duplication finds. */
  duplicates: number
  /** Of those, the ones only the apply link can find (the place reads differently). */
  linkOnlyDuplicates: number
  invalid: number
  /** Postings whose description is HTML (boards, feeds). */
  html: number
  byShape: Map<PostingShape, number>
}

const GOVERNMENT_SHARE = 0.03
const ABROAD_SHARE = 0.25
const REMOTE_SHARE = 0.08
const BOARD_EMPLOYER_JOB_SHARE = 0.3
const INVALID_SHARE = 0.02
/** Extra copies of a job beyond its first: jobs on a company board are scraped by aggregators far more often. */
const BOARD_EXTRA_COPIES = [0.55, 0.33, 0.12]
const AGGREGATOR_EXTRA_COPIES = [0.84, 0.13, 0.03]
/** JSearch now and then returns one job twice, through two portals, with two ids. */
const SAME_SOURCE_REPEAT_SHARE = 0.01
const GREENHOUSE_BOARDS = 10
const LEVER_BOARDS = 6
const AGGREGATOR_EMPLOYERS = 1_000
const POSTED_WITHIN_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

const feedSources: BenchSource[] = [
  source('jsearch-india', 'JSearch', 'jsearch', { query: 'jobs in India', country: 'IN' }, 'jsearch'),
  source('jsearch-abroad', 'JSearch', 'jsearch', { query: 'jobs for Indians abroad' }, 'jsearch'),
  source('partner-portal', 'Partner portal', 'feed', { url: 'https://partner-portal.example/jobs.json' }, 'alternative'),
  source('feed-startup-jobs', 'Startup Jobs feed', 'feed', { url: 'https://startup-jobs.example/feed.xml' }, 'feed'),
  source('feed-remote-jobs', 'Remote Jobs feed', 'feed', { url: 'https://remote-jobs.example/rss' }, 'feed'),
  source('feed-sarkari-notices', 'Government notices', 'feed', { url: 'https://notices.example/rss' }, 'government-feed'),
]

function source(id: string, name: string, kind: JobSourceKind, config: Record<string, string>, shape: PostingShape): BenchSource {
  return { id, name, kind, config, shape }
}

/** The plan for `postingCount` postings (valid and invalid) from `seed`; the same arguments give the same plan. */
export function planIngest(options: { postingCount: number; seed: number; now: Date }): IngestPlan {
  const random = createRandom(options.seed)
  const { boardEmployers, aggregatorEmployers, governmentBodies, boards } = createEmployers(random)
  const sources = [...boards, ...feedSources]
  const sourceIndex = new Map(sources.map((item, index) => [item.id, index]))
  const indexOf = (id: string) => sourceIndex.get(id) ?? -1

  const validTarget = Math.round(options.postingCount * (1 - INVALID_SHARE))
  const jobs: PlannedJob[] = []
  /** Per job, the sources that carry it (a source twice for a same-source repeat). */
  const carriers: number[][] = []
  const keys = new Set<string>()
  const rolePicker = createWeightedPicker(roles, (role) => role.weight)
  const indiaPicker = createWeightedPicker(indianCities, (city) => city.weight)
  const abroadPicker = createWeightedPicker(foreignCities, (city) => city.weight)
  let validCount = 0
  while (validCount < validTarget) {
    const index = jobs.length
    const kind = random.chance(GOVERNMENT_SHARE) ? 'government' : random.chance(BOARD_EMPLOYER_JOB_SHARE) ? 'board' : 'aggregator'
    const planned =
      kind === 'government'
        ? planGovernmentJob(random, index, random.pick(governmentBodies), options.now)
        : planPrivateJob(random, index, random.pick(kind === 'board' ? boardEmployers : aggregatorEmployers), options.now, {
            role: rolePicker.pick(random),
            india: () => indiaPicker.pick(random),
            abroad: () => abroadPicker.pick(random),
          })
    const sourcesOfJob = pickCarriers(random, planned, indexOf)
    // A job's keys (decision 021) must be its own: a new job that would share one is drawn again.
    const jobKeys = keysOf(planned, sourcesOfJob.length > 1)
    if (jobKeys.some((key) => keys.has(key))) continue
    for (const key of jobKeys) keys.add(key)
    jobs.push(planned)
    carriers.push(sourcesOfJob)
    validCount += sourcesOfJob.length
  }

  const postingsBySource = layOutPostings(random, sources, jobs, carriers, options.postingCount - validCount)
  return { seed: options.seed, now: options.now, sources, jobs, postingsBySource, totals: countTotals(sources, jobs, postingsBySource) }
}

function createEmployers(random: Random) {
  const names = employerStems.flatMap((stem) => employerKinds.map((kind) => `${stem} ${kind}`))
  const chosen = random.sample(names, GREENHOUSE_BOARDS + LEVER_BOARDS + AGGREGATOR_EMPLOYERS)
  const boards: BenchSource[] = []
  const boardEmployers: Employer[] = chosen.slice(0, GREENHOUSE_BOARDS + LEVER_BOARDS).map((name, index) => {
    const slug = slugOf(name)
    const isGreenhouse = index < GREENHOUSE_BOARDS
    const board = isGreenhouse
      ? source(`greenhouse-${slug}`, `${name} (Greenhouse)`, 'greenhouse', { board: slug }, 'greenhouse')
      : source(`lever-${slug}`, `${name} (Lever)`, 'lever', { company: slug }, 'lever')
    boards.push(board)
    return { name, slug, board, isGovernment: false }
  })
  const aggregatorEmployers: Employer[] = chosen
    .slice(GREENHOUSE_BOARDS + LEVER_BOARDS)
    .map((name) => ({ name, slug: slugOf(name), board: null, isGovernment: false }))
  const governmentBodies: Employer[] = governmentEmployers.map((body) => ({
    name: body.name,
    slug: slugOf(body.name),
    board: null,
    isGovernment: true,
  }))
  return { boardEmployers, aggregatorEmployers, governmentBodies, boards }
}

function planPrivateJob(
  random: Random,
  index: number,
  employer: Employer,
  now: Date,
  draw: { role: RoleDefinition; india: () => SeedCity; abroad: () => SeedCity },
): PlannedJob {
  const { role } = draw
  const level = random.pick(role.levels)
  const isAbroad = role.isHiredAbroad && random.chance(ABROAD_SHARE)
  const isRemote = role.isRemoteFriendly && random.chance(REMOTE_SHARE)
  const place = isAbroad ? draw.abroad() : draw.india()
  const profile = levelProfiles[level]
  const [lowMonths, highMonths] = profile.experienceMonths
  return {
    index,
    employer,
    title: titleFor(role, level),
    role,
    level,
    city: isRemote ? null : place,
    country: place.country,
    state: isRemote ? null : place.state,
    isRemote,
    postedAt: new Date(now.getTime() - random.int(1, POSTED_WITHIN_DAYS * 24 * 60) * 60_000),
    pay: random.chance(0.7) ? payFor(random, role, profile, place.country) : null,
    skills: random.sample(role.skills, random.int(3, Math.min(8, role.skills.length))),
    experienceMonths: random.int(lowMonths, highMonths),
    applyLink: employerLinkFor(employer, index),
  }
}

function planGovernmentJob(random: Random, index: number, employer: Employer, now: Date): PlannedJob {
  const body = governmentEmployers.find((candidate) => candidate.name === employer.name)
  const city = indianCities.find((candidate) => candidate.name === body?.city)
  if (city === undefined) throw new Error(`the city of ${employer.name} is not among the demo cities`)
  return {
    index,
    employer,
    // Notices are numbered; the same post is advertised again under a new number.
    title: `${random.pick(governmentPostTitles)}, Advt. No. ${random.int(1, 60)}/2026`,
    role: null,
    level: 'entry',
    city,
    country: 'IN',
    state: city.state,
    isRemote: false,
    postedAt: new Date(now.getTime() - random.int(1, POSTED_WITHIN_DAYS) * DAY_MS),
    pay: null,
    skills: [],
    experienceMonths: 0,
    applyLink: `https://recruitment.${employer.slug}.gov.example/notices/${2026_00000 + index}`,
  }
}

function titleFor(role: RoleDefinition, level: Level): string {
  const override = role.titles[level]
  if (override !== undefined) return override
  if (level === 'intern') return `${role.title} Intern`
  if (level === 'entry') return `Junior ${role.title}`
  if (level === 'senior') return `Senior ${role.title}`
  if (level === 'lead') return `Lead ${role.title}`
  if (level === 'principal') return `Principal ${role.title}`
  return role.title
}

/** Rough yearly amounts in each currency for one US dollar (pay abroad is planned in US dollars). */
const perUsd: Readonly<Record<string, number>> = {
  US: 1,
  CA: 1.36,
  GB: 0.79,
  DE: 0.92,
  NL: 0.92,
  IE: 0.92,
  AE: 3.67,
  SG: 1.34,
  AU: 1.52,
  JP: 150,
  CH: 0.88,
  SE: 10.5,
  NZ: 1.65,
  QA: 3.64,
  SA: 3.75,
}
const currencyOf: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  DE: 'EUR',
  NL: 'EUR',
  IE: 'EUR',
  AE: 'AED',
  SG: 'SGD',
  AU: 'AUD',
  JP: 'JPY',
  CH: 'CHF',
  SE: 'SEK',
  NZ: 'NZD',
  QA: 'QAR',
  SA: 'SAR',
}

function payFor(random: Random, role: RoleDefinition, profile: { inrFactor: number; usdFactor: number }, country: string) {
  if (country === 'IN') {
    const low = Math.max(1, Math.round(role.inrLpa[0] * profile.inrFactor))
    const high = Math.max(low + 1, Math.round(role.inrLpa[1] * profile.inrFactor))
    return { min: random.int(low, high - 1) * 100_000, max: high * 100_000, currency: 'INR' }
  }
  const rate = perUsd[country]
  const currency = currencyOf[country]
  if (rate === undefined || currency === undefined) return null
  const low = Math.round(role.usdK[0] * profile.usdFactor * rate) * 1_000
  const high = Math.round(role.usdK[1] * profile.usdFactor * rate) * 1_000
  return { min: low, max: Math.max(low + 1_000, high), currency }
}

function employerLinkFor(employer: Employer, index: number): string {
  if (employer.board?.kind === 'greenhouse') return `https://boards.greenhouse.io/${employer.slug}/jobs/${greenhouseJobId(index)}`
  if (employer.board?.kind === 'lever') return `https://jobs.lever.co/${employer.slug}/${leverPostingId(index)}`
  return `https://careers.${employer.slug}.example/openings/${10_000 + index}`
}

export function greenhouseJobId(index: number): number {
  return 4_000_000 + index
}

/** A Lever posting id (a UUID) made from a number, so the same job has the same id in every run. */
export function leverPostingId(index: number): string {
  const hex = (Math.imul(index + 1, 0x9e3779b1) >>> 0).toString(16).padStart(8, '0')
  const serial = index.toString(16).padStart(12, '0')
  return `${hex}-5c1e-4a7b-9d2f-${serial}`
}

/** Which sources carry a job, first the one it is naturally published on. */
function pickCarriers(random: Random, job: PlannedJob, indexOf: (id: string) => number): number[] {
  const aggregators = job.employer.isGovernment
    ? ['feed-sarkari-notices', 'jsearch-india']
    : job.country === 'IN'
      ? job.isRemote
        ? ['jsearch-india', 'feed-remote-jobs', 'partner-portal']
        : ['jsearch-india', 'partner-portal', 'feed-startup-jobs']
      : ['jsearch-abroad', 'feed-remote-jobs']
  // A government notice is published in the notices feed first; other jobs most often reach JSearch first.
  const ordered = job.employer.isGovernment ? aggregators : weightedOrder(random, aggregators, aggregatorWeights)
  const home = job.employer.board === null ? [] : [job.employer.board.id]
  const shares = job.employer.board === null ? AGGREGATOR_EXTRA_COPIES : BOARD_EXTRA_COPIES
  const extra = pickCount(random, shares)
  const chosen = [...home, ...ordered].slice(0, 1 + extra)
  if (chosen.includes('jsearch-india') && random.chance(SAME_SOURCE_REPEAT_SHARE)) chosen.push('jsearch-india')
  return chosen.map(indexOf)
}

/** How often a job that is on no company board reaches each aggregator first. */
const aggregatorWeights: Readonly<Record<string, number>> = {
  'jsearch-india': 5,
  'jsearch-abroad': 7,
  'partner-portal': 3,
  'feed-startup-jobs': 2,
  'feed-remote-jobs': 3,
}

/** The items in an order drawn by weight: a heavier item tends to come first. */
function weightedOrder(random: Random, items: readonly string[], weights: Readonly<Record<string, number>>): string[] {
  const left = [...items]
  const ordered: string[] = []
  while (left.length > 0) {
    const picked = createWeightedPicker(left, (item) => weights[item] ?? 1).pick(random)
    ordered.push(picked)
    left.splice(left.indexOf(picked), 1)
  }
  return ordered
}

function pickCount(random: Random, shares: readonly number[]): number {
  let draw = random.next()
  for (const [count, share] of shares.entries()) {
    if (draw < share) return count
    draw -= share
  }
  return shares.length - 1
}

/** The keys that must be the job's own: its title–employer–city key, and the title–employer–country one when a copy names no city. */
function keysOf(job: PlannedJob, hasRepeats: boolean): string[] {
  const base = `${normalizeForMatch(job.title)}|${normalizeForMatch(job.employer.name)}`
  const cityKey = `${base}|${job.city === null ? '' : normalizeForMatch(job.city.name)}|${job.country}`
  const regionKey = `${base}||${job.country}`
  return job.city !== null && hasRepeats ? [cityKey, regionKey] : [cityKey]
}

/**
 * Each source's postings in its own (shuffled) order, invalid ones mixed in; then, in the order a
 * run reads them, each job's first posting is `first` and its repeats get their variants.
 */
function layOutPostings(
  random: Random,
  sources: readonly BenchSource[],
  jobs: readonly PlannedJob[],
  carriers: readonly number[][],
  invalidCount: number,
): PlannedPosting[][] {
  const bySource: Array<Array<{ job: number; invalid: InvalidKind | null }>> = sources.map(() => [])
  for (const [job, sourceList] of carriers.entries()) {
    for (const sourceAt of sourceList) bySource[sourceAt]?.push({ job, invalid: null })
  }
  // A broken posting is a copy of a posting some source sends, with one thing wrong, in that source.
  const carried = carriers.flatMap((sourceList, job) => sourceList.map((sourceAt) => ({ job, sourceAt })))
  for (let count = 0; count < invalidCount; count += 1) {
    const { job, sourceAt } = random.pick(carried)
    bySource[sourceAt]?.push({ job, invalid: itemAt(invalidKinds, count % invalidKinds.length) })
  }

  let serial = 0
  const firstSeen = new Map<number, { hasEmployerLink: boolean }>()
  return bySource.map((list, sourceAt) => {
    const shuffled = random.sample(list, list.length)
    const shape = itemAt(sources, sourceAt).shape
    return shuffled.map((entry): PlannedPosting => {
      serial += 1
      if (entry.invalid !== null) return { kind: 'invalid', serial, job: entry.job, invalid: entry.invalid }
      const job = itemAt(jobs, entry.job)
      const first = firstSeen.get(entry.job)
      if (first === undefined) {
        const hasEmployerLink = carriesEmployerLink(random, shape)
        firstSeen.set(entry.job, { hasEmployerLink })
        return { kind: 'valid', serial, job: entry.job, variant: 'first', hasEmployerLink }
      }
      const variant = repeatVariant(random, job, first.hasEmployerLink, shape)
      return {
        kind: 'valid',
        serial,
        job: entry.job,
        variant,
        hasEmployerLink: variant !== 'same-place' || carriesEmployerLink(random, shape),
      }
    })
  })
}

/** Boards always link to the employer's page; aggregators often link to a portal's copy instead. */
function carriesEmployerLink(random: Random, shape: PostingShape): boolean {
  if (shape === 'greenhouse' || shape === 'lever' || shape === 'government-feed') return true
  if (shape === 'alternative') return random.chance(0.3)
  return random.chance(0.6)
}

function repeatVariant(random: Random, job: PlannedJob, firstHasEmployerLink: boolean, shape: PostingShape): PostingVariant {
  // Only a copy that can link to the employer's page can be found by that link alone.
  const canUseLink = firstHasEmployerLink && shape !== 'government-feed'
  if (!canUseLink) return 'same-place'
  const draw = random.next()
  if (draw < 0.5) return 'same-place'
  if (draw < 0.75 || job.city === null) return 'tracked-link'
  return 'region-only'
}

function countTotals(sources: readonly BenchSource[], jobs: readonly PlannedJob[], bySource: readonly PlannedPosting[][]): PlanTotals {
  const totals: PlanTotals = {
    postings: 0,
    jobs: jobs.length,
    duplicates: 0,
    linkOnlyDuplicates: 0,
    invalid: 0,
    html: 0,
    byShape: new Map(),
  }
  for (const [sourceAt, postings] of bySource.entries()) {
    const { shape } = itemAt(sources, sourceAt)
    totals.byShape.set(shape, (totals.byShape.get(shape) ?? 0) + postings.length)
    if (shape === 'greenhouse' || shape === 'lever' || shape === 'feed') totals.html += postings.length
    for (const posting of postings) {
      totals.postings += 1
      if (posting.kind === 'invalid') totals.invalid += 1
      else if (posting.variant !== 'first') totals.duplicates += 1
      if (posting.kind === 'valid' && posting.variant === 'region-only') totals.linkOnlyDuplicates += 1
    }
  }
  return totals
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
