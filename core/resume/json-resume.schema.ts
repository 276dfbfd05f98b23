import { z } from 'zod'
import { FLUENCY_LABELS, type JobyatraExtras, type JsonResume } from './json-resume.ts'
import {
  LANGUAGE_PROFICIENCIES,
  PRESENT,
  RESUME_SECTIONS,
  SKILL_LEVELS,
  customSectionSchema,
  indiaDetailsSchema,
  resumeDocumentSchema,
  type CustomSection,
  type LanguageProficiency,
  type ResumeDocument,
} from './resume-document.schema.ts'

/**
 * Reads a JSON Resume file (1.0 schema) into our resume document: the browser's file import and the
 * server's alike (loaded on use, like every schema module). Our own export comes back exactly, from
 * its `meta.jobyatra`; a file from another tool keeps everything JSON Resume holds — what our document
 * has no field for (volunteering, publications, interests, other profiles, courses, project roles and
 * highlights, URLs of jobs and certificates) becomes a custom section or a line of the nearest text,
 * never dropped. Unknown keys are ignored; a value of the wrong type fails with a ZodError.
 */

const text = z.string().optional()
const texts = z.array(z.string()).optional()

export const jsonResumeSchema = z.object({
  basics: z
    .object({
      name: text,
      label: text,
      image: text,
      email: text,
      phone: text,
      url: text,
      summary: text,
      location: z.object({ address: text, postalCode: text, city: text, countryCode: text, region: text }).optional(),
      profiles: z.array(z.object({ network: text, username: text, url: text })).optional(),
    })
    .optional(),
  work: z
    .array(
      z.object({
        name: text,
        location: text,
        description: text,
        position: text,
        url: text,
        startDate: text,
        endDate: text,
        summary: text,
        highlights: texts,
      }),
    )
    .optional(),
  volunteer: z
    .array(z.object({ organization: text, position: text, url: text, startDate: text, endDate: text, summary: text, highlights: texts }))
    .optional(),
  education: z
    .array(
      z.object({ institution: text, url: text, area: text, studyType: text, startDate: text, endDate: text, score: text, courses: texts }),
    )
    .optional(),
  awards: z.array(z.object({ title: text, date: text, awarder: text, summary: text })).optional(),
  certificates: z.array(z.object({ name: text, date: text, url: text, issuer: text })).optional(),
  publications: z.array(z.object({ name: text, publisher: text, releaseDate: text, url: text, summary: text })).optional(),
  skills: z.array(z.object({ name: text, level: text, keywords: texts })).optional(),
  languages: z.array(z.object({ language: text, fluency: text })).optional(),
  interests: z.array(z.object({ name: text, keywords: texts })).optional(),
  references: z.array(z.object({ name: text, reference: text })).optional(),
  projects: z
    .array(
      z.object({
        name: text,
        description: text,
        highlights: texts,
        keywords: texts,
        startDate: text,
        endDate: text,
        url: text,
        roles: texts,
        entity: text,
        type: text,
      }),
    )
    .optional(),
  meta: z.object({ jobyatra: z.unknown().optional() }).optional(),
})

const extrasSchema = z.object({
  schemaVersion: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  location: z.string(),
  india: indiaDetailsSchema,
  sectionOrder: z.array(z.enum(RESUME_SECTIONS)),
  work: z.array(z.object({ id: z.string(), current: z.boolean(), endDate: z.string() })),
  education: z.array(z.object({ id: z.string(), institution: z.string(), school: z.string(), year: z.string(), endDate: z.string() })),
  skills: z.array(z.object({ id: z.string(), levels: z.array(z.enum(SKILL_LEVELS).nullable()) })),
  projects: z.array(z.object({ id: z.string() })),
  certifications: z.array(z.object({ id: z.string() })),
  languages: z.array(z.object({ id: z.string(), proficiency: z.enum(LANGUAGE_PROFICIENCIES).nullable() })),
  awards: z.array(z.object({ id: z.string() })),
  references: z.array(z.object({ id: z.string(), relationship: z.string(), contact: z.string() })),
  customSections: z.array(customSectionSchema),
}) satisfies z.ZodType<JobyatraExtras>

