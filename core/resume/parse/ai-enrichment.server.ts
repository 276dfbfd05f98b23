import { z } from 'zod'
import type { ResumeSection } from '#core/resume/resume-constants.ts'
import { resumeDocumentSchema, type PersonalInfo, type ResumeDocument } from '#core/resume/resume-document.schema.ts'

/**
 * AI enrichment of an uploaded resume (issue 20, "Upload and parse"; decision 052): when an AI provider
 * is configured, the model reads the same text the deterministic parser read and answers the resume's
 * facts as JSON. What it answers only fills what the parser left empty — a personal field, or a whole
 * section the parser found nothing in — and only with what the file says: every name, title, company,
 * school and skill must stand in the text (letters and digits compared, case and spacing aside), and a
 * paragraph must take nearly all of its words from it. A model that invents an employer or a degree
 * adds nothing. The parts it filled are named, so the review can ask the person to check them.
 */

const text = (max: number) => z.string().trim().max(max).catch('').default('')
const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .catch([])
    .default([])
    .transform((items) => items.slice(0, max))

/** What the model is asked to answer: loose (a field it gets wrong is dropped, not the whole answer). */
export const aiResumeAnswerSchema = z.object({
  personalInfo: z
    .object({
      firstName: text(200),
      lastName: text(200),
      title: text(200),
      email: text(200),
      phone: text(200),
      location: text(200),
      website: text(500),
      linkedin: text(500),
      summary: text(5000),
    })
    .catch({ firstName: '', lastName: '', title: '', email: '', phone: '', location: '', website: '', linkedin: '', summary: '' })
    .default({ firstName: '', lastName: '', title: '', email: '', phone: '', location: '', website: '', linkedin: '', summary: '' }),
  workExperience: list(
    z.object({
      company: text(200),
      position: text(200),
      location: text(200),
      startDate: text(40),
      endDate: text(40),
      current: z.boolean().catch(false).default(false),
      description: text(5000),
      achievements: list(z.string().trim().max(1000), 30),
    }),
    30,
  ),
  education: list(
    z.object({ institution: text(200), degree: text(200), field: text(200), startDate: text(40), endDate: text(40), gpa: text(40) }),
    20,
  ),
  skills: list(z.string().trim().min(1).max(80), 100),
  projects: list(z.object({ name: text(200), description: text(5000), technologies: list(z.string().trim().max(80), 50) }), 30),
  certifications: list(z.object({ name: text(200), issuer: text(200), date: text(40) }), 30),
  languages: list(z.object({ name: text(200) }), 20),
})
export type AiResumeAnswer = z.infer<typeof aiResumeAnswerSchema>

/** The parts of the review an enrichment can fill. */
export type EnrichedPart = 'personalInfo' | ResumeSection

/** Letters and digits only, lower case: how a fact is looked for in the file's text. */
function squash(value: string): string {
  return value.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}

