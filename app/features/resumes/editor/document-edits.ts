import { PRESENT, RESUME_SECTIONS, type ResumeSection } from '#core/resume/resume-constants.ts'
import type { ResumeDocument, Skill, WorkExperience } from '#core/resume/resume-document.schema.ts'

/**
 * The builder's edits of the document as pure functions (issue 20; spec 001 §5 "Skills", "Work
 * experience"), so the rules are tested without a browser: skills trimmed and without duplicates,
 * 'Present' for a current position, the sections' order.
 */

/** The skills' names trimmed, blanks dropped, and a name already listed (in any letter case) dropped. */
export function normaliseSkills(items: readonly Skill[]): Skill[] {
  const seen = new Set<string>()
  const kept: Skill[] = []
  for (const item of items) {
    const name = item.name.trim()
    const folded = name.toLocaleLowerCase()
    if (name === '' || seen.has(folded)) continue
    seen.add(folded)
    kept.push({ ...item, name })
  }
  return kept
}

/** Whether `name` (trimmed) is already among the skills, in any letter case. */
export function hasSkill(items: readonly Skill[], name: string): boolean {
  const folded = name.trim().toLocaleLowerCase()
  return items.some((item) => item.name.trim().toLocaleLowerCase() === folded)
}

/** Ticking 'Current position' sends 'Present' as the end date; unticking clears it for a real date. */
export function setCurrentPosition(work: WorkExperience, isCurrent: boolean): WorkExperience {
  if (isCurrent) return { ...work, current: true, endDate: PRESENT }
  return { ...work, current: false, endDate: work.endDate === PRESENT ? '' : work.endDate }
}

/** The order the sections are drawn in: the document's own, then any section it leaves out. */
export function fullSectionOrder(document: Pick<ResumeDocument, 'sectionOrder'>): ResumeSection[] {
  const order = document.sectionOrder.filter((section, index) => document.sectionOrder.indexOf(section) === index)
  return [...order, ...RESUME_SECTIONS.filter((section) => !order.includes(section))]
}

/** Moves an item of a list by `offset` places, within the list's ends; the same list when it cannot move. */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): readonly Item[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return items
  const moved = [...items]
  const [item] = moved.splice(from, 1)
  if (item === undefined) return items
  moved.splice(to, 0, item)
  return moved
}

/** The document with `section` moved by `offset` places in the drawing order. */
export function moveSection(document: ResumeDocument, section: ResumeSection, offset: number): ResumeDocument {
  const order = fullSectionOrder(document)
  const from = order.indexOf(section)
  const moved = moveItem(order, from, from + offset)
  if (moved === order) return document
  return { ...document, sectionOrder: [...moved] }
}

/** The document as it is saved and rendered: skills trimmed and without duplicates, every current position 'Present'. */
export function prepareDocument(document: ResumeDocument): ResumeDocument {
  return {
    ...document,
    skills: document.skills.map((group) => ({ ...group, category: group.category.trim(), items: normaliseSkills(group.items) })),
    workExperience: document.workExperience.map((work) => (work.current ? { ...work, endDate: PRESENT } : work)),
  }
}

/** Whether nothing has been written yet: no personal detail and no item in any section (nothing to preview). */
export function isBlankDocument(document: ResumeDocument): boolean {
  const hasDetail = Object.values(document.personalInfo).some((value) => value.trim() !== '')
  const lists = [
    document.workExperience,
    document.education,
    document.skills,
    document.projects,
    document.certifications,
    document.languages,
    document.awards,
    document.references,
    document.customSections,
  ]
  return !hasDetail && lists.every((list) => list.length === 0)
}

/** An id for a new item of a section: kept across saves, so undo, reordering and diffs follow the item. */
export function newItemId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `item-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}
