import { z } from 'zod'
import { LANGUAGE_PROFICIENCIES, RESUME_SCHEMA_VERSION, RESUME_SECTIONS, SKILL_LEVELS } from './resume-constants.ts'

// The constants moved to resume-constants.ts so code the browser loads at start can use them without zod.
export {
  LANGUAGE_PROFICIENCIES,
  PRESENT,
  RESUME_SCHEMA_VERSION,
  RESUME_SECTIONS,
  SKILL_LEVELS,
  type LanguageProficiency,
  type ResumeSection,
  type SkillLevel,
} from './resume-constants.ts'

/**
 * The resume document (issue 20; spec 001 §3 "Resume"): one versioned shape, stored as one jsonb
 * document per resume and sent whole to the renderer, the exporters and the parser. Every field a
 * person types is a bounded string, so a document can neither grow without limit nor smuggle markup:
 * templates read it as data and never build source text from it.
 *
 * `schemaVersion` names this shape; a later shape adds a migration in `migrateResumeDocument`
 * rather than a second schema beside this one.
 */

/** Short single-line fields (names, titles, places). */
const line = z.string().trim().max(200)
/** Multi-line free text (a summary, a role's description). */
const paragraph = z.string().trim().max(5000)
/** A month or a year as people write it on resumes: '2024-03', '2024', or free text like 'Mar 2024'. */
const dateText = z.string().trim().max(40)
const url = z.string().trim().max(500)

/** The ids of items inside a section: made in the browser, kept across saves so undo, reordering and diffs follow an item. */
const itemId = z.string().min(1).max(64)

export const personalInfoSchema = z.object({
  firstName: line.default(''),
  lastName: line.default(''),
  title: line.default(''),
  email: line.default(''),
  phone: line.default(''),
  location: line.default(''),
  website: url.default(''),
  linkedin: url.default(''),
  summary: paragraph.default(''),
})
export type PersonalInfo = z.infer<typeof personalInfoSchema>

/** What Indian recruiters ask before anything else; every field optional. */
export const indiaDetailsSchema = z.object({
  /** In days; 0 = can join immediately. */
  noticePeriodDays: z.number().int().min(0).max(365).nullable().default(null),
  /** Lakh per annum (LPA), as Indian resumes state pay. */
  currentCtcLpa: z.number().min(0).max(10_000).nullable().default(null),
  expectedCtcLpa: z.number().min(0).max(10_000).nullable().default(null),
  preferredCities: z.array(line).max(20).default([]),
  /** e.g. 'Indian citizen', 'H-1B', 'Open to sponsorship'. */
  workAuthorisation: line.default(''),
})
export type IndiaDetails = z.infer<typeof indiaDetailsSchema>

export const workExperienceSchema = z.object({
  id: itemId,
  company: line.default(''),
  position: line.default(''),
  location: line.default(''),
  startDate: dateText.default(''),
  /** 'Present' when `current` is true (the builder hides the field and sends it). */
  endDate: dateText.default(''),
  current: z.boolean().default(false),
  description: paragraph.default(''),
  achievements: z.array(z.string().trim().max(1000)).max(30).default([]),
})
export type WorkExperience = z.infer<typeof workExperienceSchema>

export const educationSchema = z.object({
  id: itemId,
  institution: line.default(''),
  /** The spec keeps both names; the builder writes `institution` and reads `school` from older data. */
  school: line.default(''),
  degree: line.default(''),
  field: line.default(''),
  year: dateText.default(''),
  startDate: dateText.default(''),
  endDate: dateText.default(''),
  gpa: z.string().trim().max(40).default(''),
})
export type Education = z.infer<typeof educationSchema>

export const skillSchema = z.object({
  name: z.string().trim().min(1).max(80),
  level: z.enum(SKILL_LEVELS).nullable().default(null),
})
export type Skill = z.infer<typeof skillSchema>

export const skillGroupSchema = z.object({
  id: itemId,
  category: line.default(''),
  items: z.array(skillSchema).max(100).default([]),
})
export type SkillGroup = z.infer<typeof skillGroupSchema>

export const projectSchema = z.object({
  id: itemId,
  name: line.default(''),
  description: paragraph.default(''),
  technologies: z.array(z.string().trim().max(80)).max(50).default([]),
  date: dateText.default(''),
  link: url.default(''),
})
export type Project = z.infer<typeof projectSchema>

export const certificationSchema = z.object({
  id: itemId,
  name: line.default(''),
  issuer: line.default(''),
  date: dateText.default(''),
})
export type Certification = z.infer<typeof certificationSchema>

export const spokenLanguageSchema = z.object({
  id: itemId,
  name: line.default(''),
  proficiency: z.enum(LANGUAGE_PROFICIENCIES).nullable().default(null),
})
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>

export const awardSchema = z.object({
  id: itemId,
  title: line.default(''),
  issuer: line.default(''),
  date: dateText.default(''),
  description: paragraph.default(''),
})
export type Award = z.infer<typeof awardSchema>

export const referenceSchema = z.object({
  id: itemId,
  name: line.default(''),
  relationship: line.default(''),
  contact: line.default(''),
})
export type Reference = z.infer<typeof referenceSchema>

export const customSectionSchema = z.object({
  id: itemId,
  title: line.default(''),
  items: z
    .array(z.object({ id: itemId, heading: line.default(''), date: dateText.default(''), description: paragraph.default('') }))
    .max(30)
    .default([]),
})
export type CustomSection = z.infer<typeof customSectionSchema>

export const resumeDocumentSchema = z.object({
  schemaVersion: z.literal(RESUME_SCHEMA_VERSION).default(RESUME_SCHEMA_VERSION),
  personalInfo: personalInfoSchema.default(personalInfoSchema.parse({})),
  india: indiaDetailsSchema.default(indiaDetailsSchema.parse({})),
  workExperience: z.array(workExperienceSchema).max(30).default([]),
  education: z.array(educationSchema).max(20).default([]),
  skills: z.array(skillGroupSchema).max(20).default([]),
  projects: z.array(projectSchema).max(30).default([]),
  certifications: z.array(certificationSchema).max(30).default([]),
  languages: z.array(spokenLanguageSchema).max(20).default([]),
  awards: z.array(awardSchema).max(30).default([]),
  references: z.array(referenceSchema).max(10).default([]),
  customSections: z.array(customSectionSchema).max(10).default([]),
  /** The order the template draws the sections in; a section missing here is drawn after the others in RESUME_SECTIONS order. */
  sectionOrder: z
    .array(z.enum(RESUME_SECTIONS))
    .max(RESUME_SECTIONS.length)
    .default([...RESUME_SECTIONS]),
})
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>

/** An empty resume, as a guest starts one. */
export function emptyResumeDocument(): ResumeDocument {
  return resumeDocumentSchema.parse({})
}

/** Reads a stored or imported document of any known version into the current shape (throws a ZodError otherwise). */
export function migrateResumeDocument(input: unknown): ResumeDocument {
  return resumeDocumentSchema.parse(input)
}
