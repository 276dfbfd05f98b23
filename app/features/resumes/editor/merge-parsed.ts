import type { ResumeSection } from '#core/resume/resume-constants.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { newItemId, normaliseSkills } from './document-edits.ts'

/**
 * What an uploaded resume adds to the one being edited (issue 20, "Upload and parse"; decision 052),
 * section by section as the person accepted them. Nothing they wrote is lost: an accepted personal
 * detail fills or replaces the field the file has a value for, an accepted summary replaces the
 * summary, and an accepted list section's items are added after the ones already there (skills
 * without duplicates), each with a new id, up to the schema's limits. One builder step, so one undo
 * takes the whole upload back.
 */

export type UploadedPart = 'personalInfo' | ResumeSection

/** The parts an uploaded document has something in, in the order to review them. */
export function uploadedParts(parsed: ResumeDocument, sections: readonly ResumeSection[]): UploadedPart[] {
  const info = parsed.personalInfo
  const hasInfo =
    Object.entries(info).some(([key, value]) => key !== 'summary' && value !== '') ||
    Object.values(parsed.india).some((value) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
  return [...(hasInfo ? (['personalInfo'] as const) : []), ...sections]
}

const LIMITS = {
  workExperience: 30,
  education: 20,
  skills: 20,
  projects: 30,
  certifications: 30,
  languages: 20,
  awards: 30,
  references: 10,
  customSections: 10,
} as const

export function mergeUploaded(current: ResumeDocument, parsed: ResumeDocument, accepted: ReadonlySet<UploadedPart>): ResumeDocument {
  let next: ResumeDocument = { ...current }
  if (accepted.has('personalInfo')) {
    const { summary: _, ...fields } = parsed.personalInfo
    const filled = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''))
    const india = Object.fromEntries(
      Object.entries(parsed.india).filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
    )
    next = { ...next, personalInfo: { ...next.personalInfo, ...filled }, india: { ...next.india, ...india } }
  }
  if (accepted.has('summary') && parsed.personalInfo.summary !== '') {
    next = { ...next, personalInfo: { ...next.personalInfo, summary: parsed.personalInfo.summary } }
  }
  if (accepted.has('skills')) {
    // A group whose category is already there takes the new skills into it; the others are added.
    const groups = next.skills.map((group) => ({ ...group }))
    for (const group of parsed.skills) {
      const same = groups.find((existing) => existing.category.trim().toLowerCase() === group.category.trim().toLowerCase())
      if (same) same.items = normaliseSkills([...same.items, ...group.items]).slice(0, 100)
      else groups.push({ ...group, id: newItemId() })
    }
    next = { ...next, skills: groups.slice(0, LIMITS.skills) }
  }
  for (const section of ['workExperience', 'education', 'projects', 'certifications', 'languages', 'awards', 'references'] as const) {
    if (!accepted.has(section)) continue
    const added = parsed[section].map((item) => ({ ...item, id: newItemId() }))
    next = { ...next, [section]: [...next[section], ...added].slice(0, LIMITS[section]) }
  }
  if (accepted.has('customSections')) {
    const added = parsed.customSections.map((custom) => ({
      ...custom,
      id: newItemId(),
      items: custom.items.map((item) => ({ ...item, id: newItemId() })),
    }))
    next = { ...next, customSections: [...next.customSections, ...added].slice(0, LIMITS.customSections) }
  }
  return next
}
