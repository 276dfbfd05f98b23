import { toPlainLine } from '#server/lib/html-text.ts'
import { governmentPosts } from '#server/features/jobs/demo/vocabulary/government-posts.ts'
import { roles } from '#server/features/jobs/demo/vocabulary/roles.ts'
import type { RawPosting } from './posting.schema.ts'

const MAX_SKILLS = 40
const MAX_SKILL_LENGTH = 60
/** Skills read out of a description are fewer than a source's own list: the first ones named. */
const MAX_EXTRACTED_SKILLS = 10

/**
 * Skills of the project's vocabulary of work (the skills of every role and public post,
 * demo/vocabulary) that are also everyday words or benefits in a description, so finding them says
 * nothing: "go", "room", "communication", "insurance", "PF and ESI"…
 */
const everydaySkills = new Set(
  [
    'Go',
    'CAN',
    'Room',
    'Combine',
    'Provider',
    'Postman',
    'Communication',
    'Research',
    'Editing',
    'Safety',
    'Finance',
    'Marketing',
    'Human Resources',
    'Maintenance',
    'Fitting',
    'Inventory',
    'Teaching',
    'Science',
    'English',
    'Hindi',
    'Grammar',
    'Assessment',
    'Onboarding',
    'Compensation',
    'Insurance',
    'Banking',
    'Counselling',
    'Admissions',
    'Logistics',
    'Estimation',
    'Consolidation',
    'Replication',
    'Controlling',
    'Storytelling',
    'Utilities',
    'Sampling',
    'Sourcing',
    'Networking',
    'Accessibility',
    'Troubleshooting',
    'Customer Service',
    'Customer Support',
    'Follow-ups',
    'Zoom',
    'Instagram',
    'LinkedIn',
    'YouTube',
    'Windows',
    'Printers',
    'Typing',
    'Interviewing',
    'Negotiation',
    'Facilitation',
    'PF',
    'ESI',
    'PF and ESI',
    'Accounting',
    'Audit',
    'Recruitment',
    'Procurement',
    'Budgeting',
    'Forecasting',
    'Statistics',
    'Valuation',
    'Mathematics',
    'Physics',
    'Chemistry',
    'Anatomy',
    'Calibration',
    'Debugging',
    'Project Execution',
    'Engineering Fundamentals',
    'Computer Science',
    // The Pay Commission in "7th CPC pay matrix" and the National Pension System among benefits.
    'CPC',
    'NPS',
  ].map((skill) => skill.toLowerCase()),
)

/** Skill names that are also everyday words in lower case: found only as the skill writes them ("React", not "react to"). */
const caseSensitiveSkills = new Set(['React', 'Swift', 'Express', 'Excel', 'Bloc', 'Apex', 'Spark', 'Flutter', 'Jest', 'Cypress'])

/** A text's words as written and lower-cased, position by position. */
interface Tokens {
  keys: readonly string[]
  texts: readonly string[]
}

const wordPattern = /[A-Za-z0-9+#.&]+/g
const edgeSigns = /^[.&]+|[.&]+$/g

/**
 * Words as skills are compared: lower-case runs of letters, digits and the signs of skill names
 * ("c++", "c#", "node.js", "p&l"), split at spaces, slashes and hyphens ("A/B testing" and "a b
 * testing", "Java/Kotlin" → java, kotlin). Dots at either end are sentence dots or ".NET"'s own. The
 * vocabulary is ASCII, so other scripts are skipped.
 */
function tokenize(text: string): Tokens {
  const texts = (text.match(wordPattern) ?? []).map((word) => word.replace(edgeSigns, '')).filter((word) => /[A-Za-z0-9]/.test(word))
  return { keys: texts.map((word) => word.toLowerCase()), texts }
}

interface VocabularySkill {
  name: string
  tokens: readonly string[]
}

/** The skill vocabulary by the first word of each skill, longest skills first ("Google Analytics 4" before "Google Analytics"). */
const skillsByFirstToken: ReadonlyMap<string, readonly VocabularySkill[]> = (() => {
  const names = new Set([...roles.flatMap((role) => role.skills), ...governmentPosts.flatMap((post) => post.skills)])
  const index = new Map<string, VocabularySkill[]>()
  for (const name of names) {
    if (everydaySkills.has(name.toLowerCase())) continue
    const tokens = tokenize(name).keys
    const [first] = tokens
    if (first === undefined) continue
    index.set(first, [...(index.get(first) ?? []), { name, tokens }])
  }
  for (const skills of index.values()) skills.sort((a, b) => b.tokens.length - a.tokens.length)
  return index
})()

/**
 * Skills of the vocabulary a title and description name, as whole words in any case, in the order
 * they first appear, at most MAX_EXTRACTED_SKILLS.
 */
export function findSkillsInText(text: string): string[] {
  const tokens = tokenize(text)
  const found: string[] = []
  let index = 0
  while (index < tokens.keys.length && found.length < MAX_EXTRACTED_SKILLS) {
    const candidates = skillsByFirstToken.get(tokens.keys[index] ?? '')
    const match = candidates?.find((skill) => isSkillAt(skill, tokens, index))
    if (match === undefined) {
      index += 1
      continue
    }
    if (!found.includes(match.name)) found.push(match.name)
    index += match.tokens.length
  }
  return found
}

function isSkillAt(skill: VocabularySkill, tokens: Tokens, start: number): boolean {
  const isWritten = skill.tokens.every((key, offset) => tokens.keys[start + offset] === key)
  if (!isWritten || !caseSensitiveSkills.has(skill.name)) return isWritten
  return tokens.texts[start] === skill.name
}

/**
 * The skills of a posting: the source's list (or comma-separated text), cleaned; else the skills its
 * title and description name from the vocabulary (findSkillsInText).
 */
export function readSkills(input: RawPosting, title: string, description: string): string[] {
  const given = cleanSkills(input.job_required_skills ?? input.skills)
  return given.length > 0 ? given : findSkillsInText(`${title}\n${description}`)
}

function cleanSkills(value: string[] | string | null | undefined): string[] {
  if (value === null || value === undefined) return []
  const items = typeof value === 'string' ? value.split(/[,;|\n]/) : value
  const seen = new Set<string>()
  const skills: string[] = []
  for (const item of items) {
    const skill = toPlainLine(item).slice(0, MAX_SKILL_LENGTH)
    const key = skill.toLowerCase()
    if (skill === '' || seen.has(key)) continue
    seen.add(key)
    skills.push(skill)
    if (skills.length === MAX_SKILLS) break
  }
  return skills
}
