import { createHash } from 'node:crypto'
import sanitizeHtml from 'sanitize-html'
import { z } from 'zod'
import { type JobHighlights, type JobRequiredEducation, type JobRequiredExperience } from '#core/jobs/job.schema.ts'
import {
  companySizeTypes,
  employerKinds,
  type CompanySizeType,
  type EmployerKind,
  type EmploymentType,
  type SalaryPeriod,
} from '#core/jobs/job-constants.ts'
import { countryNames } from '#core/format/location.ts'
import { toInrPerYear } from '#core/jobs/salary-normalize.ts'
import { normalizeForMatch, roleSlugFromTitle, slugify, stripAccents } from '#core/jobs/slug.ts'
import type { jobs } from '#server/db/schema/jobs.ts'

export type JobInsert = typeof jobs.$inferInsert

export type NormalizeResult = { ok: true; row: JobInsert } | { ok: false; issues: string[] }

const MAX_TITLE_LENGTH = 200
const MAX_EMPLOYER_LENGTH = 200
const MAX_DESCRIPTION_LENGTH = 20_000
const MAX_SKILLS = 40
const MAX_SKILL_LENGTH = 60
const MAX_HIGHLIGHT_ITEMS = 20
const MAX_HIGHLIGHT_LENGTH = 500
const MAX_URL_LENGTH = 2_000
/** A posting dated a little ahead of our clock is a clock skew at the source, not a future job. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000

const DAY_MS = 24 * 60 * 60 * 1000

// ---------------------------------------------------------------------------------------------
// Countries

/** Countries job sources name that the display table in core/format/location.ts does not list. */
const moreCountryNames: Readonly<Record<string, string>> = {
  DK: 'Denmark',
  NO: 'Norway',
  FI: 'Finland',
  BE: 'Belgium',
  AT: 'Austria',
  ES: 'Spain',
  IT: 'Italy',
  PT: 'Portugal',
  PL: 'Poland',
  CZ: 'Czechia',
  LU: 'Luxembourg',
  KR: 'South Korea',
  CN: 'China',
  IL: 'Israel',
  ZA: 'South Africa',
  PH: 'Philippines',
  ID: 'Indonesia',
  TH: 'Thailand',
  VN: 'Vietnam',
  LK: 'Sri Lanka',
  NP: 'Nepal',
  BD: 'Bangladesh',
  MU: 'Mauritius',
  KE: 'Kenya',
  NG: 'Nigeria',
  BR: 'Brazil',
  MX: 'Mexico',
}

/** ISO 3166-1 alpha-2 code → English name, for every country a posting may name. "UK" is an alias, not a code. */
const knownCountryNames: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ ...moreCountryNames, ...countryNames }).filter(([code]) => code !== 'UK'),
)

const countryAliases: Readonly<Record<string, string>> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'u.s': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  uae: 'AE',
  'u.a.e.': 'AE',
  'the netherlands': 'NL',
  holland: 'NL',
  deutschland: 'DE',
  'czech republic': 'CZ',
  'republic of ireland': 'IE',
  'republic of korea': 'KR',
  bharat: 'IN',
}

const countryByLowerName: ReadonlyMap<string, string> = new Map([
  ...Object.entries(knownCountryNames).map(([code, name]): [string, string] => [name.toLowerCase(), code]),
  ...Object.entries(countryAliases),
])

/** The ISO2 code for a country name, alias ("USA", "UK") or code; null when unknown. */
export function countryCodeFromText(text: string): string | null {
  const key = stripAccents(text).trim().toLowerCase()
  if (key === '') return null
  const byName = countryByLowerName.get(key)
  if (byName !== undefined) return byName
  const upper = key.toUpperCase()
  if (/^[A-Z]{2}$/.test(upper) && knownCountryNames[upper] !== undefined) return upper
  return null
}

/** The currency a posting from this country is paid in when the source does not say. */
const countryCurrencies: Readonly<Record<string, string>> = {
  IN: 'INR',
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  DE: 'EUR',
  NL: 'EUR',
  IE: 'EUR',
  FR: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  LU: 'EUR',
  AE: 'AED',
  SG: 'SGD',
  AU: 'AUD',
  JP: 'JPY',
}

const indianStates = new Set(
  [
    'Andhra Pradesh',
    'Arunachal Pradesh',
    'Assam',
    'Bihar',
    'Chhattisgarh',
    'Goa',
    'Gujarat',
    'Haryana',
    'Himachal Pradesh',
    'Jharkhand',
    'Karnataka',
    'Kerala',
    'Madhya Pradesh',
    'Maharashtra',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Odisha',
    'Punjab',
    'Rajasthan',
    'Sikkim',
    'Tamil Nadu',
    'Telangana',
    'Tripura',
    'Uttar Pradesh',
    'Uttarakhand',
    'West Bengal',
    'Andaman and Nicobar Islands',
    'Chandigarh',
    'Dadra and Nagar Haveli and Daman and Diu',
    'Delhi',
    'Jammu and Kashmir',
    'Ladakh',
    'Lakshadweep',
    'Puducherry',
  ].map((state) => state.toLowerCase()),
)

