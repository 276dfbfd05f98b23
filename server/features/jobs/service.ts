import type { ServiceHealth } from '#core/health.schema.ts'
import { type CompanyData, type Job } from '#core/jobs/job.schema.ts'
import { companySizeTypes, employerKinds } from '#core/jobs/job-constants.ts'
import type { CityInfo, RoleInfo } from '#core/jobs/listings.ts'
import type { JobSearchResult } from '#core/jobs/search-response.ts'
import { normalizeForMatch } from '#core/jobs/slug.ts'
import { type JobSearch, type SearchNotice, type Suggestion, type SuggestionQuery } from '#core/jobs/search.schema.ts'
import { JOBS_PER_PAGE, MAX_LOCATION_LENGTH, MAX_PAGE, MAX_QUERY_LENGTH } from '#core/jobs/search-constants.ts'
import { remoteSearchDisabledNotice } from '#core/jobs/search-notices.server.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createLocationResolver, findAliasLabels, normalizePlaceText, type LocationFilter } from './location-resolver.ts'
import { parseQueryIntent, type QueryIntent } from './query-intent.ts'
import type { RelevanceSignals, TextMatch } from './ranking.ts'
import { alternateForm, buildRelevanceSignals } from './relevance-signals.ts'
import { createJobsRepo, type JobWithCompany, type WordFacts } from './repo.ts'
import { noFilters, type SearchFilters } from './search-filters.ts'
import {
  applyCorrections,
  cleanSearchText,
  extractWords,
  findBarePlaceSplits,
  findCloseByEdits,
  findLocationSplits,
  isCorrectable,
  MIN_CORRECTION_SIMILARITY,
  splitQueryPieces,
  translateHindiPlace,
  translateHindiTerms,
  type VocabularyWord,
} from './search-query.ts'
import { createSuggestionIndex, type SuggestionIndex } from './suggestion-index.ts'
import { createTtlCache } from '#server/lib/ttl-cache.ts'

/**
 * The bounded candidate set: the newest this many matches of a query are ranked, never every match.
 * It is also the deepest result reachable (MAX_PAGE pages), so every page is cut from the same set and
 * pages never overlap or skip (see ranking.ts rankStatement).
 */
export const CANDIDATE_LIMIT = MAX_PAGE * JOBS_PER_PAGE
/** Below this many title/skills/employer matches, description-only matches fill the set up. */
export const MIN_HEAD_MATCHES = 2 * JOBS_PER_PAGE
/** Description-only matches are looked for among this many of the newest active jobs (ranking.ts rankStatement). */
export const BODY_WINDOW = 3_000
/** A word found in at least this many postings is a real word, even when the vocabulary does not know it. */
const REAL_WORD_MIN_POSTINGS = 3
const SLOW_SEARCH_MS = 250
const HEALTH_SLOW_MS = 1000
const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

const datePostedDays = { today: 1, '3days': 3, week: 7, month: 30 } as const
/** "Abroad" from a visitor whose country we do not know: JobYatra's visitors are mostly in India. */
const INDIA = 'IN'

/** Who is searching, as far as ranking may use it (decision 011): never guessed from an IP address. */
export interface SearchVisitor {
  /**
   * The visitor's country (ISO 3166-1 alpha-2): from the Accept-Language region today
   * (core/jobs/visitor-country.ts), from a profile later. Jobs there rank ahead when the query names no place.
   */
  country: string | null
}

const unknownVisitor: SearchVisitor = { country: null }

/** Job search for the API routes and the page loaders (both reach it through server/services.ts). */
export interface JobsService {
  searchJobs(params: JobSearch, visitor?: SearchVisitor): Promise<JobSearchResult>
  /** How many active jobs pass the filters of a search (its words and location text left aside): the total a listing page shows. */
  countJobs(params: JobSearch): Promise<number>
  findJob(jobId: string): Promise<Job | null>
  suggest(query: SuggestionQuery): Promise<Suggestion[]>
  findCity(citySlug: string): Promise<CityInfo | null>
  findRole(roleSlug: string): Promise<RoleInfo | null>
  listTopCities(limit: number): Promise<CityInfo[]>
  listTopRoles(limit: number): Promise<RoleInfo[]>
  checkHealth(): Promise<ServiceHealth>
  recordClick(input: { jobId: string; query: string | null; location: string | null; userId: string | null }): Promise<void>
}

