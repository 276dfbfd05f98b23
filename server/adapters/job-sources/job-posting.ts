import { unescapeDoublyEscapedHtml } from './character-references.ts'

/**
 * A schema.org JobPosting (https://schema.org/JobPosting, as Google's job search documents it) mapped
 * into the spec's Job shape. Every property may be missing, a string where an object was expected or
 * a list where one value was: each reader takes what it can and leaves the rest to the normaliser.
 */

type JsonObject = Record<string, unknown>

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether `@type` names `type` ("JobPosting", ["JobPosting"], "schema:JobPosting", "https://schema.org/JobPosting"). */
export function hasSchemaType(value: JsonObject, type: string): boolean {
  return asList(value['@type']).some(
    (item) => typeof item === 'string' && item.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '') === type,
  )
}

/**
 * The posting in the Job shape. `pageUrl` is where it was read: relative links resolve against it and
 * it is the apply link of a posting that names none. `sourceName` (the declaration's name) stands in
 * for a missing hiringOrganization, as a company's own careers page is that company's.
 */
export function jobFromJobPosting(posting: JsonObject, pageUrl: string, sourceName: string | null): Record<string, unknown> {
  const title = readText(posting.title) ?? readText(posting.name)
  const organization = readOrganization(posting.hiringOrganization, pageUrl)
  const ownUrl = absoluteUrl(readText(posting.url), pageUrl)
  const applyLink = ownUrl ?? pageUrl
  const isRemote = asList(posting.jobLocationType).some((type) => readText(type)?.toUpperCase() === 'TELECOMMUTE')
  const place = readJobLocation(posting.jobLocation)
  const applicantCountry = place === null ? readApplicantCountry(posting.applicantLocationRequirements) : null
  const salary = readBaseSalary(posting.baseSalary)
  const description = readText(posting.description)
  const employmentTypes = asList(posting.employmentType)
    .map(readText)
    .filter((type) => type !== null)

  const job: Record<string, unknown> = {
    // Without an identifier or a link of its own, the title tells a page's postings apart.
    job_id: readIdentifier(posting.identifier) ?? ownUrl ?? `${pageUrl}#${title ?? ''}`,
    job_title: title,
    job_description: description === null ? null : unescapeDoublyEscapedHtml(description),
    employer_name: organization.name ?? sourceName,
    employer_website: organization.website,
    employer_logo: organization.logo,
    job_employment_types: employmentTypes.length > 0 ? employmentTypes : null,
    job_apply_link: applyLink,
    apply_options: readApplyOptions(applyLink, posting.directApply),
    job_city: place?.city ?? null,
    job_state: place?.state ?? null,
    job_country: place?.country ?? applicantCountry,
    location: place?.text ?? null,
    job_is_remote: isRemote ? true : null,
    date_posted: readText(posting.datePosted),
    valid_through: readText(posting.validThrough),
    job_salary_currency: salary?.currency ?? null,
    job_min_salary: salary?.min ?? null,
    job_max_salary: salary?.max ?? null,
    job_salary_period: salary?.period ?? null,
    ...readExperience(posting.experienceRequirements),
    job_required_skills: readSkills(posting.skills),
  }
  return withoutEmptyFields(job)
}

/** The posting's own place to apply; directApply says whether the link opens the application itself. */
function readApplyOptions(applyLink: string, directApply: unknown): Array<Record<string, unknown>> | null {
  const host = httpHost(applyLink)
  return host === null ? null : [{ publisher: host, apply_link: applyLink, is_direct: directApply === true }]
}

function httpHost(link: string): string | null {
  try {
    const url = new URL(link)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null
  } catch {
    return null
  }
}

function withoutEmptyFields(job: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(job).filter(([, value]) => value !== null && value !== undefined))
}

