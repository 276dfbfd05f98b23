import { buildResumeOutline, entryLines, type OutlineEntry, type ResumeOutline } from './resume-outline.ts'
import type { ResumeDocument } from './resume-document.schema.ts'

/**
 * The TXT export (issue 20): shaped for pasting into job portals' plain text boxes (Naukri, LinkedIn,
 * company career sites). No tabs, no characters a text box mangles, lines wrapped at 80 columns,
 * sections under an upper-case heading with a blank line between them, bullets as '- ' with their
 * continuation lines indented to the text.
 */

export const TXT_LINE_WIDTH = 80

export function resumeToText(document: ResumeDocument): string {
  return outlineToText(buildResumeOutline(document))
}

export function outlineToText(outline: ResumeOutline): string {
  const blocks: string[][] = []
  const header = [outline.name, outline.title, outline.contacts.map((contact) => contact.text).join(' | '), outline.details.join(' | ')]
  blocks.push(header.filter((line) => line !== '').flatMap((line) => wrap(line)))
  for (const section of outline.sections) {
    const lines = [section.heading.toUpperCase()]
    section.entries.forEach((item, index) => {
      if (index > 0) lines.push('')
      lines.push(...entryText(item))
    })
    blocks.push(lines)
  }
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`
}

function entryText(item: OutlineEntry): string[] {
  const title = [item.heading, item.date].filter((part) => part !== '').join(' | ')
  const rest = entryLines({ ...item, heading: '', date: '', bullets: [] })
  return [
    ...(title === '' ? [] : wrap(title)),
    ...rest.flatMap((line) => line.split('\n').flatMap((paragraph) => wrap(paragraph))),
    ...item.bullets.flatMap((bullet) => wrap(bullet, '- ', '  ')),
  ]
}

/** Words laid on lines of at most TXT_LINE_WIDTH (a longer word, like a URL, gets a line of its own). */
export function wrap(text: string, first = '', rest = ''): string[] {
  const words = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
  if (words.length === 0) return []
  const lines: string[] = []
  let line = first
  let isLineEmpty = true
  for (const word of words) {
    const candidate = isLineEmpty ? `${line}${word}` : `${line} ${word}`
    if (!isLineEmpty && candidate.length > TXT_LINE_WIDTH) {
      lines.push(line)
      line = `${rest}${word}`
    } else {
      line = candidate
    }
    isLineEmpty = false
  }
  lines.push(line)
  return lines
}
