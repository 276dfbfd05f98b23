/**
 * The resume document's constants (issue 20), in plain TypeScript so that code the browser runs at
 * start (the outline, the TXT and JSON exports) uses them without loading zod (decision 007);
 * resume-document.schema.ts builds the schema from them and exports them too.
 */

export const RESUME_SCHEMA_VERSION = 1

/** What the spec's work experience sends as its end date when the position is current. */
export const PRESENT = 'Present'

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const
export type SkillLevel = (typeof SKILL_LEVELS)[number]

export const LANGUAGE_PROFICIENCIES = ['elementary', 'limited-working', 'professional-working', 'full-professional', 'native'] as const
export type LanguageProficiency = (typeof LANGUAGE_PROFICIENCIES)[number]

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
