/**
 * A reply's text in pieces: plain text and Markdown links to our own pages (`[Jobs](/?q=python)`).
 * Only paths on this site become links; anything else stays text, so a reply can never link away
 * or carry markup.
 */
export type MessagePiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const LINK = /\[([^\]\n]{1,120})\]\((\/(?!\/)[^\s)]{0,300})\)/gu

export function splitMessage(text: string): MessagePiece[] {
  const pieces: MessagePiece[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const start = match.index
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) })
    pieces.push({ kind: 'link', text: match[1] ?? '', href: match[2] ?? '/' })
    last = start + match[0].length
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) })
  return pieces
}