const usStateCodes = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
)
const canadianProvinceCodes = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '))

/** Older or English names of Indian cities, so one city has one slug. */
const cityAliases: Readonly<Record<string, string>> = {
  bangalore: 'Bengaluru',
  bombay: 'Mumbai',
  gurgaon: 'Gurugram',
  madras: 'Chennai',
  calcutta: 'Kolkata',
  poona: 'Pune',
  trivandrum: 'Thiruvananthapuram',
  vizag: 'Visakhapatnam',
  mysore: 'Mysuru',
  baroda: 'Vadodara',
  cochin: 'Kochi',
}

function canonicalCity(city: string): string {
  return cityAliases[city.toLowerCase()] ?? city
}

// ---------------------------------------------------------------------------------------------
// The accepted input: the spec's Job shape and the alternative field names (spec 001 §3)

const text = z.string().nullish()
const numberLike = z.union([z.number(), z.string()]).nullish()
const booleanLike = z.union([z.boolean(), z.string(), z.number()]).nullish()
const idLike = z.union([z.string(), z.number()]).nullish()

const rawPostingSchema = z.looseObject({
  job_id: idLike,
  id: idLike,
  employer_name: text,
  company: z.union([z.string(), z.looseObject({ name: z.string() })]).nullish(),
  employer_logo: text,
  company_logo: text,
  employer_website: text,
  company_website: text,
  job_employment_type: text,
  job_employment_types: z.array(z.string()).nullish(),
  job_type: text,
  employment_type: text,
  job_title: text,
  title: text,
  job_apply_link: text,
  apply_link: text,
  url: text,
  job_url: text,
  job_description: text,
  description: text,
  job_city: text,
  job_state: text,
  job_country: text,
  location: text,
  job_is_remote: booleanLike,
  is_remote: booleanLike,
  job_posted_at_datetime_utc: text,
  job_posted_at_timestamp: numberLike,
  date_posted: z.union([z.string(), z.number()]).nullish(),
  job_salary_currency: text,
  salary_currency: text,
  job_salary_period: text,
  salary_period: text,
  job_min_salary: numberLike,
  job_max_salary: numberLike,
  salary_min: numberLike,
  salary_max: numberLike,
  salary_range: text,
  job_required_experience: jobRequiredExperienceInput().nullish(),
  experience: text,
  job_required_skills: z.union([z.array(z.string()), z.string()]).nullish(),
  skills: z.union([z.array(z.string()), z.string()]).nullish(),
  job_required_education: jobRequiredEducationInput().nullish(),
  job_highlights: z
    .looseObject({
      Qualifications: z.array(z.string()).nullish(),
      Responsibilities: z.array(z.string()).nullish(),
      Benefits: z.array(z.string()).nullish(),
    })
    .nullish(),
  job_is_visa_sponsored: booleanLike,
  visa_sponsorship: booleanLike,
  job_is_government: booleanLike,
  is_government: booleanLike,
  company_type: text,
  employer_kind: text,
})
type RawPosting = z.infer<typeof rawPostingSchema>

function jobRequiredExperienceInput() {
  return z.looseObject({
    no_experience_required: z.boolean().nullish(),
    required_experience_in_months: z.number().nonnegative().nullish(),
    experience_mentioned: z.boolean().nullish(),
    experience_preferred: z.boolean().nullish(),
  })
}

function jobRequiredEducationInput() {
  return z.looseObject({
    postgraduate_degree: z.boolean().nullish(),
    professional_certification: z.boolean().nullish(),
    high_school: z.boolean().nullish(),
    associates_degree: z.boolean().nullish(),
    bachelors_degree: z.boolean().nullish(),
    degree_mentioned: z.boolean().nullish(),
    degree_preferred: z.boolean().nullish(),
    professional_certification_mentioned: z.boolean().nullish(),
  })
}

// ---------------------------------------------------------------------------------------------
// Normalisation

/**
 * Turns one posting from a job source into a `jobs` row, or says what is wrong with it.
 * Accepts the spec's Job shape and its alternative field names; HTML is reduced to plain text.
 */
