import { createHash } from 'node:crypto'
import { type JobHighlights, type JobRequiredEducation } from '#core/jobs/job.schema.ts'
import { companySizeTypes, employerKinds, type CompanySizeType, type EmployerKind } from '#core/jobs/job-constants.ts'
import { normalizeForMatch, roleSlugFromTitle, slugify } from '#core/jobs/slug.ts'
import type { jobs } from '#server/db/schema/jobs.ts'
import { isGovernmentEmployer } from '#server/lib/government-employers.ts'
import { htmlToPlainText, toPlainLine } from '#server/lib/html-text.ts'
import { canonicalApplyLink } from './apply-link.ts'
import { readApplyOptions, readValidThrough } from './listing-fields.ts'
import { readEmploymentType } from './employment-type.ts'
import { readExperience } from './experience.ts'
import { readPlace } from './places.ts'
import { readPostedAt } from './posted-at.ts'
import { rawPostingSchema, type RawPosting } from './posting.schema.ts'
import { isRemoteFromText } from './remote.ts'
import { inrPerYearOrNull, readSalary } from './salary.ts'
import { readSkills } from './skills.ts'
import { readVisaSponsorship } from './visa.ts'

export type JobInsert = typeof jobs.$inferInsert

export type NormalizeResult = { ok: true; row: JobInsert } | { ok: false; issues: string[] }

const MAX_TITLE_LENGTH = 200
const MAX_EMPLOYER_LENGTH = 200
const MAX_DESCRIPTION_LENGTH = 20_000
const MAX_HIGHLIGHT_ITEMS = 20
const MAX_HIGHLIGHT_LENGTH = 500
const MAX_URL_LENGTH = 2_000

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

  const title = toPlainLine(input.job_title ?? input.title ?? '')
  if (title === '') issues.push('job_title is required')
  else if (title.length > MAX_TITLE_LENGTH) issues.push(`job_title is longer than ${MAX_TITLE_LENGTH} characters`)

  const employerName = toPlainLine(input.employer_name ?? companyName(input.company) ?? '')
  if (employerName === '') issues.push('employer_name is required')
  else if (employerName.length > MAX_EMPLOYER_LENGTH) issues.push(`employer_name is longer than ${MAX_EMPLOYER_LENGTH} characters`)

  const applyLinkText = input.job_apply_link ?? input.apply_link ?? input.url ?? input.job_url ?? ''
  const applyLink = httpUrlOrNull(applyLinkText)
  if (applyLinkText.trim() === '') issues.push('job_apply_link is required')
  else if (applyLink === null) issues.push('job_apply_link must be an http(s) URL')

  const description = htmlToPlainText(input.job_description ?? input.description ?? '').slice(0, MAX_DESCRIPTION_LENGTH)
  if (description === '') issues.push('job_description is required')

  const remoteFlag = readBoolean(input.job_is_remote ?? input.is_remote, 'job_is_remote', issues)
  const isRemoteInText = remoteFlag === null && isRemoteFromText(title, description)
  const place = readPlace(input, remoteFlag === true || isRemoteInText, issues)
  const isRemote = remoteFlag ?? (place?.isRemote === true || isRemoteInText)

  const postedAt = readPostedAt(input, now, issues)
  const salary = readSalary(input, description, place?.country ?? null, issues)

  const visaFlag = readBoolean(input.job_is_visa_sponsored ?? input.visa_sponsorship, 'job_is_visa_sponsored', issues)
  const governmentFlag = readBoolean(input.job_is_government ?? input.is_government, 'job_is_government', issues)

  if (issues.length > 0 || place === null || postedAt === null || applyLink === null) {
    return { ok: false, issues: issues.length > 0 ? issues : ['posting could not be read'] }
  }

  const employerWebsite = httpUrlOrNull(input.employer_website ?? input.company_website ?? '')
  const isGovernment =
    governmentFlag ??
    (input.company_type?.trim().toLowerCase() === 'government' ||
      isGovernmentEmployer({ name: employerName, links: [employerWebsite, applyLink] }))
  const companyType = readCompanyType(input.company_type, isGovernment)
  const employerKind = readEmployerKind(input.employer_kind)
  const isVisaSponsored = readVisaSponsorship({ flag: visaFlag, description, employerName, country: place.country, isRemote })

  const sourceId = readSourceId(input, applyLink)
  const skills = readSkills(input, title, description)
  const requiredExperience = readExperience(input, description)
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
    employerWebsite,
    companyType,
    employerKind,
    employmentType: readEmploymentType(input, title),
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
    applyOptions: readApplyOptions(input, httpUrlOrNull),
    applyLinkKey: canonicalApplyLink(applyLink),
    validThrough: readValidThrough(input),
    firstSeenAt: now,
    lastSeenAt: now,
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
// Company type, employer kind, flags

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

// ---------------------------------------------------------------------------------------------
// Education, highlights

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
      .map((item) => toPlainLine(item).slice(0, MAX_HIGHLIGHT_LENGTH))
      .filter((item) => item !== '')
      .slice(0, MAX_HIGHLIGHT_ITEMS)
    if (cleaned.length === 0) continue
    if (key === 'Qualifications') highlights.Qualifications = cleaned
    if (key === 'Responsibilities') highlights.Responsibilities = cleaned
    if (key === 'Benefits') highlights.Benefits = cleaned
  }
  return highlights
}
