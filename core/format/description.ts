/** Description preview length of spec 001 §9 ("Description preview length: 300 characters"). */
export const DESCRIPTION_PREVIEW_LENGTH = 300

const ELLIPSIS = '…'

/** A cut at a word boundary is preferred unless it would throw away more than this share of the preview. */
const MIN_WORD_CUT_SHARE = 0.6

/** Runs of whitespace (line breaks, tabs, non-breaking spaces) read as one space in a preview. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim()
}

/**
 * The first `maxLength` characters of a description, cut at a word boundary where possible,
 * followed by '…' only when something was cut. Lengths count Unicode code points, so an emoji or
 * other astral character is never split in half.
 */
export function previewDescription(text: string, maxLength: number = DESCRIPTION_PREVIEW_LENGTH): string {
  const collapsed = collapseWhitespace(text)
  const codePoints = Array.from(collapsed)
  if (codePoints.length <= maxLength) return collapsed

  const head = codePoints.slice(0, maxLength).join('')
  const nextCharacter = codePoints[maxLength]
  const endsOnWordBoundary = nextCharacter === ' '
  let preview = head
  if (!endsOnWordBoundary) {
    const lastSpace = head.lastIndexOf(' ')
    const wordCut = head.slice(0, lastSpace)
    if (lastSpace > 0 && Array.from(wordCut).length >= maxLength * MIN_WORD_CUT_SHARE) preview = wordCut
  }
  // Dangling punctuation before the ellipsis reads badly ("skills, …").
  preview = preview.replace(/[\s,;:\-–—]+$/u, '')
  return `${preview}${ELLIPSIS}`
}
