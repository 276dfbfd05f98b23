import type { JobRequiredEducation } from '#core/jobs/job.schema.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { resumeToText } from '#core/resume/resume-text.ts'
import type { AtsFix, JobMatchCheck, JobMatchPart, TermMatch } from './ats.schema.ts'
import { highestLevel, levelRank, requiredLevelFromJob, requiredLevelFromText, type EducationLevel } from './education-level.ts'
import { JOB_MATCH_WEIGHTS, MAX_JOB_KEYWORDS, MIN_KEYWORD_REPEATS, NEAR_MATCH_CREDIT, type JobMatchCheckId } from './rubric.ts'
import { SKILL_TERMS } from './skill-terms.ts'
import { compactTerm, containsWords, countTerm, hasTerm, normalizeText, stemWord } from './text-match.ts'
import { KEYWORD_STOPWORDS } from './stopwords.ts'

/** A job as the check reads it: a pasted description, or one of our listings with its structured fields. */
export interface JobInput {
  description: string
  /** A listing's title; for pasted text, its first line when that reads as a title. */
  title?: string | null
  /** A listing's required skills. */
  skills?: readonly string[] | null
  /** A listing's structured education. */
  education?: JobRequiredEducation | null
}

/** A skill the job asks for: its own spelling, and the other spellings of the same skill. */
export interface JobSkill {
  term: string
  spellings: readonly string[]
}

export interface JobRequirements {
  title: string | null
  skills: JobSkill[]
  education: EducationLevel | null
  keywords: string[]
}

/** A first line of at most this many words, with no full stop, is read as the pasted job's title. */
const MAX_TITLE_WORDS = 10

/** The title of a pasted job: its first line, if it reads as one ('Senior Data Analyst – Pune (Hybrid)'). */
export function titleFromPastedText(text: string): string | null {
  const firstLine = text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '')
  if (!firstLine) return null
  const words = firstLine.split(/\s+/)
  if (words.length > MAX_TITLE_WORDS || /[.!?:]$/.test(firstLine) || firstLine.length > 100) return null
  return firstLine
}

/** A title without its place, team or terms: 'Backend Engineer – Payments (Remote)' → 'Backend Engineer'. */
export function coreTitle(title: string): string {
  return title
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s[-–—|,@]\s|\s\/\s|,/)[0]!
    .replace(/\s+/g, ' ')
    .trim()
}

/** The spellings of a skill in our list, or of a listing's skill we do not know (itself). */
function spellingsOf(term: string): readonly string[] {
  const compact = compactTerm(term)
  const entry = SKILL_TERMS.find((spellings) => spellings.some((spelling) => compactTerm(spelling) === compact))
  return entry ?? [term]
}

/** The skills a job names: a listing's own list first, then every skill of our list its text names, in the job's spelling. */
export function findJobSkills(description: string, listed: readonly string[] = []): JobSkill[] {
  const skills: JobSkill[] = []
  const seen = new Set<string>()
  function add(term: string, spellings: readonly string[]) {
    const key = compactTerm(spellings[0] ?? term)
    if (seen.has(key)) return
    seen.add(key)
    skills.push({ term, spellings })
  }
  for (const term of listed) {
    const trimmed = term.trim()
    if (trimmed !== '') add(trimmed, spellingsOf(trimmed))
  }
  for (const spellings of SKILL_TERMS) {
    // The job's own spelling is the one it uses most.
    const used = spellings
      .map((spelling) => ({ spelling, count: countTerm(description, spelling) }))
      .filter((use) => use.count > 0)
      .sort((a, b) => b.count - a.count)[0]
    if (used) add(used.spelling, spellings)
  }
  return skills
}