/** Tuning that tests and benchmarks change; production runs on the defaults. */
export interface JobsServiceOptions {
  /**
   * Lifetime of the derived lookups (word corrections, resolved places, the suggestion index; company
   * figures and the walk cutoffs at most a minute); 0 turns caching off.
   */
  cacheTtlMs?: number
  /**
   * Lifetime of a search's ranked ids: later pages and repeats of a search are cut from the same ranking
   * (stable pages, one small query each). 0 ranks every request afresh.
   */
  rankingCacheTtlMs?: number
  now?: () => Date
}

export interface JobsServiceDeps extends JobsServiceOptions {
  database: DatabaseHandle
  logger: Logger
}

/** A query as the search understood it. */
interface PreparedQuery {
  /** The words to search for; null when none is left (only intent words, stop words or "jobs"). */
  searchText: string | null
  /** The same with its seniority words, as a title would read it. */
  titleText: string
  /** The query after Hindi translation and spelling correction, when it differs from what was typed. */
  correctedText: string | null
  /** True when a misspelt word was corrected (not only translated). */
  isSpellingCorrected: boolean
  intent: QueryIntent
}

interface WordDecision {
  correction: string | null
  isStopWord: boolean
}

export function createJobsService(deps: JobsServiceDeps): JobsService {
  const repo = createJobsRepo(deps.database)
  const now = deps.now ?? (() => new Date())
  const ttlMs = deps.cacheTtlMs ?? 5 * 60_000
  const wordCache = createTtlCache<string, WordDecision>({ maxEntries: 5000, ttlMs })
  const placeCache = createTtlCache<string, LocationFilter | null>({ maxEntries: 2000, ttlMs })
  const companyCache = createTtlCache<number, CompanyData>({ maxEntries: 5000, ttlMs: Math.min(ttlMs, 60_000) })
  const topCitiesCache = createTtlCache<number, CityInfo[]>({ maxEntries: 20, ttlMs: Math.min(ttlMs, 60_000) })
  const topRolesCache = createTtlCache<number, RoleInfo[]>({ maxEntries: 20, ttlMs: Math.min(ttlMs, 60_000) })
  const suggestionIndexCache = createTtlCache<SuggestionQuery['kind'], SuggestionIndex>({ maxEntries: 2, ttlMs })
  const rankingCache = createTtlCache<string, string[]>({ maxEntries: 1000, ttlMs: deps.rankingCacheTtlMs ?? 60_000 })
  const vocabularyCache = createTtlCache<'all', VocabularyWord[]>({ maxEntries: 1, ttlMs })
  const countCache = createTtlCache<string, number>({ maxEntries: 500, ttlMs: Math.min(ttlMs, 60_000) })
  const cutoffCache = createTtlCache<number, Date | null>({ maxEntries: 4, ttlMs: Math.min(ttlMs, 60_000) })
  const resolver = createLocationResolver(repo)

  function resolveLocation(text: string): Promise<LocationFilter | null> {
    return placeCache.getOrLoad(normalizePlaceText(text), () => resolver.resolve(text))
  }

  /**
   * Swapped or doubled letters ("pyhton", "pythonn") share too few trigrams with the word meant for
   * pg_trgm to find it: an unknown word without a trigram correction is corrected to the most frequent
   * vocabulary word within a small edit distance (search-query.ts findCloseByEdits), if any.
   */
  async function withEditCorrections(facts: WordFacts[]): Promise<WordFacts[]> {
    const uncorrected = facts.filter((fact) => !fact.isKnown && !fact.isStopWord && fact.correction === null && isCorrectable(fact.word))
    if (uncorrected.length === 0) return facts
    const vocabulary = await vocabularyCache.getOrLoad('all', () => repo.listVocabulary())
    return facts.map((fact) => {
      if (!uncorrected.includes(fact)) return fact
      const correction = findCloseByEdits(fact.word, vocabulary)
      return correction === null ? fact : { ...fact, correction, isSameLexeme: false }
    })
  }

  /** Each word's fate: kept, corrected to a vocabulary word, or a stop word. One or two queries for the words not yet cached. */
  async function decideWords(words: string[]): Promise<Map<string, WordDecision>> {
    const decisions = new Map<string, WordDecision>()
    const unknown: string[] = []
    for (const word of words) {
      const cached = wordCache.get(word)
      if (cached) decisions.set(word, cached)
      else unknown.push(word)
    }
    if (unknown.length === 0) return decisions

    const described = await repo.describeWords(unknown, MIN_CORRECTION_SIMILARITY)
    const facts = await withEditCorrections(described)
    const candidates = facts.filter((fact) => !fact.isKnown && !fact.isStopWord && fact.correction !== null && isCorrectable(fact.word))
    const postings = await repo.countWordMatches(
      candidates.filter((fact) => !fact.isSameLexeme).map((fact) => fact.word),
      REAL_WORD_MIN_POSTINGS,
    )
    for (const fact of facts) {
      // A word the stemmer already maps onto the correction is corrected for display only; any other
      // word that many postings use is a real word the vocabulary (titles and skills) does not know.
      const isRealWord = !fact.isSameLexeme && (postings.get(fact.word) ?? 0) >= REAL_WORD_MIN_POSTINGS
      const isCorrected = candidates.includes(fact) && !isRealWord
      const decision: WordDecision = {
        correction: isCorrected ? fact.correction : null,
        isStopWord: fact.isStopWord,
      }
      wordCache.set(fact.word, decision)
      decisions.set(fact.word, decision)
    }
    return decisions
  }

  /**
   * A place inside the query: "software engineer in pune" (the place may be misspelt) or "java
   * developer pune" (the place exactly as named). Null when the query names no place.
   */
  async function findPlaceInQuery(text: string): Promise<{ query: string; location: string; filter: LocationFilter } | null> {
    for (const split of findLocationSplits(text)) {
      const resolved = await resolveLocation(split.location)
      if (resolved) return { query: split.query, location: split.location, filter: resolved }
    }
    for (const split of findBarePlaceSplits(text)) {
      const resolved = await placeCache.getOrLoad(`exact:${normalizePlaceText(split.location)}`, () =>
        resolver.resolveExactly(translateHindiPlace(split.location)),
      )
      if (resolved) return { query: split.query, location: split.location, filter: resolved }
    }
    return null
  }

  /**
   * What a typed query asks for: Hindi words in English, its intents (remote, seniority, government …)
   * as filters, misspelt words corrected (unless spell checking is off), and the words left to search.
   */
  async function prepareQuery(text: string, isSpellCheckOn: boolean): Promise<PreparedQuery> {
    const translated = translateHindiTerms(text)
    const typedIntent = parseQueryIntent(translated)
    const corrections = new Map<string, string>()
    if (isSpellCheckOn) {
      const words = extractWords(translated).filter((word) => !typedIntent.intentWords.has(word))
      const decisions = await decideWords(words)
      for (const [word, decision] of decisions) {
        if (decision.correction && !isOtherNumber(word, decision.correction)) corrections.set(word, decision.correction)
      }
    }
    const corrected = applyCorrections(translated, corrections)
    const intent = corrections.size > 0 ? parseQueryIntent(corrected) : typedIntent
    const correctedText = corrected === text ? null : corrected
    const base = { titleText: intent.titleText, correctedText, isSpellingCorrected: corrections.size > 0, intent }
    const words = extractWords(intent.text)
    if (words.length === 0) return { ...base, searchText: null }
    const decisions = await decideWords(words)
    if (words.every((word) => decisions.get(word)?.isStopWord !== false)) return { ...base, searchText: null }
    return { ...base, searchText: intent.text }
  }

  /** The posting time of the `window`-th newest active job, refreshed once a minute. */
  function findCutoff(window: number): Promise<Date | null> {
    return cutoffCache.getOrLoad(window, () => repo.findCutoff(window))
  }

  /** The in-memory suggestion index of a kind, rebuilt from search_suggestions when its lifetime ends. */
  function loadSuggestionIndex(kind: SuggestionQuery['kind']): Promise<SuggestionIndex> {
    return suggestionIndexCache.getOrLoad(kind, async () => createSuggestionIndex(await repo.listSuggestions(kind)))
  }

  /** Fills each job's company_data (real figures only), from a short-lived cache; missing companies in one query. */
  async function withCompanies(rows: JobWithCompany[]): Promise<Job[]> {
    const missing = new Set<number>()
    for (const row of rows) {
      if (row.companyId !== null && companyCache.get(row.companyId) === undefined) missing.add(row.companyId)
    }
    const fetched = await repo.findCompanies([...missing])
    for (const [companyId, company] of fetched) companyCache.set(companyId, company)
    return rows.map((row) => {
      if (row.companyId === null) return row.job
      const company = fetched.get(row.companyId) ?? companyCache.get(row.companyId) ?? null
      return { ...row.job, company_data: company }
    })
  }

  /**
   * A page of a ranked search and the whole ranking's length. A search ranked within the ranking cache's
   * lifetime is cut from the cached ids (one small query for the page's rows); a new one is ranked and
   * its page read in one statement.
   */
  async function findRankedPage(
    text: TextMatch,
    relevance: RelevanceSignals,
    filters: SearchFilters,
    page: { offset: number; limit: number },
  ): Promise<{ ids: string[]; rows: JobWithCompany[] }> {
    const key = JSON.stringify([text, relevance, filters])
    const cachedIds = rankingCache.get(key)
    if (cachedIds) return { ids: cachedIds, rows: await repo.findJobsByIds(cachedIds.slice(page.offset, page.offset + page.limit)) }
    const ranked = await repo.rankJobs({
      text,
      relevance,
      filters,
      candidateLimit: CANDIDATE_LIMIT,
      minHeadMatches: MIN_HEAD_MATCHES,
      bodyCutoff: await findCutoff(BODY_WINDOW),
      page,
    })
    rankingCache.set(key, ranked.ids)
    return { ids: ranked.ids, rows: ranked.page }
  }

  /** The page's jobs, and whether more follow. */
  async function findPage(
    prepared: { searchText: string; relevance: RelevanceSignals } | null,
    filters: SearchFilters,
    offset: number,
    pageSize: number,
  ): Promise<{ rows: JobWithCompany[]; hasMore: boolean }> {
    if (prepared === null) {
      const rows = await repo.browseJobs({ filters, offset, limit: pageSize + 1 })
      // MAX_PAGE is the deepest page anyone can ask for, so no next page is promised past it.
      return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize && offset + pageSize < CANDIDATE_LIMIT }
    }
    const page = { offset, limit: pageSize }
    const all: TextMatch = { mode: 'all', text: prepared.searchText }
    let ranked = await findRankedPage(all, prepared.relevance, filters, page)
    if (ranked.ids.length === 0 && filters.seniority !== null) {
      // No job of that seniority has the words: every seniority, the one asked for first (its title words score).
      ranked = await findRankedPage(all, prepared.relevance, { ...filters, seniority: null }, page)
    }
    const pieces = splitQueryPieces(prepared.searchText)
    if (ranked.ids.length === 0 && pieces.length > 1) {
      // Nothing has every word: rank the jobs that have any of them instead.
      const any: TextMatch = { mode: 'any', pieces }
      ranked = await findRankedPage(any, prepared.relevance, filters, page)
    }
    return { rows: ranked.rows, hasMore: ranked.ids.length > offset + pageSize }
  }

  return {
    async searchJobs(params: JobSearch, visitor: SearchVisitor = unknownVisitor): Promise<JobSearchResult> {
      const startedAt = performance.now()
      let queryText = params.query ? cleanSearchText(params.query) : ''
      let locationText = params.location ? cleanSearchText(params.location) : ''
      let location: LocationFilter | null = null

      if (locationText !== '') {
        location = await resolveLocation(locationText)
      } else if (queryText !== '') {
        const found = await findPlaceInQuery(queryText)
        if (found) ({ query: queryText, location: locationText, filter: location } = found)
      }

      const prepared = queryText === '' ? null : await prepareQuery(queryText, params.spell_check)
      const intent = prepared?.intent ?? null
      const filters = applyIntent(buildFilters(params, location, locationText !== '' && location === null, now()), intent, params, visitor)
      // With no place asked for, the visitor's own country comes first (decision 011).
      const isPlaceless = location === null && params.country === undefined && params.city_slug === undefined && intent?.isAbroad !== true
      const ranked =
        prepared?.searchText == null
          ? null
          : {
              searchText: prepared.searchText,
              relevance: buildRelevanceSignals({
                searchText: prepared.searchText,
                titleText: prepared.titleText,
                level: intent?.level ?? null,
                preferredCountry: isPlaceless ? visitor.country : null,
              }),
            }
      const pageSize = params.num_pages * JOBS_PER_PAGE
      const offset = (params.page - 1) * JOBS_PER_PAGE
      const page = await findPage(ranked, filters, offset, pageSize)
      const jobs = await withCompanies(page.rows)

      const elapsedMs = performance.now() - startedAt
      if (elapsedMs > SLOW_SEARCH_MS) {
        deps.logger.warn({ ms: Math.round(elapsedMs), page: params.page, hasText: ranked !== null }, 'slow job search')
      }
      const notices: SearchNotice[] = params.remote_search_disabled
        ? [{ code: 'remote_search_disabled', ...remoteSearchDisabledNotice }]
        : []
      return {
        jobs,
        query: queryText === '' ? null : queryText,
        location: locationText === '' ? null : locationText,
        correctedQuery: prepared?.correctedText ?? null,
        isSpellingCorrected: prepared?.isSpellingCorrected ?? false,
        resolvedLocation: location?.label ?? null,
        hasMore: page.hasMore,
        notices,
      }
    },

    countJobs(params: JobSearch): Promise<number> {
      const filters = buildFilters(params, null, false, now())
      return countCache.getOrLoad(JSON.stringify(filters), () => repo.countJobs(filters))
    },

    async findJob(jobId: string): Promise<Job | null> {
      if (jobId.length === 0 || jobId.length > 200) return null
      const [job] = await withCompanies(await repo.findJobsByIds([jobId]))
      return job ?? null
    },

    async suggest(query: SuggestionQuery): Promise<Suggestion[]> {
      const typed = cleanSearchText(query.q)
      const translated = query.kind === 'title' ? translateHindiTerms(typed) : normalizePlaceText(typed)
      const normalized = normalizeForMatch(translated)
      if (normalized === '') return []
      const extras = query.kind === 'location' ? findAliasLabels(typed) : []
      const index = await loadSuggestionIndex(query.kind)
      return index.suggest(query, normalized, extras)
    },

    findCity(citySlug: string): Promise<CityInfo | null> {
      return repo.findCity(citySlug)
    },

    findRole(roleSlug: string): Promise<RoleInfo | null> {
      return repo.findRole(roleSlug)
    },

    listTopCities(limit: number): Promise<CityInfo[]> {
      const count = clampLimit(limit)
      return topCitiesCache.getOrLoad(count, () => repo.listTopCities(count))
    },

    listTopRoles(limit: number): Promise<RoleInfo[]> {
      const count = clampLimit(limit)
      return topRolesCache.getOrLoad(count, () => repo.listTopRoles(count))
    },

    async recordClick(input) {
      const isRecorded = await repo.insertClick({
        jobId: input.jobId,
        query: cleanOptional(input.query, MAX_QUERY_LENGTH),
        location: cleanOptional(input.location, MAX_LOCATION_LENGTH),
        userId: input.userId,
      })
      if (!isRecorded) throw new AppError('NOT_FOUND')
    },

    async checkHealth(): Promise<ServiceHealth> {
      const startedAt = performance.now()
      try {
        await repo.probe()
      } catch (error) {
        deps.logger.error({ err: error }, 'job search health probe failed')
        return { status: 'unavailable', latency_ms: null, detail: 'search query failed' }
      }
      const latency = Math.round(performance.now() - startedAt)
      if (latency > HEALTH_SLOW_MS) return { status: 'degraded', latency_ms: latency, detail: 'slow' }
      return { status: 'available', latency_ms: latency, detail: null }
    },
  }
}