function asList(value: unknown): unknown[] {
  if (value === null || value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/** A string or number as trimmed text; a JSON-LD value object's `@value`; the first of a list. */
function readText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (Array.isArray(value)) return readText(value[0])
  if (isJsonObject(value) && '@value' in value) return readText(value['@value'])
  return null
}

function readNumberLike(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  return readText(value)
}

function absoluteUrl(value: string | null, base: string): string | null {
  if (value === null) return null
  try {
    const url = new URL(value, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : value
  } catch {
    return value
  }
}

/** identifier: text, a number, a PropertyValue { name, value } or a list of them. */
function readIdentifier(value: unknown): string | null {
  for (const item of asList(value)) {
    const text = isJsonObject(item) && !('@value' in item) ? readText(item.value) : readText(item)
    if (text !== null) return text
  }
  return null
}

function readOrganization(value: unknown, pageUrl: string): { name: string | null; website: string | null; logo: string | null } {
  const organization = asList(value)[0]
  if (!isJsonObject(organization)) return { name: readText(organization), website: null, logo: null }
  const links = [readText(organization.url), ...asList(organization.sameAs).map(readText)].filter(
    (link) => link !== null && /^https?:\/\//i.test(link),
  )
  // sameAs often lists the company's profiles elsewhere before (or instead of) its own site.
  const website = links.find((link) => !isProfileSite(link)) ?? links[0] ?? null
  return {
    name: readText(organization.name) ?? readText(organization.legalName),
    website,
    logo: absoluteUrl(readImageUrl(organization.logo), pageUrl),
  }
}

const profileSites =
  /^https?:\/\/(?:[a-z0-9-]+\.)*(?:linkedin\.com|x\.com|twitter\.com|facebook\.com|instagram\.com|youtube\.com|glassdoor\.[a-z.]+|wikipedia\.org|crunchbase\.com|github\.com)(?:[/:?#]|$)/i

function isProfileSite(link: string | null): boolean {
  return link !== null && profileSites.test(link)
}

/** A logo as a URL or an ImageObject { url | contentUrl }. */
function readImageUrl(value: unknown): string | null {
  const image = asList(value)[0]
  if (isJsonObject(image)) return readText(image.url) ?? readText(image.contentUrl)
  return readText(image)
}

interface PlaceText {
  city: string | null
  state: string | null
  country: string | null
  /** An address given as one line of text instead of a PostalAddress. */
  text: string | null
}

/** The first jobLocation that says anything: a Place with a PostalAddress, an address as text, or a place name. */
function readJobLocation(value: unknown): PlaceText | null {
  for (const item of asList(value)) {
    const place = readPlace(item)
    if (place !== null) return place
  }
  return null
}

function readPlace(value: unknown): PlaceText | null {
  if (!isJsonObject(value)) {
    const text = readText(value)
    return text === null ? null : { city: null, state: null, country: null, text }
  }
  const address = asList(value.address)[0]
  if (isJsonObject(address)) {
    const place = {
      city: readText(address.addressLocality),
      state: readText(address.addressRegion),
      country: readCountry(address.addressCountry),
      text: null,
    }
    if (place.city !== null || place.state !== null || place.country !== null) return place
  }
  const text = readText(address) ?? readText(value.name)
  return text === null ? null : { city: null, state: null, country: null, text }
}

/** addressCountry: "IN", "India" or a Country { name }. */
function readCountry(value: unknown): string | null {
  const country = asList(value)[0]
  return isJsonObject(country) ? readText(country.name) : readText(country)
}

/** A remote job's applicantLocationRequirements: a Country or AdministrativeArea { name }, or a list of them. */
function readApplicantCountry(value: unknown): string | null {
  for (const item of asList(value)) {
    const name = isJsonObject(item) ? readText(item.name) : readText(item)
    if (name !== null) return name
  }
  return null
}

interface SalaryFields {
  currency: string | null
  min: number | string | null
  max: number | string | null
  period: string | null
}

/** baseSalary: a MonetaryAmount { currency, value } whose value is a number or a QuantitativeValue { value | minValue, maxValue, unitText }. */
function readBaseSalary(value: unknown): SalaryFields | null {
  const amount = asList(value)[0]
  if (!isJsonObject(amount)) return null
  const quantity = asList(amount.value)[0]
  const single = isJsonObject(quantity) ? readNumberLike(quantity.value) : readNumberLike(quantity)
  const min = isJsonObject(quantity) ? (readNumberLike(quantity.minValue) ?? single) : single
  const max = isJsonObject(quantity) ? (readNumberLike(quantity.maxValue) ?? single) : single
  if (min === null && max === null) return null
  const unit = isJsonObject(quantity) ? readText(quantity.unitText) : null
  return { currency: readText(amount.currency), min, max, period: unit ?? readText(amount.unitText) }
}

/** experienceRequirements: text ("3-5 years") or OccupationalExperienceRequirements { monthsOfExperience }. */
function readExperience(value: unknown): Record<string, unknown> {
  const requirement = asList(value)[0]
  if (isJsonObject(requirement)) {
    const given = readNumberLike(requirement.monthsOfExperience)
    const months = given === null ? Number.NaN : Number(given)
    if (!Number.isFinite(months) || months < 0) return {}
    return { job_required_experience: { required_experience_in_months: months, experience_mentioned: true } }
  }
  const text = readText(requirement)
  return text === null ? {} : { experience: text }
}

/** skills: text ("Java, Spring") or a list of texts or DefinedTerms { name }. */
function readSkills(value: unknown): string | string[] | null {
  if (typeof value === 'string') return readText(value)
  const skills = asList(value)
    .map((item) => (isJsonObject(item) ? readText(item.name) : readText(item)))
    .filter((skill) => skill !== null)
  return skills.length > 0 ? skills : null
}