export function normalizeJobPosting(raw: unknown, source: string, now: Date): NormalizeResult {
  const parsed = rawPostingSchema.safeParse(raw)
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'posting'}: ${issue.message}`),
    }
  }
  const input = parsed.data
  const issues: string[] = []

  const title = cleanLine(input.job_title ?? input.title ?? '')
  if (title === '') issues.push('job_title is required')
  else if (title.length > MAX_TITLE_LENGTH) issues.push(`job_title is longer than ${MAX_TITLE_LENGTH} characters`)

  const employerName = cleanLine(input.employer_name ?? companyName(input.company) ?? '')
  if (employerName === '') issues.push('employer_name is required')
  else if (employerName.length > MAX_EMPLOYER_LENGTH) issues.push(`employer_name is longer than ${MAX_EMPLOYER_LENGTH} characters`)

  const applyLinkText = input.job_apply_link ?? input.apply_link ?? input.url ?? input.job_url ?? ''
  const applyLink = httpUrlOrNull(applyLinkText)
  if (applyLinkText.trim() === '') issues.push('job_apply_link is required')
  else if (applyLink === null) issues.push('job_apply_link must be an http(s) URL')

  const description = htmlToPlainText(input.job_description ?? input.description ?? '').slice(0, MAX_DESCRIPTION_LENGTH)
  if (description === '') issues.push('job_description is required')

  const remoteFlag = readBoolean(input.job_is_remote ?? input.is_remote, 'job_is_remote', issues)
  const place = readPlace(input, issues)
  const isRemote = remoteFlag ?? place?.isRemote ?? false

  const postedAt = readPostedAt(input, now, issues)
  const salary = readSalary(input, place?.country ?? null, issues)

  const visaFlag = readBoolean(input.job_is_visa_sponsored ?? input.visa_sponsorship, 'job_is_visa_sponsored', issues)
  const governmentFlag = readBoolean(input.job_is_government ?? input.is_government, 'job_is_government', issues)

  if (issues.length > 0 || place === null || postedAt === null || applyLink === null) {
    return { ok: false, issues: issues.length > 0 ? issues : ['posting could not be read'] }
  }

  const companyType = readCompanyType(input.company_type, governmentFlag === true)
  const employerKind = readEmployerKind(input.employer_kind)
  const isGovernment = governmentFlag ?? companyType === 'government'
  const isVisaSponsored = place.country !== 'IN' && !isRemote && (visaFlag ?? mentionsVisaSponsorship(description))

  const sourceId = readSourceId(input, applyLink)
  const skills = readSkills(input.job_required_skills ?? input.skills)
  const requiredExperience = readExperience(input)
  const requiredEducation = readEducation(input)

  const row: JobInsert = {
    id: jobIdFor(source, sourceId),
    source,
    sourceId,
    dedupHash: dedupHashFor(title, employerName, place.city, place.country),
    title,
    roleSlug: roleSlugFromTitle(title),
    employerName,
    companyId: null,
    employerLogo: httpUrlOrNull(input.employer_logo ?? input.company_logo ?? ''),
    employerWebsite: httpUrlOrNull(input.employer_website ?? input.company_website ?? ''),
    companyType,
    employerKind,
    employmentType: readEmploymentType(input),
    description,
    applyLink,
    city: place.city,
    citySlug: place.city === null ? null : slugify(place.city),
    state: place.state,
    country: place.country,
    isRemote,
    isVisaSponsored,
    isGovernment,
    isFeatured: false,
    isActive: true,
    postedAt,
    salaryMin: salary.min,
    salaryMax: salary.max,
    salaryCurrency: salary.currency,
    salaryPeriod: salary.period,
    salaryMinInrYear: inrPerYearOrNull(salary.min, salary.currency, salary.period),
    salaryMaxInrYear: inrPerYearOrNull(salary.max, salary.currency, salary.period),
    experienceMonths: requiredExperience.required_experience_in_months,
    requiresDegree: isDegreeRequired(requiredEducation),
    requiredExperience,
    requiredEducation,
    requiredSkills: skills,
    highlights: readHighlights(input.job_highlights),
    skillsText: skills.join(' '),
  }
  return { ok: true, row }
}

/** The stable public id of a job: the same source posting always gets the same id. */
export function jobIdFor(source: string, sourceId: string): string {
  return `jy${sha256Hex(`${source}:${sourceId}`).slice(0, 14)}`
}

/** The same job seen twice (or on two sources) has the same hash: title, employer, city and country, normalised. */
export function dedupHashFor(title: string, employerName: string, city: string | null, country: string): string {
  const key = [title, employerName, city ?? '', country].map(normalizeForMatch).join('|')
  return sha256Hex(key)
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

function companyName(company: RawPosting['company']): string | null {
  if (company === null || company === undefined) return null
  return typeof company === 'string' ? company : company.name
}

function readSourceId(input: RawPosting, applyLink: string): string {
  const id = input.job_id ?? input.id
  if (id !== null && id !== undefined && String(id).trim() !== '') return String(id).trim()
  // A source without ids still gives each posting its own link.
  return sha256Hex(applyLink).slice(0, 24)
}

/** One line of text: HTML and entities removed, whitespace collapsed. */
function cleanLine(value: string): string {
  const plain = looksLikeHtml(value) ? htmlToPlainText(value) : value
  return irregularSpacing.test(plain) ? plain.replace(/\s+/g, ' ').trim() : plain
}

/** Whitespace that one line of text should not have: line breaks, tabs, odd spaces, runs, or spaces at the ends. */
const irregularSpacing = /[\t\n\r\f\v\u00a0\u2000-\u200b\u202f\u3000]|\s\s|^\s|\s$/

function httpUrlOrNull(value: string): string | null {
  const trimmed = value.trim()
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) return null
  try {
    const url = new URL(trimmed)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// HTML → plain text

const blockBreak = /<\s*(?:br|hr)\s*\/?\s*>|<\/\s*(?:p|div|h[1-6]|li|tr|ul|ol|section|article|header|footer|blockquote|pre|table)\s*>/gi
const paragraphEnd = /<\/\s*(?:p|h[1-6]|ul|ol|table|section)\s*>/gi
const listItemStart = /<\s*li(?:\s[^>]*)?>/gi

/** Plain text of an HTML fragment: tags and scripts removed, paragraphs and list items kept as line breaks. */
export function htmlToPlainText(html: string): string {
  if (!looksLikeHtml(html)) return tidyWhitespace(html)
  const marked = html.replace(paragraphEnd, '$&\n\n').replace(blockBreak, '$&\n').replace(listItemStart, '$&• ')
  const stripped = sanitizeHtml(marked, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'template', 'iframe'],
  })
  return tidyWhitespace(decodeEscapedText(stripped))
}

/** A tag or an entity; a bare "&" as in "M&A" or "Harbour & Crane" is plain text and skips the (slow) sanitiser. */
function looksLikeHtml(value: string): boolean {
  return value.includes('<') || /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.test(value)
}

/** sanitize-html escapes the text it keeps; the column holds plain text, so undo exactly that escaping. */
function decodeEscapedText(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

const oddWhitespace = /[\r\t\f\v\u00a0\u2000-\u200b\u202f\u3000]/

/** Most text is already tidy; plain substring checks find that out far faster than rewriting it. */
function isTidy(value: string): boolean {
  return !(value.includes('  ') || value.includes(' \n') || value.includes('\n ') || value.includes('\n\n\n') || oddWhitespace.test(value))
}

function tidyWhitespace(value: string): string {
  if (isTidy(value)) return value.trim()
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0\u2000-\u200b\u202f\u3000]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

// ---------------------------------------------------------------------------------------------
// Employment type, company type

const employmentTypeWords: ReadonlyArray<[RegExp, EmploymentType]> = [
  [/^(?:FULLTIME|FT|PERMANENT|REGULAR)$/, 'FULLTIME'],
  [/^(?:PARTTIME|PT)$/, 'PARTTIME'],
  [/^(?:CONTRACT|CONTRACTOR|CONTRACTUAL|CONTRACTTOHIRE|FREELANCE|FREELANCER|CONSULTANT)$/, 'CONTRACTOR'],
  [/^(?:INTERN|INTERNSHIP|APPRENTICE|APPRENTICESHIP|TRAINEE)$/, 'INTERN'],
  [/^(?:TEMPORARY|TEMP|SEASONAL|FIXEDTERM)$/, 'TEMPORARY'],
]

/** Maps "Full-time", "full_time", "FULLTIME", "Contract", "Internship"… to the codes; a list takes its first known item. */
export function employmentTypeFromText(value: string): EmploymentType | null {
  for (const part of value.split(/[,;/|]/)) {
    const key = part.toUpperCase().replace(/[^A-Z]/g, '')
    for (const [pattern, code] of employmentTypeWords) {
      if (pattern.test(key)) return code
    }
  }
  return null
}

function readEmploymentType(input: RawPosting): EmploymentType {
  const candidates = [input.job_employment_type, ...(input.job_employment_types ?? []), input.job_type, input.employment_type]
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined) continue
    const code = employmentTypeFromText(candidate)
    if (code !== null) return code
  }
  return 'FULLTIME'
}

function readCompanyType(value: string | null | undefined, isGovernment: boolean): CompanySizeType {
  const key = (value ?? '').trim().toLowerCase()
  const known = companySizeTypes.find((type) => type === key)
  if (known !== undefined) return known
  return isGovernment ? 'government' : 'midsize'
}

function readEmployerKind(value: string | null | undefined): EmployerKind {
  const key = (value ?? '').trim().toLowerCase()
  return employerKinds.find((kind) => kind === key) ?? 'direct_hire'
}

function readBoolean(value: boolean | string | number | null | undefined, field: string, issues: string[]): boolean | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') {
    if (value === 1) return true
    if (value === 0) return false
    issues.push(`${field} must be true or false`)
    return null
  }
  const key = value.trim().toLowerCase()
  if (['true', 'yes', 'y', '1'].includes(key)) return true
  if (['false', 'no', 'n', '0', ''].includes(key)) return false
  issues.push(`${field} must be true or false`)
  return null
}

const negativeVisaPhrase = /\b(?:no|not|unable to|cannot|can't|won't|will not|does not|do not)\b[^.]{0,40}\b(?:sponsor|sponsorship)/i
const positiveVisaPhrase =
  /\b(?:visa sponsorship (?:is )?(?:available|provided|offered)|(?:we|will) sponsor (?:your |the )?(?:work )?visa|sponsor(?:ship)? (?:for )?(?:a |the )?(?:work )?visas?)\b/i

/** A source that has no visa flag may still say so in the text. */
function mentionsVisaSponsorship(description: string): boolean {
  return positiveVisaPhrase.test(description) && !negativeVisaPhrase.test(description)
}

// ---------------------------------------------------------------------------------------------
// Location

interface Place {
  city: string | null
  state: string | null
  country: string
  isRemote: boolean
}

const remoteWord = /^(?:remote|anywhere|work from home|wfh|fully remote|remote first|hybrid remote)$/i

function readPlace(input: RawPosting, issues: string[]): Place | null {
  const hasStructuredPlace = [input.job_city, input.job_state, input.job_country].some((value) => (value ?? '').trim() !== '')
  if (hasStructuredPlace) return readStructuredPlace(input, issues)
  if ((input.location ?? '').trim() !== '') return parseLocation(input.location ?? '', issues)
  if (readBoolean(input.job_is_remote ?? input.is_remote, 'job_is_remote', []) === true) {
    return { city: null, state: null, country: 'IN', isRemote: true }
  }
  issues.push('job_country or location is required')
  return null
}

function readStructuredPlace(input: RawPosting, issues: string[]): Place | null {
  const city = nonEmpty(cleanLine(input.job_city ?? ''))
  const state = nonEmpty(cleanLine(input.job_state ?? ''))
  const countryText = cleanLine(input.job_country ?? '')
  let country = countryText === '' ? null : countryCodeFromText(countryText)
  if (countryText !== '' && country === null) {
    // Sources speak ISO2; an unlisted code is still a country code.
    if (/^[A-Za-z]{2}$/.test(countryText)) country = countryText.toUpperCase()
    else {
      issues.push(`job_country "${countryText}" is not a known country`)
      return null
    }
  }
  if (country === null) country = countryFromState(state)
  if (country === null) {
    issues.push('job_country is required')
    return null
  }
  return { city: city === null ? null : canonicalCity(city), state, country, isRemote: false }
}

/**
 * Reads "Pune, Maharashtra, India", "Austin, TX", "London, UK", "Remote", "Remote, Canada" or
 * "Bengaluru (Hybrid)". A remote posting that names no country is taken as open to India, the
 * market this product serves.
 */
export function parseLocation(location: string, issues: string[]): Place | null {
  let isRemote = false
  const parts: string[] = []
  for (const rawPart of location.split(/[,;|]|\s[-–]\s/)) {
    let part = cleanLine(rawPart)
    const qualifier = /\((remote|hybrid|on-?site|wfh)\)/i.exec(part)
    if (qualifier !== null) {
      if ((qualifier[1] ?? '').toLowerCase() === 'remote' || (qualifier[1] ?? '').toLowerCase() === 'wfh') isRemote = true
      part = part.replace(qualifier[0], '').trim()
    }
    if (remoteWord.test(part)) {
      isRemote = true
      continue
    }
    if (part !== '') parts.push(part)
  }

  if (parts.length === 0) {
    if (isRemote) return { city: null, state: null, country: 'IN', isRemote }
    issues.push(`location "${location}" could not be read`)
    return null
  }

  const last = parts[parts.length - 1] ?? ''
  let country = countryCodeFromName(last, parts.length)
  if (country !== null) parts.pop()
  else if (parts.length >= 2 && usStateCodes.has(last)) country = 'US'
  else if (parts.length >= 2 && canadianProvinceCodes.has(last)) country = 'CA'
  else country = countryFromState(last)

  if (country === null) {
    if (isRemote) country = 'IN'
    else {
      issues.push(`location "${location}" does not name a country`)
      return null
    }
  }

  const [first, second] = parts
  if (parts.length === 0) return { city: null, state: null, country, isRemote }
  if (parts.length === 1 && first !== undefined && isStateOf(first, country)) return { city: null, state: first, country, isRemote }
  return {
    city: first === undefined ? null : canonicalCity(first),
    state: second ?? null,
    country,
    isRemote,
  }
}

/** Two-letter codes count as a country only with a city and region before them ("Austin, TX" is Texas, not a country). */
function countryCodeFromName(part: string, partCount: number): string | null {
  if (/^[A-Za-z]{2}$/.test(part) && !/^uk$/i.test(part)) {
    if (partCount < 3) return null
    return countryCodeFromText(part)
  }
  return countryCodeFromText(part)
}

function countryFromState(state: string | null): string | null {
  if (state === null) return null
  return indianStates.has(state.toLowerCase()) ? 'IN' : null
}

function isStateOf(part: string, country: string): boolean {
  if (country === 'IN') return indianStates.has(part.toLowerCase())
  if (country === 'US') return usStateCodes.has(part)
  return false
}

function nonEmpty(value: string): string | null {
  return value === '' ? null : value
}

// ---------------------------------------------------------------------------------------------
// Posted date

const relativeAge = /^(?:posted\s+|active\s+)?(\d+|an?|one)\+?\s*(minute|min|hour|hr|day|week|month|year)s?\s+ago$/i
const unitMs: Readonly<Record<string, number>> = {
  minute: 60_000,
  min: 60_000,
  hour: 3_600_000,
  hr: 3_600_000,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  year: 365 * DAY_MS,
}

function readPostedAt(input: RawPosting, now: Date, issues: string[]): Date | null {
  let posted: Date | null
  if (input.job_posted_at_timestamp !== null && input.job_posted_at_timestamp !== undefined) {
    posted = dateFromTimestamp(Number(input.job_posted_at_timestamp))
    if (posted === null) issues.push('job_posted_at_timestamp is not a timestamp')
  } else if ((input.job_posted_at_datetime_utc ?? '').trim() !== '') {
    posted = dateFromIso(input.job_posted_at_datetime_utc ?? '')
    if (posted === null) issues.push('job_posted_at_datetime_utc is not a date')
  } else if (input.date_posted !== null && input.date_posted !== undefined) {
    posted = typeof input.date_posted === 'number' ? dateFromTimestamp(input.date_posted) : parsePostedText(input.date_posted, now)
    if (posted === null) issues.push(`date_posted "${input.date_posted}" is not a date`)
  } else {
    return new Date(now.getTime())
  }
  if (posted === null) return null
  if (posted.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return new Date(now.getTime())
  return posted
}

function dateFromTimestamp(value: number): Date | null {
  if (!Number.isFinite(value) || value <= 0) return null
  // Seconds per the spec; some feeds send milliseconds.
  return new Date(value > 1e12 ? value : value * 1000)
}

function dateFromIso(value: string): Date | null {
  const time = Date.parse(value.trim())
  return Number.isNaN(time) ? null : new Date(time)
}

/** "2026-11-20", "2026-11-20T10:00:00Z", "today", "yesterday", "3 days ago", "30+ days ago", "an hour ago". */
export function parsePostedText(value: string, now: Date): Date | null {
  const key = value.trim().toLowerCase()
  if (key === '') return null
  if (['today', 'just now', 'just posted', 'now', 'posted today'].includes(key)) return new Date(now.getTime())
  if (key === 'yesterday' || key === 'posted yesterday') return new Date(now.getTime() - DAY_MS)
  const match = relativeAge.exec(key)
  if (match !== null) {
    const amountText = match[1] ?? '1'
    const amount = /^\d+$/.test(amountText) ? Number(amountText) : 1
    const ms = unitMs[(match[2] ?? '').toLowerCase()] ?? DAY_MS
    return new Date(now.getTime() - amount * ms)
  }
  return dateFromIso(value)
}

// ---------------------------------------------------------------------------------------------
// Salary

interface Salary {
  min: number | null
  max: number | null
  currency: string | null
  period: SalaryPeriod | null
}

const noSalary: Salary = { min: null, max: null, currency: null, period: null }

/** Periods a source may use, as a multiplier onto one of ours. */
const periodWords: Readonly<Record<string, { period: SalaryPeriod; factor: number }>> = {
  YEAR: { period: 'YEAR', factor: 1 },
  YEARLY: { period: 'YEAR', factor: 1 },
  ANNUAL: { period: 'YEAR', factor: 1 },
  ANNUALLY: { period: 'YEAR', factor: 1 },
  ANNUM: { period: 'YEAR', factor: 1 },
  MONTH: { period: 'MONTH', factor: 1 },
  MONTHLY: { period: 'MONTH', factor: 1 },
  HOUR: { period: 'HOUR', factor: 1 },
  HOURLY: { period: 'HOUR', factor: 1 },
  WEEK: { period: 'YEAR', factor: 52 },
  WEEKLY: { period: 'YEAR', factor: 52 },
  DAY: { period: 'YEAR', factor: 260 },
  DAILY: { period: 'YEAR', factor: 260 },
}

function readSalary(input: RawPosting, country: string | null, issues: string[]): Salary {
  let min = readAmount(input.job_min_salary ?? input.salary_min, 'job_min_salary', issues)
  let max = readAmount(input.job_max_salary ?? input.salary_max, 'job_max_salary', issues)
  let currency = normaliseCurrency(input.job_salary_currency ?? input.salary_currency)
  const periodText = (input.job_salary_period ?? input.salary_period ?? '').trim().toUpperCase()
  let periodWord = periodText === '' ? null : (periodWords[periodText] ?? null)
  if (periodText !== '' && periodWord === null) issues.push(`job_salary_period "${periodText}" is not a known period`)

  if (min === null && max === null && (input.salary_range ?? '').trim() !== '') {
    const range = parseSalaryRange(input.salary_range ?? '')
    if (range !== null) {
      min = range.min
      max = range.max
      currency = currency ?? range.currency
      periodWord = periodWord ?? { period: range.period, factor: 1 }
    }
  }

  if (min === null && max === null) return noSalary
  if (min !== null && max !== null && min > max) [min, max] = [max, min]
  currency = currency ?? (country === null ? null : (countryCurrencies[country] ?? null))
  // An amount in no known currency cannot be shown or filtered honestly.
  if (currency === null) return noSalary
  const factor = periodWord?.factor ?? 1
  return {
    min: min === null ? null : min * factor,
    max: max === null ? null : max * factor,
    currency,
    period: periodWord?.period ?? 'YEAR',
  }
}

function readAmount(value: number | string | null | undefined, field: string, issues: string[]): number | null {
  if (value === null || value === undefined) return null
  const amount = typeof value === 'number' ? value : Number(value.replace(/[,\s]/g, ''))
  if (typeof value === 'string' && value.trim() === '') return null
  if (!Number.isFinite(amount) || amount < 0) {
    issues.push(`${field} must be a non-negative number`)
    return null
  }
  return amount === 0 ? null : amount
}

function normaliseCurrency(value: string | null | undefined): string | null {
  const key = (value ?? '').trim().toUpperCase()
  if (key === '') return null
  if (key === '₹' || key === 'RS' || key === 'RS.') return 'INR'
  if (key === '$') return 'USD'
  if (key === '€') return 'EUR'
  if (key === '£') return 'GBP'
  return /^[A-Z]{3}$/.test(key) ? key : null
}

const currencyMarkers: ReadonlyArray<[RegExp, string]> = [
  [/₹|\brs\.?(?=\s|\d)|\binr\b|\blpa\b|\blakhs?\b|\blacs?\b|\bcrores?\b|\d\s*(?:l|cr)\b/i, 'INR'],
  [/\bC\$|\bCA\$|\bCAD\b/i, 'CAD'],
  [/\bA\$|\bAU\$|\bAUD\b/i, 'AUD'],
  [/\bS\$|\bSGD\b/i, 'SGD'],
  [/€|\bEUR\b/i, 'EUR'],
  [/£|\bGBP\b/i, 'GBP'],
  [/\bAED\b|\bdirhams?\b/i, 'AED'],
  [/¥|\bJPY\b|\byen\b/i, 'JPY'],
  [/\$|\bUSD\b/i, 'USD'],
]

const amountToken = /(\d[\d,]*(?:\.\d+)?)\s*(k|mn|million|m|lpa|lakhs?|lacs?|l|crores?|cr)?(?![a-z])/gi

const suffixMultipliers: Readonly<Record<string, number>> = {
  k: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  million: 1_000_000,
  l: 100_000,
  lpa: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  cr: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
}

export interface ParsedSalaryRange {
  min: number | null
  max: number | null
  currency: string | null
  period: SalaryPeriod
}

/**
 * Reads salary text as sources write it: "₹6,00,000 - ₹9,00,000", "$120k-$150k", "12-18 LPA",
 * "Up to £45,000 a year", "From ₹5 LPA", "$40 - $55 per hour". Null when it names no amount.
 */
export function parseSalaryRange(value: string): ParsedSalaryRange | null {
  const textValue = value.trim()
  if (textValue === '') return null

  const amounts: Array<{ value: number; suffix: string | null }> = []
  for (const match of textValue.matchAll(amountToken)) {
    const digits = (match[1] ?? '').replace(/,/g, '')
    const amount = Number(digits)
    if (!Number.isFinite(amount)) continue
    amounts.push({ value: amount, suffix: match[2] === undefined ? null : match[2].toLowerCase() })
    if (amounts.length === 2) break
  }
  if (amounts.length === 0) return null

  // "12-18 LPA" and "$120-150k": the unit written once applies to both figures.
  const sharedSuffix = amounts[amounts.length - 1]?.suffix ?? null
  const values = amounts.map((amount) => {
    const suffix = amount.suffix ?? (amount.value < 1000 ? sharedSuffix : null)
    // "4.9 LPA" is 490000, not 490000.00000000006: keep two decimals at most.
    return Math.round(amount.value * (suffix === null ? 1 : (suffixMultipliers[suffix] ?? 1)) * 100) / 100
  })
  if (values.some((amount) => amount <= 0)) return null

  const currency = currencyMarkers.find(([pattern]) => pattern.test(textValue))?.[1] ?? null
  const period = salaryPeriodFromText(textValue)
  const [first, second] = values
  if (first === undefined) return null
  if (second !== undefined) return { min: Math.min(first, second), max: Math.max(first, second), currency, period }
  if (/\b(?:up\s*to|upto|max(?:imum)?|under|below|not more than)\b/i.test(textValue)) return { min: null, max: first, currency, period }
  if (/\b(?:from|min(?:imum)?|starting|at least|above)\b|\+/i.test(textValue)) return { min: first, max: null, currency, period }
  return { min: first, max: first, currency, period }
}

function salaryPeriodFromText(value: string): SalaryPeriod {
  if (/\bper\s*hour\b|\/\s*(?:hr|hour|h)\b|\ban hour\b|\bhourly\b|\bp\.?h\b/i.test(value)) return 'HOUR'
  if (/\bper\s*month\b|\/\s*(?:mo|month|m)\b|\ba month\b|\bmonthly\b|\bp\.?m\.?(?!\w)/i.test(value)) return 'MONTH'
  return 'YEAR'
}

function inrPerYearOrNull(amount: number | null, currency: string | null, period: SalaryPeriod | null): number | null {
  if (amount === null || currency === null || period === null) return null
  return toInrPerYear(amount, currency, period)
}

// ---------------------------------------------------------------------------------------------
// Experience, education, skills, highlights

function readExperience(input: RawPosting): JobRequiredExperience {
  const given = input.job_required_experience
  const fromText = parseExperienceText(input.experience ?? '')
  const monthsGiven = given?.required_experience_in_months
  const months = monthsGiven === null || monthsGiven === undefined ? fromText : Math.round(monthsGiven)
  const noExperience = given?.no_experience_required ?? months === 0
  return {
    no_experience_required: noExperience,
    required_experience_in_months: months,
    experience_mentioned: given?.experience_mentioned ?? months !== null,
    experience_preferred: given?.experience_preferred ?? false,
  }
}

/** "3-5 years" → 36, "Fresher" → 0, "6 months" → 6; null when it says nothing usable. */
function parseExperienceText(value: string): number | null {
  const key = value.trim().toLowerCase()
  if (key === '') return null
  if (/\b(?:fresher|freshers|no experience|entry level)\b/.test(key)) return 0
  const match = /(\d+(?:\.\d+)?)\s*(?:[-–to]+\s*\d+(?:\.\d+)?\s*)?\+?\s*(years?|yrs?|months?|mos?)\b/.exec(key)
  if (match === null) return null
  const amount = Number(match[1])
  return /^m/.test(match[2] ?? '') ? Math.round(amount) : Math.round(amount * 12)
}

function readEducation(input: RawPosting): JobRequiredEducation {
  const given = input.job_required_education
  return {
    postgraduate_degree: given?.postgraduate_degree ?? false,
    professional_certification: given?.professional_certification ?? false,
    high_school: given?.high_school ?? false,
    associates_degree: given?.associates_degree ?? false,
    bachelors_degree: given?.bachelors_degree ?? false,
    degree_mentioned: given?.degree_mentioned ?? false,
    degree_preferred: given?.degree_preferred ?? false,
    professional_certification_mentioned: given?.professional_certification_mentioned ?? false,
  }
}

/** A degree that is asked for and not merely preferred; this is what the "no degree" filter excludes. */
function isDegreeRequired(education: JobRequiredEducation): boolean {
  const asksForDegree =
    education.bachelors_degree || education.postgraduate_degree || education.associates_degree || education.degree_mentioned
  return asksForDegree && !education.degree_preferred
}

function readSkills(value: string[] | string | null | undefined): string[] {
  if (value === null || value === undefined) return []
  const items = typeof value === 'string' ? value.split(/[,;|\n]/) : value
  const seen = new Set<string>()
  const skills: string[] = []
  for (const item of items) {
    const skill = cleanLine(item).slice(0, MAX_SKILL_LENGTH)
    const key = skill.toLowerCase()
    if (skill === '' || seen.has(key)) continue
    seen.add(key)
    skills.push(skill)
    if (skills.length === MAX_SKILLS) break
  }
  return skills
}

function readHighlights(value: RawPosting['job_highlights']): JobHighlights {
  const highlights: JobHighlights = {}
  if (value === null || value === undefined) return highlights
  const lists = {
    Qualifications: value.Qualifications,
    Responsibilities: value.Responsibilities,
    Benefits: value.Benefits,
  }
  for (const [key, items] of Object.entries(lists)) {
    if (items === null || items === undefined) continue
    const cleaned = items
      .map((item) => cleanLine(item).slice(0, MAX_HIGHLIGHT_LENGTH))
      .filter((item) => item !== '')
      .slice(0, MAX_HIGHLIGHT_ITEMS)
    if (cleaned.length === 0) continue
    if (key === 'Qualifications') highlights.Qualifications = cleaned
    if (key === 'Responsibilities') highlights.Responsibilities = cleaned
    if (key === 'Benefits') highlights.Benefits = cleaned
  }
  return highlights
}
