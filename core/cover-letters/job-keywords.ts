import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'

/**
 * What the document generator reads of a job (spec 001 §7 generate-cover-letter-ai: jobTitle,
 * companyName, jobDescription), plus the skills it asks for and its place: taken from the posting on
 * the server, never from the browser, so a letter names the job as the listing does.
 */
export interface JobFacts {
  jobId: string
  jobTitle: string
  companyName: string
  jobDescription: string
  /** The skills the posting names (job_required_skills), and its qualifications and responsibilities. */
  requirements: readonly string[]
  /** City, state, country or Remote, as the listing shows it; '' when unknown. */
  location: string
}

/** Every skill, technology and tool the profile names, once each, in the order the profile lists them. */
export function profileSkillNames(document: ResumeDocument): string[] {
  const names = [
    ...document.skills.flatMap((group) => group.items.map((item) => item.name)),
    ...document.projects.flatMap((project) => project.technologies),
  ]
  const seen = new Set<string>()
  const unique: string[] = []
  for (const name of names) {
    const trimmed = name.trim()
    const key = trimmed.toLowerCase()
    if (trimmed === '' || seen.has(key)) continue
    seen.add(key)
    unique.push(trimmed)
  }
  return unique
}

/** The job's whole text, lower-cased, that keywords are looked for in. */
export function jobText(job: JobFacts): string {
  return [job.jobTitle, job.jobDescription, ...job.requirements].join('\n').toLowerCase()
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Whether `term` occurs in `text` as a whole term: "Java" does not match "JavaScript", and terms with
 * symbols ("C++", "Node.js", "CI/CD") match as written. `text` is lower case.
 */
export function mentions(text: string, term: string): boolean {
  const needle = term.trim().toLowerCase()
  if (needle === '') return false
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}+#])${escapeForPattern(needle)}($|[^\\p{L}\\p{N}+#])`, 'u')
  return pattern.test(text)
}

/**
 * The profile's skills that the job asks for, in the order of the profile: the only keywords a tailored
 * resume or a built-in letter may lean on, so neither ever claims a skill the person did not list.
 */
export function matchedSkills(document: ResumeDocument, job: JobFacts): string[] {
  const text = jobText(job)
  return profileSkillNames(document).filter((name) => mentions(text, name))
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
