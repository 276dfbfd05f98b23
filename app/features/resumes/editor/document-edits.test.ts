import { hasResumeName } from '#core/resume/export-file-name.ts'
import { describe, expect, it } from 'vitest'
import { emptyResumeDocument, RESUME_SECTIONS } from '#core/resume/resume-document.schema.ts'
import {
  fullSectionOrder,
  isBlankDocument,
  hasSkill,
  moveItem,
  moveSection,
  normaliseSkills,
  prepareDocument,
  setCurrentPosition,
} from './document-edits.ts'

const work = {
  id: 'w1',
  company: 'TCS',
  position: 'Engineer',
  location: '',
  startDate: '2021-01',
  endDate: '2023-05',
  current: false,
  description: '',
  achievements: [],
}

describe('skills', () => {
  it('are trimmed, blanks dropped, and duplicates in any letter case dropped (the first kept)', () => {
    const items = [' SQL ', 'python', 'Python', '', '  ', 'sql', 'Excel'].map((name) => ({ name, level: null }))
    expect(normaliseSkills(items).map((item) => item.name)).toEqual(['SQL', 'python', 'Excel'])
  })

  it('knows a skill already listed, whatever its case and spaces', () => {
    expect(hasSkill([{ name: 'React', level: null }], '  react ')).toBe(true)
    expect(hasSkill([{ name: 'React', level: null }], 'Redux')).toBe(false)
  })
})

describe("'Present'", () => {
  it('a current position sends Present as its end date; unticking clears it', () => {
    const current = setCurrentPosition(work, true)
    expect(current).toMatchObject({ current: true, endDate: 'Present' })
    expect(setCurrentPosition(current, false)).toMatchObject({ current: false, endDate: '' })
    expect(setCurrentPosition(work, false).endDate).toBe('2023-05')
  })

  it('a saved document says Present for every current position, and skills come normalised', () => {
    const document = {
      ...emptyResumeDocument(),
      workExperience: [{ ...work, current: true, endDate: '2023-05' }],
      skills: [
        {
          id: 's1',
          category: ' Tools ',
          items: [
            { name: 'Git ', level: null },
            { name: 'git', level: null },
          ],
        },
      ],
    }
    const prepared = prepareDocument(document)
    expect(prepared.workExperience[0]?.endDate).toBe('Present')
    expect(prepared.skills[0]).toMatchObject({ category: 'Tools', items: [{ name: 'Git' }] })
  })
})

describe('reordering', () => {
  it('moves a section up and down within the ends, completing an order that leaves sections out', () => {
    const document = { ...emptyResumeDocument(), sectionOrder: ['skills' as const, 'summary' as const] }
    expect(fullSectionOrder(document)).toEqual(['skills', 'summary', ...RESUME_SECTIONS.filter((s) => s !== 'skills' && s !== 'summary')])
    const moved = moveSection(document, 'summary', -1)
    expect(moved.sectionOrder.slice(0, 2)).toEqual(['summary', 'skills'])
    expect(moveSection(moved, 'summary', -1)).toBe(moved)
    const last = RESUME_SECTIONS.at(-1) ?? 'customSections'
    expect(moveSection(moved, last, 1)).toBe(moved)
  })

  it('moves an item to a place, and leaves the list as it is for a place outside it', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    const list = ['a', 'b']
    expect(moveItem(list, 1, 2)).toBe(list)
  })
})

describe('the name rule before export', () => {
  it('needs a first or a last name', () => {
    const document = emptyResumeDocument()
    expect(hasResumeName(document)).toBe(false)
    expect(hasResumeName({ ...document, personalInfo: { ...document.personalInfo, firstName: '  ' } })).toBe(false)
    expect(hasResumeName({ ...document, personalInfo: { ...document.personalInfo, lastName: 'Rao' } })).toBe(true)
  })
})

describe('a blank document', () => {
  it('has nothing written and no item in any section', () => {
    const document = emptyResumeDocument()
    expect(isBlankDocument(document)).toBe(true)
    expect(isBlankDocument({ ...document, personalInfo: { ...document.personalInfo, firstName: ' ' } })).toBe(true)
    expect(isBlankDocument({ ...document, personalInfo: { ...document.personalInfo, title: 'Analyst' } })).toBe(false)
    expect(isBlankDocument({ ...document, awards: [{ id: 'a', title: '', issuer: '', date: '', description: '' }] })).toBe(false)
  })
})
