import { isKnownVisaSponsor } from '#server/lib/visa-sponsors.ts'

/**
 * Phrases that refuse sponsorship or ask for the right to work already: any one of them and the text
 * does not offer sponsorship, whatever else it says ("We are unable to sponsor visas",
 * "Sponsorship is not available", "Candidates must have the right to work in the UK",
 * "US citizens only", "Active security clearance required").
 */
const refusals: readonly RegExp[] = [
  /\b(?:no|not|unable to|cannot|can't|can not|won't|will not|does not|do not|doesn't|don't|isn't|is not|are not|aren't|without)\b[^.\n]{0,50}\bsponsor(?:s|ship|ing|ed)?\b/i,
  /\bsponsorship\b[^.\n]{0,30}\b(?:not|unavailable|isn't)\b/i,
  /\b(?:must|should|need to|required to)\s+(?:already\s+)?(?:have|hold|possess|be eligible|be authori[sz]ed)\b[^.\n]{0,60}\b(?:right to work|working rights|work rights|work authori[sz]ation|authori[sz]ed to work|to work in|permanent residen|citizenship|valid work (?:visa|permit))/i,
  /\b(?:citizens?|permanent residents?|green card holders?)\s+only\b/i,
  /\b(?:must be|only)\s+(?:a\s+)?(?:us|u\.s\.|uk|british|australian|canadian)\s+citizens?\b/i,
  /\bsecurity clearance\b/i,
]

/** Phrases that offer sponsorship: "Visa sponsorship is available", "We will sponsor your H-1B", "relocation and visa support". */
const offers: readonly RegExp[] = [
  /\bvisa sponsorship\b[^.\n]{0,25}\b(?:available|provided|offered|possible|supported|is an option)\b/i,
  /\b(?:we|will|can|happy to|able to|willing to|open to)\s+(?:\w+\s+){0,2}sponsor(?:ing)?\b[^.\n]{0,40}\b(?:visas?|work permits?|h-?1b|skilled worker|tss|482|employment pass|relocation)\b/i,
  /\b(?:offer|offers|offering|provide|provides|providing|including|includes|with|full)\s+(?:\w+\s+){0,3}(?:visa|work permit) (?:sponsorship|support|assistance)\b/i,
  /\b(?:relocation and visa|visa and relocation) (?:support|assistance|sponsorship|package)\b/i,
  /\bh-?1b (?:sponsorship|transfer)s?\b|\bskilled worker (?:visa )?sponsorship\b|\b(?:tss|482) (?:visa )?sponsorship\b|\bsponsorship (?:is )?available\b/i,
]

/** Words without which no phrase above can match: most descriptions have none, and the phrases are slow to try. */
const visaWords = /sponsor|citizen|clearance|right to work|work rights|working rights|authori[sz]|permit|visa|h-?1b|resident/i

/** What a posting's text says about sponsorship: true offered, false refused, null silent. */
export function visaSponsorshipFromText(text: string): boolean | null {
  if (!visaWords.test(text)) return null
  if (refusals.some((pattern) => pattern.test(text))) return false
  if (offers.some((pattern) => pattern.test(text))) return true
  return null
}

export interface VisaFacts {
  /** The source's own flag, when it sends one. */
  flag: boolean | null
  description: string
  employerName: string
  country: string
  isRemote: boolean
}

/**
 * Whether a job offers visa sponsorship: never in India or for remote work (no visa is needed); else the
 * source's flag; else what the posting says; else whether the employer is a known sponsor in the
 * job's country (server/lib/visa-sponsors.ts).
 */
export function readVisaSponsorship(facts: VisaFacts): boolean {
  if (facts.country === 'IN' || facts.isRemote) return false
  if (facts.flag !== null) return facts.flag
  return visaSponsorshipFromText(facts.description) ?? isKnownVisaSponsor(facts.employerName, facts.country)
}