/** The search params as repo filters. A location that named no place matches nothing rather than everything. */
export function buildFilters(params: JobSearch, location: LocationFilter | null, isLocationUnknown: boolean, now: Date): SearchFilters {
  const companyTypes = params.company_types ?? []
  const sizes = companyTypes.filter((type) => isOneOf(companySizeTypes, type))
  const kinds = companyTypes.filter((type) => isOneOf(employerKinds, type))
  const requirements = params.job_requirements ?? []
  const bands: Array<'under_3_years' | 'over_3_years' | 'none'> = []
  if (requirements.includes('under_3_years_experience')) bands.push('under_3_years')
  if (requirements.includes('more_than_3_years_experience')) bands.push('over_3_years')
  if (requirements.includes('no_experience')) bands.push('none')
  const titles = (params.job_titles ?? []).map(cleanSearchText).filter((title) => title.length > 0)
  const days = params.date_posted === 'all' ? null : datePostedDays[params.date_posted]
  return {
    ...noFilters,
    // Whole minutes, so the same search within a minute has the same filters (and ranking cache key).
    postedAfter: days === null ? null : new Date(Math.floor((now.getTime() - days * DAY_MS) / MINUTE_MS) * MINUTE_MS),
    isRemoteOnly: params.remote_jobs_only || location?.isRemote === true,
    employmentTypes: params.employment_types && params.employment_types.length > 0 ? params.employment_types : null,
    experienceBands: bands,
    isDegreeFreeOnly: requirements.includes('no_degree'),
    titles: titles.length > 0 ? titles : null,
    companySizeTypes: sizes.length > 0 ? sizes : null,
    employerKinds: kinds.length > 0 ? kinds : null,
    salaryMinInrYear: params.salary_min ?? null,
    salaryMaxInrYear: params.salary_max ?? null,
    country: params.country ?? location?.country ?? null,
    isVisaSponsoredOnly: params.visa_sponsorship,
    isGovernmentOnly: params.government_only,
    isFeaturedOnly: params.featured,
    citySlugs: params.city_slug ? [params.city_slug] : (location?.citySlugs ?? null),
    state: location?.state ?? null,
    roleSlug: params.role_slug ?? null,
    isMatchingNothing: isLocationUnknown || hasConflictingCountry(params, location),
  }
}

