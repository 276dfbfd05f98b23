import sanitizeHtml from 'sanitize-html'

/**
 * HTML from outside (job postings now, other ingested content later) reduced to the plain text we
 * store and show: the one place that runs the sanitiser.
 */

const blockBreak = /<\s*(?:br|hr)\s*\/?\s*>|<\/\s*(?:p|div|h[1-6]|li|tr|ul|ol|section|article|header|footer|blockquote|pre|table)\s*>/gi
const paragraphEnd = /<\/\s*(?:p|h[1-6]|ul|ol|table|section)\s*>/gi
const listItemStart = /<\s*li(?:\s[^>]*)?>/gi

/** Plain text of an HTML fragment: tags and scripts removed, paragraphs and list items kept as line breaks. */
export function htmlToPlainText(html: string): string {
  if (!looksLikeHtml(html)) return tidyWhitespace(html)
  const marked = html.replace(paragraphEnd, '$&\n\n').replace(blockBreak, '$&\n').replace(listItemStart, '$&• ')
  const stripped = sanitizeHtml(marked, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'template', 'iframe'],
  })
  return tidyWhitespace(decodeEscapedText(stripped))
}

/** A tag or an entity; a bare "&" as in "M&A" or "Harbour & Crane" is plain text and skips the (slow) sanitiser. */
function looksLikeHtml(value: string): boolean {
  return value.includes('<') || /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.test(value)
}

/** sanitize-html escapes the text it keeps; the column holds plain text, so undo exactly that escaping. */
function decodeEscapedText(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

const oddWhitespace = /[\r\t\f\v\u00a0\u2000-\u200b\u202f\u3000]/

/** Most text is already tidy; plain substring checks find that out far faster than rewriting it. */
function isTidy(value: string): boolean {
  return !(value.includes('  ') || value.includes(' \n') || value.includes('\n ') || value.includes('\n\n\n') || oddWhitespace.test(value))
}

function tidyWhitespace(value: string): string {
  if (isTidy(value)) return value.trim()
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0\u2000-\u200b\u202f\u3000]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Whitespace that one line of text should not have: line breaks, tabs, odd spaces, runs, or spaces at the ends. */
const irregularSpacing = /[\t\n\r\f\v\u00a0\u2000-\u200b\u202f\u3000]|\s\s|^\s|\s$/

/** One line of text (a title, a name, a list item): HTML and entities removed, whitespace collapsed. */
export function toPlainLine(value: string): string {
  const plain = looksLikeHtml(value) ? htmlToPlainText(value) : value
  return irregularSpacing.test(plain) ? plain.replace(/\s+/g, ' ').trim() : plain
}