/** Reads JSON Resume (already parsed from JSON) into a resume document. */
export function importJsonResume(raw: unknown): ResumeDocument {
  const resume = jsonResumeSchema.parse(raw)
  const extras = extrasSchema.safeParse(resume.meta?.jobyatra)
  return resumeDocumentSchema.parse(convert(resume, extras.success ? extras.data : null))
}

type ParsedResume = z.infer<typeof jsonResumeSchema>

function lines(...parts: Array<string | undefined>): string {
  return parts.filter((part): part is string => part !== undefined && part.trim() !== '').join('\n')
}

function range(start?: string, end?: string): string {
  return [start, end].filter((part) => part !== undefined && part !== '').join(' – ')
}

function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim()
  const space = trimmed.lastIndexOf(' ')
  return space === -1 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) }
}

/** A fluency as people write it ('Native speaker', 'Fluent', 'Conversational') on our scale, or null. */
export function readFluency(fluency: string): LanguageProficiency | null {
  const exact = LANGUAGE_PROFICIENCIES.find((level) => FLUENCY_LABELS[level].toLowerCase() === fluency.toLowerCase())
  if (exact) return exact
  const lower = fluency.toLowerCase()
  if (/native|mother|bilingual/.test(lower)) return 'native'
  if (/full|fluent/.test(lower)) return 'full-professional'
  if (/professional|advanced/.test(lower)) return 'professional-working'
  if (/limited|intermediate|conversational|working/.test(lower)) return 'limited-working'
  if (/elementary|basic|beginner/.test(lower)) return 'elementary'
  return null
}

function customSection(id: string, title: string, items: CustomSection['items']): CustomSection[] {
  return items.length === 0 ? [] : [customSectionSchema.parse({ id, title, items })]
}

