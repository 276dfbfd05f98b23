import type { ServiceHealth } from '#core/health.schema.ts'
import { companyLogoPath } from '#core/companies/logo-path.ts'
import { type CompanyData, type Job } from '#core/jobs/job.schema.ts'
import { companySizeTypes, employerKinds } from '#core/jobs/job-constants.ts'
import type { CityInfo, JobFigures, RoleInfo } from '#core/jobs/listings.ts'
import type { JobSearchResult, PreferredCity } from '#core/jobs/search-response.ts'
import { INDIA } from '#core/jobs/visitor-country.ts'
import { normalizeForMatch } from '#core/jobs/slug.ts'
import { type JobSearch, type SearchNotice, type Suggestion, type SuggestionQuery } from '#core/jobs/search.schema.ts'
import { JOBS_PER_PAGE, MAX_LOCATION_LENGTH, MAX_QUERY_LENGTH } from '#core/jobs/search-constants.ts'
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from '#core/jobs/search-cursor.ts'
import { remoteSearchDisabledNotice } from '#core/jobs/search-notices.server.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createLiveSearch, isLiveSearchable, type LiveSearchDeps, type SearchPlace } from './live-search.ts'
import { createLocationResolver, findAliasLabels, normalizePlaceText, type LocationFilter } from './location-resolver.ts'
import { parseQueryIntent, type QueryIntent } from './query-intent.ts'
import type { RelevanceSignals, TextMatch } from './ranking.ts'
import { alternateForm, buildRelevanceSignals } from './relevance-signals.ts'
import { leadParts, type PlaceLead } from './place-lead.ts'
import { createJobsRepo, type JobWithCompany, type LedJob, type RankedJobs, type WordFacts } from './repo.ts'
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
  translateHindiPrefix,
  translateHindiTerms,
  type VocabularyWord,
} from './search-query.ts'
import { createSuggestionIndex, type SuggestionIndex } from './suggestion-index.ts'
import { createTtlCache } from '#server/lib/ttl-cache.ts'

/**
 * The ranked head of a search: the newest this many title/skills matches are scored and ordered by
 * relevance (decisions 005, 006, 011); the listing goes on past them in recency order (decision 012).
 */
export const CANDIDATE_LIMIT = 200
/** Below this many title/skills/employer matches, description-only matches fill the set up. */
export const MIN_HEAD_MATCHES = 2 * JOBS_PER_PAGE
/** Description-only matches are looked for among this many of the newest active jobs (ranking.ts rankStatement). */
export const BODY_WINDOW = 3_000
/** Matches are counted exactly up to this many; past it the total is an estimate, shown as "about N". */
export const TOTAL_EXACT_LIMIT = 1_000
/** An estimate this many times TOTAL_EXACT_LIMIT is past it whatever its error: no exact count is tried. */
const ESTIMATE_CERTAINLY_OVER = 2
/** A word found in at least this many postings is a real word, even when the vocabulary does not know it. */
const REAL_WORD_MIN_POSTINGS = 3
const SLOW_SEARCH_MS = 250
/** Whole answers kept at most this long (popular searches repeat) and at most this many of them. */
const RESULT_CACHE_MAX_TTL_MS = 30_000
const RESULT_CACHE_ENTRIES = 300
const RESULT_CACHE_MAX_PAGES = 2
const HEALTH_SLOW_MS = 1000
const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

const datePostedDays = { today: 1, '3days': 3, week: 7, month: 30 } as const

/** Who is searching, as far as ranking may use it (decision 011): never guessed from an IP address. */
export interface SearchVisitor {
  /**
   * The visitor's country (ISO 3166-1 alpha-2): from the Accept-Language region today
   * (core/jobs/visitor-country.ts), from a profile later. Jobs there rank ahead when the query names no place.
   */
  country: string | null
  /**
   * The signed-in person's cities (decision 075), read by the caller from their onboarding answers when
   * they asked for it. When the search names no place, jobs there rank ahead of near-equals in a search
   * with words, and a search without words lists them first, then the rest of the cities' country, then
   * every other job (decision 078). Whoever passes them must answer privately (`Cache-Control: private`):
   * the order is theirs.
   */
  preferredCities?: readonly PreferredCity[]
}

const unknownVisitor: SearchVisitor = { country: null }

