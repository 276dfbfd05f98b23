import type { ResumeOutline } from '#core/resume/resume-outline.ts'
import type { DocxBlock, DocxOutline, DocxRun } from '#server/adapters/documents/port.ts'

/**
 * The resume's outline as Word blocks: the name as Title, sections as Heading 1, each entry's first
 * line as Heading 2, achievements as a bulleted list, links as hyperlinks. Same words, same order as
 * the PDF (core/resume/resume-outline.ts).
 */
export function toDocxOutline(outline: ResumeOutline): DocxOutline {
  const blocks: DocxBlock[] = []
  if (outline.name !== '') blocks.push({ kind: 'title', text: outline.name })
  if (outline.title !== '') blocks.push({ kind: 'paragraph', runs: [{ text: outline.title, bold: true }] })
  if (outline.contacts.length > 0) {
    blocks.push({
      kind: 'paragraph',
      runs: outline.contacts.flatMap((contact, index): DocxRun[] => [
        ...(index > 0 ? [{ text: ' | ' }] : []),
        contact.url ? { text: contact.text, link: contact.url } : { text: contact.text },
      ]),
    })
  }
  if (outline.details.length > 0) blocks.push({ kind: 'paragraph', runs: [{ text: outline.details.join(' | ') }] })

  for (const section of outline.sections) {
    blocks.push({ kind: 'heading', level: 1, runs: [{ text: section.heading }] })
    for (const item of section.entries) {
      const title = [item.heading, item.date].filter((part) => part !== '')
      if (title.length > 0) {
        blocks.push({
          kind: 'heading',
          level: 2,
          runs: [{ text: item.heading }, ...(item.date === '' ? [] : [{ text: `${item.heading === '' ? '' : ' | '}${item.date}` }])],
        })
      }
      if (item.subheading !== '') blocks.push({ kind: 'paragraph', runs: [{ text: item.subheading, italic: true }] })
      if (item.label !== '') blocks.push({ kind: 'paragraph', runs: [{ text: `${item.label}: `, bold: true }, { text: item.text }] })
      else if (item.text !== '') for (const line of item.text.split('\n')) blocks.push({ kind: 'paragraph', runs: [{ text: line }] })
      if (item.link)
        blocks.push({ kind: 'paragraph', runs: [item.link.url ? { text: item.link.text, link: item.link.url } : { text: item.link.text }] })
      if (item.bullets.length > 0) blocks.push({ kind: 'bullets', items: item.bullets.map((bullet) => [{ text: bullet }]) })
    }
  }
  return { title: outline.name === '' ? 'Resume' : `${outline.name} – Resume`, author: outline.name, blocks }
}
