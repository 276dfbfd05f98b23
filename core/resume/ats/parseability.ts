import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { AtsFix, ParseabilityCheck, ParseabilityPart } from './ats.schema.ts'
import { PARSEABILITY_CHECKS, PARSEABILITY_WEIGHTS, type ParseabilityCheckId } from './rubric.ts'
import { containsWords, normalizeText } from './text-match.ts'

/**
 * The parseability part (rubric above): the resume as written, against what our parser recovered
 * from the text of its exported PDF. Each check counts the things it looks for and those that came
 * back; a section left empty scores nothing and says so, since an ATS has nothing to read there.
 */

interface Tally {
  found: number
  total: number
  fixes: AtsFix[]
}

function emptyTally(): Tally {
  return { found: 0, total: 0, fixes: [] }
}

function digits(text: string): string {
  return text.replace(/\D/g, '').slice(-10)
}

function linkCore(url: string): string {
  return url
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '')
}

function scoreContact(original: ResumeDocument, recovered: ResumeDocument | null): Tally {
  const tally = emptyTally()
  const info = original.personalInfo
  const back = recovered?.personalInfo
  const count = (isPresent: boolean, isBack: boolean, missing: AtsFix['key'] | null, lost: AtsFix['key']) => {
    if (!isPresent) {
      if (missing === null) return
      tally.total += 1
      tally.fixes.push({ key: missing, params: {}, points: 1 })
      return
    }
    tally.total += 1
    if (isBack) tally.found += 1
    else tally.fixes.push({ key: lost, params: {}, points: 1 })
  }
  const name = `${info.firstName} ${info.lastName}`.trim()
  const backName = back ? `${back.firstName} ${back.lastName}` : ''
  count(name !== '', name !== '' && containsWords(backName, name), null, 'nameLost')
  count(info.email !== '', back !== undefined && back.email.toLowerCase() === info.email.toLowerCase(), 'emailMissing', 'emailLost')
  count(
    info.phone !== '',
    back !== undefined && digits(back.phone) !== '' && digits(back.phone) === digits(info.phone),
    'phoneMissing',
    'phoneLost',
  )
  count(info.location !== '', back !== undefined && containsWords(back.location, info.location), null, 'locationLost')
  count(
    info.linkedin !== '',
    back !== undefined && back.linkedin !== '' && linkCore(back.linkedin) === linkCore(info.linkedin),
    null,
    'linkedinLost',
  )
  return tally
}

/** The year a date names ('2021-04', 'Apr 2021' → '2021'). */
function yearOf(date: string): string {
  return /\b(19|20)\d{2}\b/.exec(date)?.[0] ?? ''
}

function scoreWork(original: ResumeDocument, recovered: ResumeDocument | null): Tally {
  const tally = emptyTally()
  const entries = original.workExperience.filter((job) => job.company !== '' || job.position !== '')
  if (entries.length === 0) {
    tally.total = 1
    tally.fixes.push({ key: 'workEmpty', params: {}, points: 1 })
    return tally
  }
  const parsed = recovered?.workExperience ?? []
  for (const job of entries) {
    const entry = [job.position, job.company].filter((part) => part !== '').join(', ')
    const fields: { isPresent: boolean; isBack: (candidate: (typeof parsed)[number]) => boolean; lost: AtsFix['key'] }[] = [
      {
        isPresent: job.position !== '',
        isBack: (candidate) => containsWords(`${candidate.position} ${candidate.company}`, job.position),
        lost: 'workPositionLost',
      },
      {
        isPresent: job.company !== '',
        isBack: (candidate) => containsWords(`${candidate.company} ${candidate.position}`, job.company),
        lost: 'workCompanyLost',
      },
      {
        isPresent: yearOf(job.startDate) !== '',
        isBack: (candidate) => yearOf(candidate.startDate) === yearOf(job.startDate),
        lost: 'workDatesLost',
      },
    ]
    const present = fields.filter((field) => field.isPresent)
    // The parsed entry that recovered most of this one's fields stands for it.
    const best = parsed
      .map((candidate) => present.filter((field) => field.isBack(candidate)))
      .reduce<typeof present>((most, backFields) => (backFields.length > most.length ? backFields : most), [])
    tally.total += present.length
    tally.found += best.length
    if (best.length === 0) {
      tally.fixes.push({ key: 'workEntryLost', params: { entry }, points: present.length })
      continue
    }
    for (const field of present) if (!best.includes(field)) tally.fixes.push({ key: field.lost, params: { entry }, points: 1 })
  }
  return tally
}