/** Job search for the API routes and the page loaders (both reach it through server/services.ts). */
export interface JobsService {
  searchJobs(params: JobSearch, visitor?: SearchVisitor): Promise<JobSearchResult>
  /** How many jobs of a search were posted after `since` (a saved search's new matches), counted as the listing counts. */
  countNewMatches(params: JobSearch, since: Date): Promise<{ total: number; isEstimate: boolean }>
  findJob(jobId: string): Promise<Job | null>
  /** Active stored jobs by id, in the order given (matching's recommendations); never asks the live service. */
  findJobs(jobIds: readonly string[]): Promise<Job[]>
  isExpiredJob(jobId: string): Promise<boolean>
  suggest(query: SuggestionQuery): Promise<Suggestion[]>
  findCity(citySlug: string): Promise<CityInfo | null>
  findRole(roleSlug: string): Promise<RoleInfo | null>
  listTopCities(limit: number): Promise<CityInfo[]>
  listTopRoles(limit: number): Promise<RoleInfo[]>
  /** The landing page's figures, counted from the jobs table at most once a minute. */
  countFigures(): Promise<JobFigures>
  checkHealth(): Promise<ServiceHealth>
  recordClick(input: { jobId: string; query: string | null; location: string | null; userId: string | null }): Promise<void>
}

/** Tuning that tests and benchmarks change; production runs on the defaults. */
export interface JobsServiceOptions {
  /**
   * Lifetime of the derived lookups (word corrections, resolved places, the suggestion index; company
   * figures, totals and the walk cutoffs at most a minute); 0 turns caching off.
   */
  cacheTtlMs?: number
  /**
   * Lifetime of a search's ranked ids: later pages and repeats of a search are cut from the same ranking
   * (stable pages, one small query each). 0 ranks every request afresh.
   */
  rankingCacheTtlMs?: number
  /**
   * Lifetime of whole answers: popular searches (the landing chips, city and role pages) repeat, and a
   * repeat within this time costs no query. Capped at RESULT_CACHE_MAX_TTL_MS; 0 turns it off.
   */
  resultCacheTtlMs?: number
  /** Size of the ranked head (CANDIDATE_LIMIT); tests make it small to reach past it on little data. */
  candidateLimit?: number
  /** Matches counted exactly up to this many (TOTAL_EXACT_LIMIT). */
  totalExactLimit?: number
  now?: () => Date
  /** JOB_EXPIRY_DAYS: the closing date a posting without its own carries is last seen plus this. */
  jobExpiryDays?: number
}

export interface JobsServiceDeps extends JobsServiceOptions {
  database: DatabaseHandle
  logger: Logger
  /** JOB_SEARCH_PROVIDER=jsearch: searches with words go to the live service first (live-search.ts); absent, all are stored searches. */
  liveSearch?: LiveSearchDeps
  /** Told of each search's first page (the staff dashboard's searches; server/lib/daily-activity.ts). */
  onSearch?: () => void
}

/** A query as the search understood it. */
interface PreparedQuery {
  /** The words to search for; null when none is left (only intent words, stop words or "jobs"). */
  searchText: string | null
  /** The query after Hindi translation and spelling correction, when it differs from what was typed. */
  correctedText: string | null
  /** True when a misspelt word was corrected (not only translated). */
  isSpellingCorrected: boolean
  /** What the words ask for beyond themselves; its titleText is the query as a title would read it. */
  intent: QueryIntent
}

/** A search's ranked head and where its listing goes on (null: the ids are the whole listing). */
type Ranking = Omit<RankedJobs, 'page'>

/** One page of a listing and what the page tells about the whole of it. */
interface ListingPage {
  rows: JobWithCompany[]
  hasMore: boolean
  total: number
  isTotalEstimate: boolean
  nextCursor: string | null
}

/** Which part of a listing a request asks for: `after` (a Next link's cursor) wins over the offset. */
interface PageRange {
  offset: number
  limit: number
  after: SearchCursor | null
}

interface WordDecision {
  correction: string | null
  isStopWord: boolean
}

