import type { JobSearchValidationCode, ValidationResult } from '#core/jobs/validation.ts'
import type { EmploymentType } from '#core/jobs/job-constants.ts'
import type { LocationDescriptor } from '#core/format/location.ts'
import type { PostedAge } from '#core/format/posted-age.ts'
import type { SalaryDescriptor } from '#core/format/salary.ts'
import type { KeysOf, PrefixedKey, TFunction } from './translator.ts'
import { describeError, type DescribableError } from '#core/errors/describe-error.ts'
import type { ErrorTextKey } from '#core/errors/reasons.ts'
import { slugify } from '#core/jobs/slug.ts'
import type { NameTranslations } from './resources.ts'

/**
 * Turn the descriptors of core/format into the reader's language. Each renderer takes a `t` (from
 * createI18n or useTranslation) and uses namespaced keys only, so it works whatever the caller's
 * default namespace is; the keys are typed from the English text (translator.ts).
 */
export type Translate = TFunction<readonly []>

/** '₹24.5 – 38 LPA', '₹15,000/month', '£45k – £55k a year' …; empty when the job names no salary. */
export function renderSalary(t: Translate, descriptor: SalaryDescriptor): string {
  switch (descriptor.kind) {
    case 'range':
      return t(`jobs:salary.${descriptor.unit}.range`, { min: descriptor.min, max: descriptor.max })
    case 'exact':
      return t(`jobs:salary.${descriptor.unit}.exact`, { amount: descriptor.amount })
    case 'from':
      return t(`jobs:salary.${descriptor.unit}.from`, { min: descriptor.min })
    case 'upTo':
      return t(`jobs:salary.${descriptor.unit}.upTo`, { max: descriptor.max })
    case 'none':
      return ''
  }
}

export function renderPostedAge(t: Translate, age: PostedAge): string {
  switch (age.unit) {
    case 'today':
      return t('jobs:postedAge.today')
    case 'yesterday':
      return t('jobs:postedAge.yesterday')
    case 'days':
      return t('jobs:postedAge.days', { count: age.count })
    case 'weeks':
      return t('jobs:postedAge.weeks', { count: age.count })
    case 'months':
      return t('jobs:postedAge.months', { count: age.count })
  }
}

/** A location's text (its parts already named by renderPlaceName), or "Remote" translated. */
export function renderLocation(t: Translate, descriptor: LocationDescriptor): string {
  return descriptor.kind === 'remote' ? t('jobs:location.remote') : descriptor.text
}

/**
 * A city's, state's or region's name in the reader's language ('Mumbai' → 'मुंबई'), from the names
 * namespace by its slug. English pages, and names we have no translation for, show it as stored.
 */
export function renderPlaceName(t: Translate, name: string): string {
  return translateName(t, 'places', slugify(name), name)
}

/**
 * A search's heading: "Data Analyst jobs in पुणे", or "Showing results for software engineer" when a
 * misspelling was corrected; the place named in the reader's language where we know its name.
 */
export function renderSearchHeading(t: Translate, search: { query: string; location: string; correctedQuery: string | null }): string {
  const location = search.location === '' ? '' : renderPlaceName(t, search.location)
  if (search.correctedQuery !== null) {
    const values = { query: search.correctedQuery, location }
    return location === '' ? t('jobs:results.showingResultsFor', values) : t('jobs:results.showingResultsForIn', values)
  }
  const values = { query: search.query, location }
  return location === '' ? t('jobs:results.headingFor', values) : t('jobs:results.headingForIn', values)
}

/** A role's name ('Data Analyst' → 'डेटा एनालिस्ट'), by its slug, as renderPlaceName. */
export function renderRoleName(t: Translate, role: { slug: string; name: string }): string {
  return translateName(t, 'roles', role.slug, role.name)
}

/** An industry's name ('Fintech' → 'फ़िनटेक'), as renderPlaceName. */
export function renderIndustryName(t: Translate, name: string): string {
  return translateName(t, 'industries', slugify(name), name)
}

function translateName(t: Translate, group: keyof NameTranslations, slug: string, name: string): string {
  // A name that makes no slug ('', '—') has nothing to look up.
  if (slug === '') return name
  return t(`names:${group}.${slug}`, { defaultValue: name })
}

export function renderEmploymentType(t: Translate, type: EmploymentType): string {
  return t(`jobs:employmentType.${type}`)
}

/** The translated status message of spec 001 §8 "Status mapping" for an HTTP status. */
/**
 * An error's text in the reader's language: the key core/errors/describe-error.ts picks from its code
 * and reason (the same the server's English `message` came from), filled with its params. `status`
 * when the error is a bare HTTP status (a route's error response, a proxy's page). The one way the
 * browser words an error (decision 033).
 */
export function renderError(t: Translate, error: DescribableError, status?: number): string {
  const { key, params } = describeError(error, status)
  return t(errorKey(key), params)
}

/** The heading of an error whose code has one ('Daily Application Limit Reached'), else null. */
export function renderErrorTitle(t: Translate, error: DescribableError): string | null {
  const { titleKey, params } = describeError(error)
  return titleKey === undefined ? null : t(errorKey(titleKey), params)
}

/** The catalogue's keys are checked against both locales by core/errors/describe-error.test.ts, not by the type checker. */
function errorKey(key: ErrorTextKey): PrefixedKey {
  return key as PrefixedKey
}

export type RenderedValidation = { message: string; suggestion?: string }

type JobsKey = KeysOf<'jobs'>

const validationKeys: Record<JobSearchValidationCode, { message: JobsKey; suggestion?: JobsKey } | null> = {
  jobTitleRequired: { message: 'validation.jobTitleRequired' },
  jobTitleTooLong: { message: 'validation.jobTitleTooLong' },
  jobTitleGeneric: {
    message: 'validation.jobTitleGeneric',
    suggestion: 'validation.jobTitleGenericSuggestion',
  },
  jobTitleValid: null,
  locationTooLong: { message: 'validation.locationTooLong' },
  locationValid: null,
}

/** The message (and suggestion) of a job-search validation result in the reader's language. */
export function renderJobSearchValidation(t: Translate, result: ValidationResult<JobSearchValidationCode>): RenderedValidation {
  const keys = validationKeys[result.code]
  if (keys === null) return { message: '' }
  const options = result.values?.max === undefined ? {} : { count: result.values.max }
  const message = t(`jobs:${keys.message}`, options)
  if (keys.suggestion === undefined) return { message }
  return { message, suggestion: t(`jobs:${keys.suggestion}`) }
}
