import type { JobRequiredExperience } from '#core/jobs/job.schema.ts'
import type { RawPosting } from './posting.schema.ts'

const freshers =
  /\b(?:freshers?|fresh graduates?)\b[^.\n]{0,30}\b(?:welcome|apply|can apply|may apply|eligible|encouraged|preferred|only)\b|\b(?:no (?:prior |previous |work )?experience (?:is )?(?:required|needed|necessary))\b|\bfreshers? (?:role|job|position|opening)s?\b/i
const fresherText = /^(?:freshers?|fresh graduates?|no experience(?: required)?|entry[- ]level|0)$/i

/** "3-5 years", "2+ yrs", "3 to 5 years", "minimum 2 years", "6 months": the lower figure and its unit. */
const amountOfTime = String.raw`(?<amount>\d{1,2}(?:\.\d)?)\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}(?:\.\d)?\s*\+?\s*)?(?<unit>years?|yrs?|months?|mos?)\b`
const amountPattern = new RegExp(amountOfTime, 'i')

/**
 * A number of years that is required experience: the word experience (or "exp") close before or after
 * it in the same sentence, or "minimum"/"at least" before it ("minimum 2 yrs in sales").
 */
const experienceMentions = new RegExp(
  String.raw`(?<lead>\b(?:experience|exp)\b\s*(?:of|:|-|required|needed|range)?\s*(?:(?:minimum|min\.?|at least|atleast)\s*(?:of\s*)?)?|\b(?:minimum|min\.?|at least|atleast)\s*(?:of\s*)?)?` +
    amountOfTime +
    String.raw`(?<tail>[^.\n\d]{0,40}?\b(?:experience|exp)\b)?`,
  'gi',
)

/** "We have 20 years of experience": the employer's, not the candidate's. */
const employerSpeaking = /\b(?:we|our|company|firm|organi[sz]ation)\b[^.\n]*$/i
const candidateSpoken = /\b(?:you|your|candidates?|applicants?|required|requires|minimum|must|should)\b/i

const preferredNearby = /\b(?:preferred|preferable|desirable|nice to have|a plus|an advantage|ideally)\b/i

/**
 * The experience a posting asks for: the source's structured field, else its experience text
 * ("3-5 years", "Fresher"), else the description ("3-5 years of experience", "minimum 2 yrs",
 * "freshers welcome"). Months are the lower bound of a range.
 */
export function readExperience(input: RawPosting, description: string): JobRequiredExperience {
  const given = input.job_required_experience
  const monthsGiven = given?.required_experience_in_months
  let months = monthsGiven === null || monthsGiven === undefined ? parseExperienceText(input.experience ?? '') : Math.round(monthsGiven)
  let isPreferred = given?.experience_preferred ?? false
  if (months === null && given?.no_experience_required !== true) {
    const found = findExperienceInText(description)
    months = found?.months ?? null
    isPreferred = given?.experience_preferred ?? found?.isPreferred ?? false
  }
  return {
    no_experience_required: given?.no_experience_required ?? months === 0,
    required_experience_in_months: months,
    experience_mentioned: given?.experience_mentioned ?? months !== null,
    experience_preferred: isPreferred,
  }
}

/** "3-5 years" → 36, "Fresher" → 0, "6 months" → 6; null when it says nothing usable. */
export function parseExperienceText(value: string): number | null {
  const key = value.trim()
  if (key === '') return null
  if (fresherText.test(key) || freshers.test(key)) return 0
  const match = amountPattern.exec(key)
  return match === null ? null : monthsOf(match.groups ?? {})
}

/** The experience a description asks for, and whether it is only preferred; null when it names none. */
export function findExperienceInText(description: string): { months: number; isPreferred: boolean } | null {
  for (const match of description.matchAll(experienceMentions)) {
    const groups = match.groups ?? {}
    if (groups.lead === undefined && groups.tail === undefined) continue
    const before = description.slice(Math.max(0, (match.index ?? 0) - 60), match.index ?? 0)
    if (employerSpeaking.test(before) && !candidateSpoken.test(before)) continue
    const months = monthsOf(groups)
    if (months === null) continue
    return { months, isPreferred: preferredNearby.test(sentenceAround(description, match.index ?? 0)) }
  }
  if (freshers.test(description)) return { months: 0, isPreferred: false }
  return null
}

function monthsOf(groups: Record<string, string | undefined>): number | null {
  const amount = Number(groups.amount)
  if (!Number.isFinite(amount)) return null
  return /^m/i.test(groups.unit ?? '') ? Math.round(amount) : Math.round(amount * 12)
}

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('\n', index)) + 1
  const ends = [text.indexOf('.', index), text.indexOf('\n', index)].filter((end) => end !== -1)
  return text.slice(start, ends.length === 0 ? text.length : Math.min(...ends))
}
