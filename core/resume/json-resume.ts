import { fullName } from './resume-outline.ts'
import { RESUME_SCHEMA_VERSION, type LanguageProficiency, type ResumeSection, type SkillLevel } from './resume-constants.ts'
import type { CustomSection, IndiaDetails, ResumeDocument } from './resume-document.schema.ts'

/**
 * The JSON export in the JSON Resume 1.0 schema (https://jsonresume.org/schema), and what the
 * importer (json-resume.schema.ts) reads back. Every field JSON Resume has a place for goes there,
 * so other JSON Resume tools and themes read the file; what it has no place for (the India fields,
 * the section order, item ids, per-skill levels, custom sections …) goes under `meta.jobyatra`, which
 * the schema allows, so our own export comes back exactly.
 */

export interface JsonResumeLocation {
  address?: string
  postalCode?: string
  city?: string
  countryCode?: string
  region?: string
}

export interface JsonResume {
  $schema?: string
  basics?: {
    name?: string
    label?: string
    image?: string
    email?: string
    phone?: string
    url?: string
    summary?: string
    location?: JsonResumeLocation
    profiles?: Array<{ network?: string; username?: string; url?: string }>
  }
  work?: Array<{
    name?: string
    location?: string
    description?: string
    position?: string
    url?: string
    startDate?: string
    endDate?: string
    summary?: string
    highlights?: string[]
  }>
  volunteer?: Array<{
    organization?: string
    position?: string
    url?: string
    startDate?: string
    endDate?: string
    summary?: string
    highlights?: string[]
  }>
  education?: Array<{
    institution?: string
    url?: string
    area?: string
    studyType?: string
    startDate?: string
    endDate?: string
    score?: string
    courses?: string[]
  }>
  awards?: Array<{ title?: string; date?: string; awarder?: string; summary?: string }>
  certificates?: Array<{ name?: string; date?: string; url?: string; issuer?: string }>
  publications?: Array<{ name?: string; publisher?: string; releaseDate?: string; url?: string; summary?: string }>
  skills?: Array<{ name?: string; level?: string; keywords?: string[] }>
  languages?: Array<{ language?: string; fluency?: string }>
  interests?: Array<{ name?: string; keywords?: string[] }>
  references?: Array<{ name?: string; reference?: string }>
  projects?: Array<{
    name?: string
    description?: string
    highlights?: string[]
    keywords?: string[]
    startDate?: string
    endDate?: string
    url?: string
    roles?: string[]
    entity?: string
    type?: string
  }>
  meta?: { canonical?: string; version?: string; lastModified?: string; jobyatra?: JobyatraExtras }
}

/** What JSON Resume has no place for, kept so our own file imports back exactly. */
export interface JobyatraExtras {
  schemaVersion: number
  firstName: string
  lastName: string
  location: string
  india: IndiaDetails
  sectionOrder: ResumeSection[]
  work: Array<{ id: string; current: boolean; endDate: string }>
  education: Array<{ id: string; institution: string; school: string; year: string; endDate: string }>
  skills: Array<{ id: string; levels: Array<SkillLevel | null> }>
  projects: Array<{ id: string }>
  certifications: Array<{ id: string }>
  languages: Array<{ id: string; proficiency: LanguageProficiency | null }>
  awards: Array<{ id: string }>
  references: Array<{ id: string; relationship: string; contact: string }>
  customSections: CustomSection[]
}

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

export const FLUENCY_LABELS: Record<LanguageProficiency, string> = {
  elementary: 'Elementary proficiency',
  'limited-working': 'Limited working proficiency',
  'professional-working': 'Professional working proficiency',
  'full-professional': 'Full professional proficiency',
  native: 'Native or bilingual proficiency',
}

function optional(value: string): string | undefined {
  return value === '' ? undefined : value
}

/** Drops the keys whose value is undefined, so the file carries no empty fields. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}

export function toJsonResume(document: ResumeDocument): JsonResume {
  const info = document.personalInfo
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: optional(fullName(document)),
      label: optional(info.title),
      email: optional(info.email),
      phone: optional(info.phone),
      url: optional(info.website),
      summary: optional(info.summary),
      location: info.location === '' ? undefined : { address: info.location },
      profiles: info.linkedin === '' ? [] : [{ network: 'LinkedIn', url: info.linkedin }],
    }),
    work: document.workExperience.map((job) =>
      compact({
        name: optional(job.company),
        position: optional(job.position),
        location: optional(job.location),
        startDate: optional(job.startDate),
        endDate: job.current ? undefined : optional(job.endDate),
        summary: optional(job.description),
        highlights: job.achievements,
      }),
    ),
    education: document.education.map((school) =>
      compact({
        institution: optional(school.institution || school.school),
        area: optional(school.field),
        studyType: optional(school.degree),
        startDate: optional(school.startDate),
        endDate: optional(school.endDate || school.year),
        score: optional(school.gpa),
      }),
    ),
    skills: document.skills.map((group) => compact({ name: optional(group.category), keywords: group.items.map((skill) => skill.name) })),
    projects: document.projects.map((project) =>
      compact({
        name: optional(project.name),
        description: optional(project.description),
        keywords: project.technologies,
        startDate: optional(project.date),
        url: optional(project.link),
      }),
    ),
    certificates: document.certifications.map((certification) =>
      compact({ name: optional(certification.name), issuer: optional(certification.issuer), date: optional(certification.date) }),
    ),
    languages: document.languages.map((language) =>
      compact({ language: optional(language.name), fluency: language.proficiency ? FLUENCY_LABELS[language.proficiency] : undefined }),
    ),
    awards: document.awards.map((award) =>
      compact({
        title: optional(award.title),
        awarder: optional(award.issuer),
        date: optional(award.date),
        summary: optional(award.description),
      }),
    ),
    references: document.references.map((reference) =>
      compact({
        name: optional(reference.name),
        reference: optional([reference.relationship, reference.contact].filter((part) => part !== '').join(', ')),
      }),
    ),
    meta: {
      canonical: JSON_RESUME_SCHEMA_URL,
      version: 'v1.0.0',
      jobyatra: {
        schemaVersion: RESUME_SCHEMA_VERSION,
        firstName: info.firstName,
        lastName: info.lastName,
        location: info.location,
        india: document.india,
        sectionOrder: document.sectionOrder,
        work: document.workExperience.map((job) => ({ id: job.id, current: job.current, endDate: job.endDate })),
        education: document.education.map((school) => ({
          id: school.id,
          institution: school.institution,
          school: school.school,
          year: school.year,
          endDate: school.endDate,
        })),
        skills: document.skills.map((group) => ({ id: group.id, levels: group.items.map((skill) => skill.level) })),
        projects: document.projects.map((project) => ({ id: project.id })),
        certifications: document.certifications.map((certification) => ({ id: certification.id })),
        languages: document.languages.map((language) => ({ id: language.id, proficiency: language.proficiency })),
        awards: document.awards.map((award) => ({ id: award.id })),
        references: document.references.map((reference) => ({
          id: reference.id,
          relationship: reference.relationship,
          contact: reference.contact,
        })),
        customSections: document.customSections,
      },
    },
  }
}
