/**
 * The resume document's constants (issue 20), plain TypeScript so the builder in the browser reads them
 * without zod (decision 007); resume-document.schema.ts builds the document's shape from them.
 */

/** What the spec's work experience sends as its end date when the position is current. */
export const PRESENT = 'Present'

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const

export const LANGUAGE_PROFICIENCIES = ['elementary', 'limited-working', 'professional-working', 'full-professional', 'native'] as const

/** The sections a person can reorder; personal information always comes first. */
export const RESUME_SECTIONS = [
  'summary',
  'workExperience',
  'education',
  'skills',
  'projects',
  'certifications',
  'languages',
  'awards',
  'references',
  'customSections',
] as const
export type ResumeSection = (typeof RESUME_SECTIONS)[number]
