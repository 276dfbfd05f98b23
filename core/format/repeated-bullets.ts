import { collapseWhitespace } from './description.ts'

const bulletLine = /^\s*[•\-*–]\s+(.*)$/u
/** A heading as postings write one ('What you will do', 'Eligibility:'): a short line that is not a sentence. */
const headingLine = /^[^.!?]{1,60}:?$/u

function normaliseItem(text: string): string {
  return collapseWhitespace(text)
    .toLowerCase()
    .replace(/[.;:]+$/u, '')
}

/**
 * A description without the bullets that `items` already list (the posting's highlights, shown as their
 * own sections), and without a heading left with nothing under it, so a reader does not meet the same
 * bullet twice. The rest of the text is kept as written.
 */
export function removeRepeatedBullets(text: string, items: readonly string[]): string {
  const repeated = new Set(items.map(normaliseItem))
  const lines = text.split('\n').filter((line) => {
    const bullet = bulletLine.exec(line)?.[1]
    return bullet === undefined || !repeated.has(normaliseItem(bullet))
  })
  const kept = lines.filter((line, index) => {
    if (line.trim() === '' || bulletLine.test(line) || !headingLine.test(line.trim())) return true
    const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '')
    return next !== undefined && bulletLine.test(next)
  })
  return kept
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim()
}