/** The job's most repeated other words (not skills, not filler), most repeated first. */
export function findJobKeywords(description: string, skills: readonly JobSkill[], title: string | null): string[] {
  const skillWords = new Set(skills.flatMap((skill) => skill.spellings.flatMap((spelling) => normalizeText(spelling).split(' '))))
  const titleWords = new Set(title ? normalizeText(title).split(' ') : [])
  const counts = new Map<string, { word: string; count: number; first: number }>()
  const words = description.match(/\p{L}[\p{L}'-]*\p{L}/gu) ?? []
  words.forEach((word, index) => {
    const lower = word.toLowerCase()
    if (lower.length < 4 || KEYWORD_STOPWORDS.has(lower) || skillWords.has(lower) || titleWords.has(lower)) return
    if (!/^[a-z'-]+$/.test(lower)) return
    const stem = stemWord(lower)
    const seen = counts.get(stem)
    if (seen) seen.count += 1
    else counts.set(stem, { word: lower, count: 1, first: index })
  })
  return [...counts.values()]
    .filter((entry) => entry.count >= MIN_KEYWORD_REPEATS)
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, MAX_JOB_KEYWORDS)
    .map((entry) => entry.word)
}

/** What a job asks for: its title, hard skills, lowest education and other keywords. */
export function extractJobRequirements(job: JobInput): JobRequirements {
  const description = job.description
  const title = job.title?.trim() ? job.title.trim() : titleFromPastedText(description)
  const skills = findJobSkills(description, job.skills ?? [])
  const fromListing = job.education ? requiredLevelFromJob(job.education) : null
  return {
    title,
    skills,
    education: fromListing ?? requiredLevelFromText(description),
    keywords: findJobKeywords(description, skills, title),
  }
}

/** The resume's words as an ATS reads them: every section, in the template's order. */
function resumeWords(document: ResumeDocument): string {
  return resumeToText(document)
}

function skillNames(document: ResumeDocument): string[] {
  return document.skills.flatMap((group) => group.items.map((item) => item.name))
}

/** Exact when the resume uses the job's spelling; near when it uses another spelling of the same skill. */
export function matchSkill(skill: JobSkill, text: string, names: readonly string[]): TermMatch {
  if (hasTerm(text, skill.term)) return { term: skill.term, kind: 'hardSkill', match: 'exact', resumeTerm: null }
  const other = skill.spellings.find((spelling) => spelling !== skill.term && hasTerm(text, spelling))
  if (other) return { term: skill.term, kind: 'hardSkill', match: 'near', resumeTerm: other }
  const compact = compactTerm(skill.term)
  const named = names.find((name) => compactTerm(name) === compact)
  if (named) return { term: skill.term, kind: 'hardSkill', match: 'near', resumeTerm: named }
  return { term: skill.term, kind: 'hardSkill', match: 'missing', resumeTerm: null }
}

/** Exact when the resume has the word; near when it has another form of it ('managed' for 'management'). */
export function matchKeyword(keyword: string, text: string): TermMatch {
  if (hasTerm(text, keyword)) return { term: keyword, kind: 'keyword', match: 'exact', resumeTerm: null }
  const stem = stemWord(keyword)
  const other = (text.match(/\p{L}[\p{L}'-]*\p{L}/gu) ?? []).find((word) => stemWord(word) === stem)
  if (other) return { term: keyword, kind: 'keyword', match: 'near', resumeTerm: other.toLowerCase() }
  return { term: keyword, kind: 'keyword', match: 'missing', resumeTerm: null }
}

function credit(match: TermMatch): number {
  if (match.match === 'exact') return 1
  return match.match === 'near' ? NEAR_MATCH_CREDIT : 0
}

/** Exact when the resume's headline or a role names the job's title; near when most of its words are in one of them. */
export function matchTitle(title: string, document: ResumeDocument): 'exact' | 'near' | 'missing' {
  const core = coreTitle(title)
  const candidates = [document.personalInfo.title, ...document.workExperience.map((job) => job.position)].filter((text) => text !== '')
  if (candidates.some((candidate) => containsWords(candidate, core) || containsWords(candidate, title))) return 'exact'
  const words = normalizeText(core)
    .split(' ')
    .filter((word) => word.length > 2)
  if (words.length === 0) return 'missing'
  const best = Math.max(0, ...candidates.map((candidate) => words.filter((word) => containsWords(candidate, word)).length / words.length))
  return best >= 0.6 ? 'near' : 'missing'
}

interface ScoredCheck {
  check: JobMatchCheck
  fixes: AtsFix[]
}

/** Scores the resume against the job's requirements; checks the job gives nothing for are left out. */
export function scoreJobMatch(document: ResumeDocument, requirements: JobRequirements): JobMatchPart {
  const text = resumeWords(document)
  const names = skillNames(document)
  const skillMatches = requirements.skills.map((skill) => matchSkill(skill, text, names))
  const keywordMatches = requirements.keywords.map((keyword) => matchKeyword(keyword, text))
  const scored: Partial<Record<JobMatchCheckId, ScoredCheck>> = {}

  if (skillMatches.length > 0) scored.hardSkills = termCheck('hardSkills', skillMatches)
  if (keywordMatches.length > 0) scored.keywords = termCheck('keywords', keywordMatches)
  if (requirements.title) scored.title = titleCheck(requirements.title, document)
  if (requirements.education) scored.education = educationCheck(requirements.education, document)

  const applicable = Object.values(scored)
  const totalWeight = applicable.reduce((sum, entry) => sum + JOB_MATCH_WEIGHTS[entry.check.id], 0)
  const checks: JobMatchCheck[] = []
  const fixes: AtsFix[] = []
  for (const entry of applicable) {
    const weight = totalWeight === 0 ? 0 : (JOB_MATCH_WEIGHTS[entry.check.id] * 100) / totalWeight
    checks.push({ ...entry.check, weight: round(weight) })
    // A fix's points were counted as a share of its check; scale them to the part.
    for (const fix of entry.fixes) fixes.push({ ...fix, points: round(fix.points * weight) })
  }
  const score = Math.round(checks.reduce((sum, check) => sum + check.score * check.weight, 0))
  return {
    score: Math.min(100, Math.max(0, score)),
    checks,
    fixes: fixes.sort((a, b) => b.points - a.points),
    terms: [...skillMatches, ...keywordMatches],
    jobTitle: requirements.title,
    requiredEducation: requirements.education,
  }
}

function termCheck(id: 'hardSkills' | 'keywords', matches: TermMatch[]): ScoredCheck {
  const total = matches.length
  const score = matches.reduce((sum, match) => sum + credit(match), 0) / total
  const fixes: AtsFix[] = matches.flatMap((match): AtsFix[] => {
    const share = (1 - credit(match)) / total
    if (match.match === 'exact') return []
    if (match.match === 'near' && match.resumeTerm !== null) {
      const key = id === 'hardSkills' ? 'skillExactTerm' : 'keywordExactTerm'
      return [{ key, params: { jobTerm: match.term, resumeTerm: match.resumeTerm }, points: share }]
    }
    return [{ key: id === 'hardSkills' ? 'skillMissing' : 'keywordMissing', params: { term: match.term }, points: share }]
  })
  const found = matches.filter((match) => match.match !== 'missing').length
  return { check: { id, score, weight: 0, found, total }, fixes }
}

function titleCheck(title: string, document: ResumeDocument): ScoredCheck {
  const match = matchTitle(title, document)
  const score = match === 'exact' ? 1 : match === 'near' ? NEAR_MATCH_CREDIT : 0
  const fixes: AtsFix[] =
    match === 'exact'
      ? []
      : [{ key: match === 'near' ? 'titleNear' : 'titleMissing', params: { title: coreTitle(title) }, points: 1 - score }]
  return { check: { id: 'title', score, weight: 0, found: match === 'missing' ? 0 : 1, total: 1 }, fixes }
}

function educationCheck(required: EducationLevel, document: ResumeDocument): ScoredCheck {
  const texts = document.education.map((entry) => [entry.degree, entry.field, entry.institution, entry.school].join(' '))
  const level = highestLevel(texts)
  const isMet = level !== null && levelRank(level) >= levelRank(required)
  const fixes: AtsFix[] = isMet
    ? []
    : [{ key: level === null ? 'educationUnclear' : 'educationBelow', params: { level: required }, points: 1 }]
  return { check: { id: 'education', score: isMet ? 1 : 0, weight: 0, found: isMet ? 1 : 0, total: 1 }, fixes }
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
