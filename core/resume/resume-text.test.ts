import { describe, expect, it } from 'vitest'
import { englishResume } from '#tests/support/resume-documents.ts'
import { resumeToText, TXT_LINE_WIDTH, wrap } from './resume-text.ts'

describe('the TXT export', () => {
  const text = resumeToText(englishResume())
  const lines = text.split('\n')

  it('has no tabs and no line over the width but a single long word', () => {
    expect(text).not.toMatch(/\t/)
    for (const line of lines) if (line.includes(' ')) expect(line.length).toBeLessThanOrEqual(TXT_LINE_WIDTH)
  })

  it('puts each section under an upper-case heading after a blank line, bullets as "- " with wrapped lines indented', () => {
    expect(lines.slice(0, 2)).toEqual(['Asha Rao', 'Senior Backend Engineer'])
    for (const heading of ['SUMMARY', 'WORK EXPERIENCE', 'EDUCATION', 'SKILLS', 'PROJECTS', 'VOLUNTEERING']) {
      const at = lines.indexOf(heading)
      expect(at, heading).toBeGreaterThan(0)
      expect(lines[at - 1]).toBe('')
    }
    expect(lines).toContain('Senior Backend Engineer | Apr 2021 – Present')
    const bullet = lines.findIndex((line) => line.startsWith('- Cut settlement latency'))
    expect(bullet).toBeGreaterThan(0)
    expect(lines[bullet + 1]).toMatch(/^ {2}\S/)
    expect(text).not.toMatch(/[•▸■]/)
    expect(text.endsWith('\n')).toBe(true)
  })

  it('wraps words, never splitting one', () => {
    expect(wrap('a '.repeat(100).trim()).every((line) => line.length <= TXT_LINE_WIDTH)).toBe(true)
    expect(wrap(`see ${'x'.repeat(90)} now`)).toEqual(['see', 'x'.repeat(90), 'now'])
  })
})