export function createJobsService(deps: JobsServiceDeps): JobsService {
  const repo = createJobsRepo(deps.database, deps.jobExpiryDays)
  const now = deps.now ?? (() => new Date())
  const candidateLimit = deps.candidateLimit ?? CANDIDATE_LIMIT
  const exactLimit = deps.totalExactLimit ?? TOTAL_EXACT_LIMIT
  const ttlMs = deps.cacheTtlMs ?? 5 * 60_000
  const wordCache = createTtlCache<string, WordDecision>({ maxEntries: 5000, ttlMs })
  const placeCache = createTtlCache<string, LocationFilter | null>({ maxEntries: 2000, ttlMs })
  const companyCache = createTtlCache<number, CompanyData>({ maxEntries: 5000, ttlMs: Math.min(ttlMs, 60_000) })
  const topCitiesCache = createTtlCache<number, CityInfo[]>({ maxEntries: 20, ttlMs: Math.min(ttlMs, 60_000) })
  const topRolesCache = createTtlCache<number, RoleInfo[]>({ maxEntries: 20, ttlMs: Math.min(ttlMs, 60_000) })
  const figuresCache = createTtlCache<'figures', JobFigures>({ maxEntries: 1, ttlMs: Math.min(ttlMs, 60_000) })
  const suggestionIndexCache = createTtlCache<SuggestionQuery['kind'], SuggestionIndex>({ maxEntries: 2, ttlMs })
  const rankingCache = createTtlCache<string, Ranking>({ maxEntries: 1000, ttlMs: deps.rankingCacheTtlMs ?? 60_000 })
  // A search's total, like the filter counts it is estimated from, lives a minute: counts move slowly.
  const totalCache = createTtlCache<string, { total: number; isEstimate: boolean }>({ maxEntries: 1000, ttlMs: Math.min(ttlMs, 60_000) })
  const vocabularyCache = createTtlCache<'all', VocabularyWord[]>({ maxEntries: 1, ttlMs })
  const countCache = createTtlCache<string, number>({ maxEntries: 500, ttlMs: Math.min(ttlMs, 60_000) })
  const resultCache = createTtlCache<string, JobSearchResult>({
    maxEntries: RESULT_CACHE_ENTRIES,
    ttlMs: Math.min(deps.resultCacheTtlMs ?? RESULT_CACHE_MAX_TTL_MS, RESULT_CACHE_MAX_TTL_MS),
  })
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
    const base = { correctedText, isSpellingCorrected: corrections.size > 0, intent }
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
      // Once we hold the company's logo, the posting's outside logo URL is not shown either.
      const isLogoOurs = company !== null && company.logo_url === companyLogoPath(company.id)
      return { ...row.job, employer_logo: isLogoOurs ? company.logo_url : row.job.employer_logo, company_data: company }
    })
  }

  /** How many active jobs pass the filters (words left aside), from a short-lived cache. */
  function countFiltered(filters: SearchFilters): Promise<number> {
    return countCache.getOrLoad(JSON.stringify(filters), () => repo.countJobs(filters))
  }

  /**
   * A search's ranked head, and the jobs of positions offset + 1 to offset + limit within it. A search
   * ranked within the ranking cache's lifetime is cut from the cached ids (one small query for the
   * rows); a new one is ranked and its page read in one statement.
   */
  async function rankHead(
    text: TextMatch,
    relevance: RelevanceSignals,
    filters: SearchFilters,
    range: PageRange,
  ): Promise<Ranking & { rows: JobWithCompany[] }> {
    const key = JSON.stringify([text, relevance, filters])
    const cached = rankingCache.get(key)
    const page = { offset: range.offset, limit: range.limit }
    if (cached) return { ...cached, rows: await repo.findJobsByIds(cached.ids.slice(page.offset, page.offset + page.limit)) }
    const ranked = await repo.rankJobs({
      text,
      relevance,
      filters,
      candidateLimit,
      minHeadMatches: MIN_HEAD_MATCHES,
      bodyCutoff: await findCutoff(BODY_WINDOW),
      page,
    })
    const ranking: Ranking = { ids: ranked.ids, boundary: ranked.boundary }
    rankingCache.set(key, ranking)
    return { ...ranking, rows: ranked.page }
  }

  /**
   * How many jobs a ranked search matches. Without a boundary the head is all of it. Otherwise the
   * head holds the newest `candidateLimit` matches, found among the filtered jobs posted since the
   * boundary (the depth), so their share of all the filtered jobs estimates the total; an estimate
   * near TOTAL_EXACT_LIMIT or under is made exact by counting the matches up to that limit.
   */
  function countRanked(text: TextMatch, filters: SearchFilters, ranking: Ranking): Promise<{ total: number; isEstimate: boolean }> {
    const { boundary } = ranking
    if (boundary === null) return Promise.resolve({ total: ranking.ids.length, isEstimate: false })
    const headSize = ranking.ids.length
    return totalCache.getOrLoad(JSON.stringify([text, filters]), async () => {
      const [depth, filtered] = await Promise.all([repo.countJobsSince(filters, boundary), countFiltered(filters)])
      const estimate = roundEstimate((headSize / Math.max(depth, headSize)) * filtered)
      if (estimate > ESTIMATE_CERTAINLY_OVER * exactLimit) return { total: estimate, isEstimate: true }
      const counted = await repo.countMatches(text, filters, exactLimit + 1)
      if (counted <= exactLimit) return { total: counted, isEstimate: false }
      return { total: Math.max(exactLimit + 1, estimate), isEstimate: true }
    })
  }

  /**
   * A page of a search without words led by the person's places (decision 078): the same jobs and total
   * as everyone's listing, in parts (place-lead.ts). Its cursors name their part; any other cursor is
   * not one of this listing's and the page number holds.
   */
  async function ledBrowsePage(filters: SearchFilters, range: PageRange, lead: PlaceLead): Promise<ListingPage> {
    const part = range.after?.part
    const after = range.after !== null && part !== undefined && part < leadParts(lead).length ? { ...range.after, part } : null
    const [rows, total] = await Promise.all([
      repo.browseLedJobs({ filters, lead, after, offset: after === null ? range.offset : 0, limit: range.limit + 1 }),
      countFiltered(filters),
    ])
    const page = rows.slice(0, range.limit)
    const hasMore = rows.length > range.limit
    return { rows: page, hasMore, total, isTotalEstimate: false, nextCursor: hasMore ? cursorAfter(page) : null }
  }

  /** A page of the newest jobs passing the filters: the listing of a search without words. */
  async function browsePage(filters: SearchFilters, range: PageRange): Promise<ListingPage> {
    const [rows, total] = await Promise.all([
      repo.browseJobs({ filters, after: range.after, offset: range.after === null ? range.offset : 0, limit: range.limit + 1 }),
      countFiltered(filters),
    ])
    const page = rows.slice(0, range.limit)
    const hasMore = rows.length > range.limit
    return { rows: page, hasMore, total, isTotalEstimate: false, nextCursor: hasMore ? cursorAfter(page) : null }
  }

  /**
   * A page of a ranked search: positions inside the ranked head come from its ids, positions past it
   * from the older title/skills matches in recency order (after the boundary, or after the cursor).
   */
  async function rankedPage(
    text: TextMatch,
    relevance: RelevanceSignals,
    filters: SearchFilters,
    range: PageRange,
  ): Promise<ListingPage & { isEmpty: boolean }> {
    const ranking = await rankHead(text, relevance, filters, range)
    const headSize = ranking.ids.length
    const { total, isEstimate } = await countRanked(text, filters, ranking)
    // A cursor only means something past a head that has a boundary; otherwise the page number holds.
    const after = ranking.boundary === null ? null : range.after
    const fromHead = after === null ? ranking.rows : []
    const listing = { total, isTotalEstimate: isEstimate, isEmpty: headSize === 0 }
    const needed = range.limit - fromHead.length
    const startsInHead = after === null && range.offset < headSize
    if (ranking.boundary === null || needed === 0) {
      const end = range.offset + range.limit
      const hasMore = end < headSize || (ranking.boundary !== null && end === headSize && total > headSize)
      // The next page starts exactly where the head ends: it continues after the boundary.
      const nextCursor = hasMore && end >= headSize && ranking.boundary !== null ? encodeSearchCursor(ranking.boundary) : null
      return { ...listing, rows: fromHead, hasMore, nextCursor }
    }
    const continued = await repo.continueJobs({
      text,
      filters,
      after: after ?? ranking.boundary,
      offset: after !== null || startsInHead ? 0 : range.offset - headSize,
      limit: needed + 1,
    })
    const rows = [...fromHead, ...continued.slice(0, needed)]
    const hasMore = continued.length > needed
    return { ...listing, rows, hasMore, nextCursor: hasMore ? cursorAfter(rows) : null }
  }

  /** The page's jobs and what it says about the whole listing; `lead` leads a search without words. */
  async function findPage(
    prepared: { searchText: string; relevance: RelevanceSignals } | null,
    filters: SearchFilters,
    asked: PageRange,
    lead: PlaceLead | null,
  ): Promise<ListingPage> {
    if (prepared === null && lead !== null) return ledBrowsePage(filters, asked, lead)
    // A led listing's cursor (it names a part) is not one of these listings': the page number holds.
    const range = asked.after?.part === undefined ? asked : { ...asked, after: null }
    if (prepared === null) return browsePage(filters, range)
    const all: TextMatch = { mode: 'all', text: prepared.searchText }
    let page = await rankedPage(all, prepared.relevance, filters, range)
    if (page.isEmpty && filters.seniority !== null) {
      // No job of that seniority has the words: every seniority, the one asked for first (its title words score).
      page = await rankedPage(all, prepared.relevance, { ...filters, seniority: null }, range)
    }
    const pieces = splitQueryPieces(prepared.searchText)
    // Nothing has every word: rank the jobs that have any of them instead.
    if (page.isEmpty && pieces.length > 1) return rankedPage({ mode: 'any', pieces }, prepared.relevance, filters, range)
    return page
  }

  /** The words and the place of a search: its location, or else a place inside its query ("X in Y"). */
  async function findSearchPlace(params: JobSearch): Promise<SearchPlace> {
    const queryText = params.query ? cleanSearchText(params.query) : ''
    const locationText = params.location ? cleanSearchText(params.location) : ''
    if (locationText !== '') return { queryText, locationText, place: await resolveLocation(locationText) }
    const found = queryText === '' ? null : await findPlaceInQuery(queryText)
    if (found === null) return { queryText, locationText, place: null }
    return { queryText: found.query, locationText: found.location, place: found.filter }
  }

  /** A stored search; with `postedSince`, only the jobs posted after that time (a saved search's new matches). */
  async function runSearch(params: JobSearch, visitor: SearchVisitor, postedSince: Date | null = null): Promise<JobSearchResult> {
    const startedAt = performance.now()
    const { queryText, locationText, place: location } = await findSearchPlace(params)
    const prepared = queryText === '' ? null : await prepareQuery(queryText, params.spell_check)
    const intent = prepared?.intent ?? null
    const asked = applyIntent(buildFilters(params, location, locationText !== '' && location === null, now()), intent, params, visitor)
    const filters = postedSince === null ? asked : { ...asked, postedAfter: laterOf(asked.postedAfter, postedSince) }
    // With no place asked for, the visitor's own country comes first (decision 011).
    const isPlaceless = location === null && params.country === undefined && params.city_slug === undefined && intent?.isAbroad !== true
    // The person's cities lead a ranked search (decision 075) and a search without words (decision 078).
    const preferredCities = isPlaceless ? (visitor.preferredCities ?? []) : []
    const ranked =
      prepared?.searchText == null
        ? null
        : {
            searchText: prepared.searchText,
            relevance: buildRelevanceSignals({
              searchText: prepared.searchText,
              titleText: prepared.intent.titleText,
              level: intent?.level ?? null,
              preferredCountry: isPlaceless ? visitor.country : null,
              preferredCitySlugs: preferredCities.map((city) => city.slug),
            }),
          }
    const pageSize = params.num_pages * JOBS_PER_PAGE
    const offset = (params.page - 1) * JOBS_PER_PAGE
    const after = params.after === undefined ? null : decodeSearchCursor(params.after)
    const lead: PlaceLead | null =
      ranked === null && preferredCities.length > 0
        ? { citySlugs: preferredCities.map((city) => city.slug), countries: [...new Set(preferredCities.map((city) => city.country))] }
        : null
    const page = await findPage(ranked, filters, { offset, limit: pageSize, after }, lead)
    const jobs = await withCompanies(page.rows)

    const elapsedMs = performance.now() - startedAt
    if (elapsedMs > SLOW_SEARCH_MS) {
      deps.logger.warn({ ms: Math.round(elapsedMs), page: params.page, hasText: ranked !== null }, 'slow job search')
    }
    const notices: SearchNotice[] = params.remote_search_disabled ? [{ code: 'remote_search_disabled', ...remoteSearchDisabledNotice }] : []
    return {
      jobs,
      query: queryText === '' ? null : queryText,
      location: locationText === '' ? null : locationText,
      correctedQuery: prepared?.correctedText ?? null,
      isSpellingCorrected: prepared?.isSpellingCorrected ?? false,
      resolvedLocation: location?.label ?? null,
      hasMore: page.hasMore,
      total: page.total,
      isTotalEstimate: page.isTotalEstimate,
      nextCursor: page.nextCursor,
      notices,
      isCached: false,
      preferredCities: preferredCities.map((city) => city.name),
    }
  }

  function searchStored(params: JobSearch, visitor: SearchVisitor): Promise<JobSearchResult> {
    // The landing page (2 pages) and the job pages (1) repeat; bigger answers are rare and would crowd the cache.
    if (params.num_pages > RESULT_CACHE_MAX_PAGES) return runSearch(params, visitor)
    const cities = (visitor.preferredCities ?? []).map((city) => city.slug)
    return resultCache.getOrLoad(JSON.stringify([params, visitor.country, cities]), () => runSearch(params, visitor))
  }

  const live =
    deps.liveSearch === undefined
      ? null
      : createLiveSearch(
          { ...deps.liveSearch, logger: deps.logger },
          {
            findPlace: findSearchPlace,
            readJobs: async (ids) => withCompanies(await repo.findJobsByIds(ids)),
            searchStored: (params, visitorCountry) => searchStored(params, { country: visitorCountry }),
          },
        )

  return {
    searchJobs(params: JobSearch, visitor: SearchVisitor = unknownVisitor): Promise<JobSearchResult> {
      // A search is counted once, on its first page: the next pages are the same search read on.
      if (params.page === 1) deps.onSearch?.()
      // A live answer is kept by the live client for the spec's lifetime, not here.
      if (live !== null && isLiveSearchable(params)) return live.search(params, visitor.country)
      return searchStored(params, visitor)
    },

    async countNewMatches(params: JobSearch, since: Date): Promise<{ total: number; isEstimate: boolean }> {
      // Our stored jobs only: a live service cannot say what was posted since a time.
      const result = await runSearch({ ...params, page: 1, num_pages: 1, after: undefined }, unknownVisitor, since)
      return { total: result.total, isEstimate: result.isTotalEstimate }
    },

    async findJob(jobId: string): Promise<Job | null> {
      if (jobId.length === 0 || jobId.length > 200) return null
      const [job] = await withCompanies(await repo.findJobsByIds([jobId]))
      if (job) return job
      // A job the live service knows by its own id (a link from its answers) is fetched and stored once.
      return live === null ? null : live.findJob(jobId)
    },

    async findJobs(jobIds: readonly string[]): Promise<Job[]> {
      return withCompanies(await repo.findJobsByIds(jobIds))
    },

    /** True for a job we held that has expired (closing date passed, or no source lists it any more). */
    async isExpiredJob(jobId: string): Promise<boolean> {
      if (jobId.length === 0 || jobId.length > 200) return false
      return repo.isExpiredJob(jobId)
    },

    async suggest(query: SuggestionQuery): Promise<Suggestion[]> {
      const typed = cleanSearchText(query.q)
      const translated = query.kind === 'title' ? translateHindiPrefix(typed) : normalizePlaceText(typed)
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

    countFigures(): Promise<JobFigures> {
      return figuresCache.getOrLoad('figures', () => repo.countFigures())
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
function applyIntent(filters: SearchFilters, intent: QueryIntent | null, params: JobSearch, visitor: SearchVisitor): SearchFilters {
  if (intent === null) return filters
  return {
    ...filters,
    isRemoteOnly: filters.isRemoteOnly || (intent.isRemote && !params.visa_sponsorship),
    isGovernmentOnly: filters.isGovernmentOnly || intent.isGovernment,
    isVisaSponsoredOnly: filters.isVisaSponsoredOnly || intent.isVisaSponsored,
    // "Abroad" from a visitor whose country we do not know: JobYatra's visitors are mostly in India.
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

/** The cursor after the last job of a page (with its part, in a listing led by the person's places). */
function cursorAfter(rows: ReadonlyArray<JobWithCompany | LedJob>): string | null {
  const last = rows.at(-1)
  if (!last) return null
  const cursor = { postedAtMs: Date.parse(last.job.job_posted_at_datetime_utc), id: last.job.job_id }
  return encodeSearchCursor('part' in last ? { ...cursor, part: last.part } : cursor)
}

function laterOf(first: Date | null, second: Date): Date {
  return first !== null && first.getTime() > second.getTime() ? first : second
}

/** An estimated total to two significant figures (27,493 → 27,000), so it never looks more exact than it is. */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value)
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1)
  return Math.round(value / unit) * unit
}