function scoreEducation(original: ResumeDocument, recovered: ResumeDocument | null): Tally {
  const tally = emptyTally()
  const entries = original.education.filter((entry) => (entry.institution || entry.school) !== '' || entry.degree !== '')
  if (entries.length === 0) {
    tally.total = 1
    tally.fixes.push({ key: 'educationEmpty', params: {}, points: 1 })
    return tally
  }
  const parsed = recovered?.education ?? []
  const parsedText = (entry: (typeof parsed)[number]) => [entry.institution, entry.school, entry.degree, entry.field].join(' ')
  for (const entry of entries) {
    const institution = entry.institution || entry.school
    const name = [entry.degree, institution].filter((part) => part !== '').join(', ')
    if (institution !== '') {
      tally.total += 1
      if (parsed.some((candidate) => containsWords(parsedText(candidate), institution))) tally.found += 1
      else tally.fixes.push({ key: 'educationInstitutionLost', params: { entry: name }, points: 1 })
    }
    if (entry.degree !== '') {
      tally.total += 1
      if (parsed.some((candidate) => containsWords(parsedText(candidate), entry.degree))) tally.found += 1
      else tally.fixes.push({ key: 'educationDegreeLost', params: { entry: name }, points: 1 })
    }
  }
  return tally
}

function scoreSkills(original: ResumeDocument, recovered: ResumeDocument | null): Tally {
  const tally = emptyTally()
  const names = [...new Set(original.skills.flatMap((group) => group.items.map((item) => item.name)).filter((name) => name !== ''))]
  if (names.length === 0) {
    tally.total = 1
    tally.fixes.push({ key: 'skillsEmpty', params: {}, points: 1 })
    return tally
  }
  const back = normalizeText((recovered?.skills ?? []).flatMap((group) => group.items.map((item) => item.name)).join(' , '))
  const lost = names.filter((name) => !containsWords(back, name))
  tally.total = names.length
  tally.found = names.length - lost.length
  if (lost.length > 0) tally.fixes.push({ key: 'skillsLost', params: { skills: lost.join(', ') }, points: lost.length })
  return tally
}

const scorers: Record<ParseabilityCheckId, (original: ResumeDocument, recovered: ResumeDocument | null) => Tally> = {
  contact: scoreContact,
  work: scoreWork,
  education: scoreEducation,
  skills: scoreSkills,
}

/**
 * Scores what came back. `recovered` is null when the PDF gave no text at all (then nothing came
 * back, and the one fix says so).
 */
export function scoreParseability(original: ResumeDocument, recovered: ResumeDocument | null): ParseabilityPart {
  const checks: ParseabilityCheck[] = []
  const fixes: AtsFix[] = []
  for (const id of PARSEABILITY_CHECKS) {
    const tally = scorers[id](original, recovered)
    const weight = PARSEABILITY_WEIGHTS[id]
    const score = tally.total === 0 ? 1 : tally.found / tally.total
    checks.push({ id, score, weight, found: tally.found, total: tally.total })
    // Points: the share of the check's weight each fix would win back.
    const perItem = tally.total === 0 ? 0 : weight / tally.total
    if (recovered !== null) for (const fix of tally.fixes) fixes.push({ ...fix, points: Math.round(fix.points * perItem * 100) / 100 })
  }
  if (recovered === null) fixes.push({ key: 'noText', params: {}, points: 100 })
  const score = Math.round(checks.reduce((sum, check) => sum + check.score * check.weight, 0))
  return { score, checks, fixes: fixes.sort((a, b) => b.points - a.points) }
}