/**
 * The filters a query's words ask for (query-intent.ts), on top of the search's own: "remote" and
 * "wfh" ask for remote jobs (unless visa sponsorship switched remote off), "government" for government
 * jobs, "visa" for sponsored ones, "abroad" for jobs outside the visitor's country (India when unknown),
 * a seniority word for that seniority.
 */
export function applyIntent(filters: SearchFilters, intent: QueryIntent | null, params: JobSearch, visitor: SearchVisitor): SearchFilters {
  if (intent === null) return filters
  return {
    ...filters,
    isRemoteOnly: filters.isRemoteOnly || (intent.isRemote && !params.visa_sponsorship),
    isGovernmentOnly: filters.isGovernmentOnly || intent.isGovernment,
    isVisaSponsoredOnly: filters.isVisaSponsoredOnly || intent.isVisaSponsored,
    excludedCountry: intent.isAbroad ? (visitor.country ?? INDIA) : null,
    seniority: intent.level,
  }
}

/** "fresher" for "freshers", "nurses" for "nurse": the stemmer already treats them alike, and saying so would be noise. */
function isOtherNumber(word: string, correction: string): boolean {
  return alternateForm(word) === correction || alternateForm(correction) === word
}

/** country=US with location=Pune can match nothing; saying so beats ignoring one of them. */
function hasConflictingCountry(params: JobSearch, location: LocationFilter | null): boolean {
  return params.country !== undefined && location?.country != null && location.country !== params.country
}

function cleanOptional(text: string | null, maxLength: number): string | null {
  if (text === null) return null
  const cleaned = cleanSearchText(text).slice(0, maxLength)
  return cleaned === '' ? null : cleaned
}

function clampLimit(limit: number): number {
  return Math.max(1, Math.min(100, Math.floor(limit)))
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return values.some((candidate) => candidate === value)
}