function convert(resume: ParsedResume, extras: z.infer<typeof extrasSchema> | null): unknown {
  const basics = resume.basics ?? {}
  const profiles = basics.profiles ?? []
  const linkedin = profiles.find((profile) => /linkedin/i.test(profile.network ?? '') || /linkedin\.com/i.test(profile.url ?? ''))
  const otherProfiles = profiles.filter((profile) => profile !== linkedin)
  const name = extras ? { firstName: extras.firstName, lastName: extras.lastName } : splitName(basics.name ?? '')
  const location = basics.location ?? {}
  const work = resume.work ?? []
  const education = resume.education ?? []
  const projects = resume.projects ?? []

  const foreignSections: CustomSection[] = extras
    ? extras.customSections
    : [
        ...customSection(
          'imported-volunteer',
          'Volunteering',
          (resume.volunteer ?? []).map((item, index) => ({
            id: `imported-volunteer-${index + 1}`,
            heading: [item.position, item.organization].filter(Boolean).join(', '),
            date: range(item.startDate, item.endDate),
            description: lines(item.summary, ...(item.highlights ?? []), item.url),
          })),
        ),
        ...customSection(
          'imported-publications',
          'Publications',
          (resume.publications ?? []).map((item, index) => ({
            id: `imported-publication-${index + 1}`,
            heading: [item.name, item.publisher].filter(Boolean).join(', '),
            date: item.releaseDate ?? '',
            description: lines(item.summary, item.url),
          })),
        ),
        ...customSection(
          'imported-interests',
          'Interests',
          (resume.interests ?? []).map((item, index) => ({
            id: `imported-interest-${index + 1}`,
            heading: item.name ?? '',
            date: '',
            description: (item.keywords ?? []).join(', '),
          })),
        ),
        ...customSection(
          'imported-profiles',
          'Profiles',
          otherProfiles.map((profile, index) => ({
            id: `imported-profile-${index + 1}`,
            heading: profile.network ?? '',
            date: '',
            description: lines(profile.username, profile.url),
          })),
        ),
      ]

  return {
    personalInfo: {
      ...name,
      title: basics.label ?? '',
      email: basics.email ?? '',
      phone: basics.phone ?? '',
      location: extras
        ? extras.location
        : [location.address, location.city, location.region, location.postalCode, location.countryCode].filter(Boolean).join(', '),
      website: basics.url ?? '',
      linkedin: linkedin?.url ?? (linkedin?.username ? `https://www.linkedin.com/in/${linkedin.username}` : ''),
      summary: basics.summary ?? '',
    },
    ...(extras ? { india: extras.india, sectionOrder: extras.sectionOrder } : {}),
    workExperience: work.map((job, index) => {
      const extra = extras?.work[index]
      const isCurrent = extra ? extra.current : job.endDate === undefined || job.endDate === '' || /present/i.test(job.endDate)
      return {
        id: extra?.id ?? `imported-work-${index + 1}`,
        company: job.name ?? '',
        position: job.position ?? '',
        location: job.location ?? '',
        startDate: job.startDate ?? '',
        endDate: extra ? extra.endDate : isCurrent ? PRESENT : (job.endDate ?? ''),
        current: isCurrent,
        description: extras ? (job.summary ?? '') : lines(job.description, job.summary, job.url),
        achievements: job.highlights ?? [],
      }
    }),
    education: education.map((school, index) => {
      const extra = extras?.education[index]
      return {
        id: extra?.id ?? `imported-education-${index + 1}`,
        institution: extra ? extra.institution : (school.institution ?? ''),
        school: extra ? extra.school : '',
        degree: school.studyType ?? '',
        field: extras
          ? (school.area ?? '')
          : lines(school.area, school.courses?.length ? `Courses: ${school.courses.join(', ')}` : undefined),
        year: extra ? extra.year : '',
        startDate: school.startDate ?? '',
        endDate: extra ? extra.endDate : (school.endDate ?? ''),
        gpa: school.score ?? '',
      }
    }),
    skills: (resume.skills ?? []).map((group, index) => {
      const extra = extras?.skills[index]
      const keywords = group.keywords ?? []
      const level = SKILL_LEVELS.find((known) => known === group.level?.toLowerCase()) ?? null
      return {
        id: extra?.id ?? `imported-skills-${index + 1}`,
        category: group.name ?? '',
        items: (keywords.length > 0 || extras ? keywords : [group.name ?? '']).filter(Boolean).map((skill, at) => ({
          name: skill,
          level: extra ? (extra.levels[at] ?? null) : level,
        })),
      }
    }),
    projects: projects.map((project, index) => ({
      id: extras?.projects[index]?.id ?? `imported-project-${index + 1}`,
      name: project.name ?? '',
      description: extras
        ? (project.description ?? '')
        : lines(
            project.description,
            [project.entity, project.type, ...(project.roles ?? [])].filter(Boolean).join(', '),
            ...(project.highlights ?? []),
          ),
      technologies: project.keywords ?? [],
      date: extras ? (project.startDate ?? '') : range(project.startDate, project.endDate),
      link: project.url ?? '',
    })),
    certifications: (resume.certificates ?? []).map((certification, index) => ({
      id: extras?.certifications[index]?.id ?? `imported-certification-${index + 1}`,
      name: extras ? (certification.name ?? '') : lines(certification.name, certification.url).replace('\n', ' – '),
      issuer: certification.issuer ?? '',
      date: certification.date ?? '',
    })),
    languages: (resume.languages ?? []).map((language, index) => {
      const extra = extras?.languages[index]
      const proficiency = extra ? extra.proficiency : readFluency(language.fluency ?? '')
      const keepsFluency = !extra && proficiency === null && language.fluency
      return {
        id: extra?.id ?? `imported-language-${index + 1}`,
        name: keepsFluency ? `${language.language ?? ''} (${language.fluency})` : (language.language ?? ''),
        proficiency,
      }
    }),
    awards: (resume.awards ?? []).map((award, index) => ({
      id: extras?.awards[index]?.id ?? `imported-award-${index + 1}`,
      title: award.title ?? '',
      issuer: award.awarder ?? '',
      date: award.date ?? '',
      description: award.summary ?? '',
    })),
    references: (resume.references ?? []).map((reference, index) => {
      const extra = extras?.references[index]
      return {
        id: extra?.id ?? `imported-reference-${index + 1}`,
        name: reference.name ?? '',
        relationship: extra ? extra.relationship : '',
        contact: extra ? extra.contact : (reference.reference ?? ''),
      }
    }),
    customSections: foreignSections,
  } satisfies Record<string, unknown> & { personalInfo: unknown }
}

export type { JsonResume }