function words(value: string): string[] {
  return value
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

/** The share of a paragraph's words the file must hold for the paragraph to count as the file's. */
const PARAGRAPH_WORD_SHARE = 0.9

interface Source {
  squashed: string
  words: Set<string>
}

function readSource(fileText: string): Source {
  return { squashed: squash(fileText), words: new Set(words(fileText)) }
}

/** A short fact (a name, a company, a date) stands in the file. */
function stands(source: Source, value: string): boolean {
  const squashed = squash(value)
  return squashed.length > 0 && source.squashed.includes(squashed)
}

/** A paragraph is the file's: nearly all of its words are. */
function isFromFile(source: Source, value: string): boolean {
  const own = words(value)
  if (own.length === 0) return false
  return own.filter((word) => source.words.has(word)).length / own.length >= PARAGRAPH_WORD_SHARE
}

const keep = (source: Source, value: string) => (stands(source, value) ? value : '')
const keepParagraph = (source: Source, value: string) => (isFromFile(source, value) ? value : '')

/**
 * The parser's document with the gaps the model's grounded answer fills, and the parts it filled. The
 * parser's own findings are never replaced.
 */
export function enrichParsedResume(
  parsed: ResumeDocument,
  answer: AiResumeAnswer,
  fileText: string,
): { document: ResumeDocument; enrichedParts: EnrichedPart[] } {
  const source = readSource(fileText)
  const document = structuredClone(parsed)
  const enrichedParts: EnrichedPart[] = []
  const fill = (part: EnrichedPart, isFilled: boolean) => {
    if (isFilled && !document.sectionOrder.includes(part as ResumeSection) && part !== 'personalInfo') {
      document.sectionOrder.push(part as ResumeSection)
    }
    if (isFilled) enrichedParts.push(part)
  }

  let infoFilled = false
  for (const key of Object.keys(answer.personalInfo) as (keyof PersonalInfo)[]) {
    if (document.personalInfo[key] !== '') continue
    const value = key === 'summary' ? keepParagraph(source, answer.personalInfo.summary) : keep(source, answer.personalInfo[key])
    if (value === '') continue
    document.personalInfo[key] = value
    if (key === 'summary') fill('summary', true)
    else infoFilled = true
  }
  fill('personalInfo', infoFilled)

  if (document.workExperience.length === 0) {
    document.workExperience = answer.workExperience
      .filter((role) => stands(source, role.company) || stands(source, role.position))
      .map((role, index) => ({
        id: `ai-work-${index + 1}`,
        company: keep(source, role.company),
        position: keep(source, role.position),
        location: keep(source, role.location),
        startDate: keep(source, role.startDate),
        endDate: role.current ? 'Present' : keep(source, role.endDate),
        current: role.current,
        description: keepParagraph(source, role.description),
        achievements: role.achievements.filter((line) => isFromFile(source, line)),
      }))
    fill('workExperience', document.workExperience.length > 0)
  }

  if (document.education.length === 0) {
    document.education = answer.education
      .filter((item) => stands(source, item.institution) || stands(source, item.degree))
      .map((item, index) => ({
        id: `ai-education-${index + 1}`,
        institution: keep(source, item.institution),
        school: '',
        degree: keep(source, item.degree),
        field: keep(source, item.field),
        year: '',
        startDate: keep(source, item.startDate),
        endDate: keep(source, item.endDate),
        gpa: keep(source, item.gpa),
      }))
    fill('education', document.education.length > 0)
  }

  if (document.skills.length === 0) {
    const seen = new Set<string>()
    const names = answer.skills.filter((name) => {
      const key = squash(name)
      if (!stands(source, name) || seen.has(key)) return false
      seen.add(key)
      return true
    })
    if (names.length > 0) document.skills = [{ id: 'ai-skills-1', category: '', items: names.map((name) => ({ name, level: null })) }]
    fill('skills', names.length > 0)
  }

  if (document.projects.length === 0) {
    document.projects = answer.projects
      .filter((project) => stands(source, project.name))
      .map((project, index) => ({
        id: `ai-project-${index + 1}`,
        name: project.name,
        description: keepParagraph(source, project.description),
        technologies: project.technologies.filter((name) => stands(source, name)),
        date: '',
        link: '',
      }))
    fill('projects', document.projects.length > 0)
  }

  if (document.certifications.length === 0) {
    document.certifications = answer.certifications
      .filter((item) => stands(source, item.name))
      .map((item, index) => ({
        id: `ai-certification-${index + 1}`,
        name: item.name,
        issuer: keep(source, item.issuer),
        date: keep(source, item.date),
      }))
    fill('certifications', document.certifications.length > 0)
  }

  if (document.languages.length === 0) {
    document.languages = answer.languages
      .filter((item) => stands(source, item.name))
      .map((item, index) => ({ id: `ai-language-${index + 1}`, name: item.name, proficiency: null }))
    fill('languages', document.languages.length > 0)
  }

  return { document: resumeDocumentSchema.parse(document), enrichedParts }
}
