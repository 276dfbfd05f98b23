import type { ResumeDocument, ResumeSection } from '#core/resume/resume-document.schema.ts'
import { joinList, matchedSkills, mentions, type JobFacts } from './job-keywords.ts'

/**
 * The tailored resume (spec 001 §1 "AI-generated tailored resume … per job"; decision 054): the
 * profile's own content reordered and reworded towards the job's keywords. It only moves what the
 * person wrote and adds one summary sentence made of their own title and skills: no skill, role,
 * achievement or date is ever added, so a tailored resume never claims experience the profile lacks.
 * Deterministic, so the preview the person checks is the resume they save.
 */

function countMentions(text: string, terms: readonly string[]): number {
  const lower = text.toLowerCase()
  return terms.filter((term) => mentions(lower, term)).length
}

/** A stable sort: items that mention more keywords first, the person's order kept among equals. */
function byRelevance<T>(items: readonly T[], textOf: (item: T) => string, keywords: readonly string[]): T[] {
  return items
    .map((item, index) => ({ item, index, score: countMentions(textOf(item), keywords) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item)
}

/** Skills come right after the summary when the job asks for some of them: a recruiter's first look. */
function sectionOrderFor(order: readonly ResumeSection[], hasMatches: boolean): ResumeSection[] {
  if (!hasMatches) return [...order]
  const rest = order.filter((section) => section !== 'skills')
  const at = rest.indexOf('summary') + 1
  return [...rest.slice(0, at), 'skills', ...rest.slice(at)]
}

function tailoredSummary(document: ResumeDocument, job: JobFacts, matched: readonly string[]): string {
  const existing = document.personalInfo.summary.trim()
  if (matched.length === 0) return existing
  const who = document.personalInfo.title || document.workExperience[0]?.position || ''
  const lead = who
    ? `${who} applying for the ${job.jobTitle} role at ${job.companyName}, skilled in ${joinList(matched.slice(0, 5))}.`
    : `Applying for the ${job.jobTitle} role at ${job.companyName}, skilled in ${joinList(matched.slice(0, 5))}.`
  return existing ? `${lead} ${existing}` : lead
}

export interface TailoredResume {
  document: ResumeDocument
  /** The profile's skills the job asks for, which the tailoring put first. */
  keywords: string[]
}

export function tailorResume(document: ResumeDocument, job: JobFacts): TailoredResume {
  const keywords = matchedSkills(document, job)
  const skills = byRelevance(
    document.skills.map((group) => ({
      ...group,
      items: byRelevance(group.items, (item) => item.name, keywords),
    })),
    (group) => group.items.map((item) => item.name).join('\n'),
    keywords,
  )
  // Roles stay in the person's (chronological) order; inside each, what the job cares about leads.
  const workExperience = document.workExperience.map((role) => ({
    ...role,
    achievements: byRelevance(role.achievements, (item) => item, keywords),
  }))
  const projects = byRelevance(
    document.projects,
    (project) => [project.name, project.description, ...project.technologies].join('\n'),
    keywords,
  )
  return {
    document: {
      ...document,
      personalInfo: { ...document.personalInfo, summary: tailoredSummary(document, job, keywords).slice(0, 5000) },
      skills,
      workExperience,
      projects,
      sectionOrder: sectionOrderFor(document.sectionOrder, keywords.length > 0),
    },
    keywords,
  }
}
