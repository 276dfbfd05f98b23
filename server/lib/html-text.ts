import sanitizeHtml from 'sanitize-html'

/**
 * HTML from outside (job postings now, other ingested content later) reduced to the plain text we
 * store and show: the one place that runs the sanitiser.
 */

const blockBreak = /<\s*(?:br|hr)\s*\/?\s*>|<\/\s*(?:p|div|h[1-6]|li|tr|ul|ol|section|article|header|footer|blockquote|pre|table)\s*>/gi
const paragraphEnd = /<\/\s*(?:p|h[1-6]|ul|ol|table|section)\s*>/gi
const listItemStart = /<\s*li(?:\s[^>]*)?>/gi

/**
 * Plain text of an HTML fragment: tags, scripts, styles, comments and event handlers removed, paragraphs
 * and list items kept as line breaks. HTML sent escaped, as Greenhouse sends its `content`
 * ("&lt;p&gt;…"), becomes paragraphs, not literal tags. The text we return holds no markup at all: markup
 * escaped twice, or left as text inside the HTML ("&lt;script&gt;"), is removed as well, so nothing that
 * a careless reader of the column could run reaches it.
 */
export function htmlToPlainText(html: string): string {
  if (!looksLikeHtml(html)) return tidyWhitespace(html)
  let text = html
  for (let round = 0; round < MAX_MARKUP_ROUNDS; round += 1) {
    text = textOfHtml(escapedMarkup.test(text) ? unescapeOnce(text) : text)
    if (!remainingMarkup.test(text) && !escapedMarkup.test(text)) break
  }
  return tidyWhitespace(text.replace(remainingMarkupEverywhere, ''))
}

/** How many times text is read as HTML (markup escaped twice takes two) before what still looks like markup is cut out. */
const MAX_MARKUP_ROUNDS = 3
/** A tag or a comment written as escaped text: "&lt;p&gt;", "&lt;/li&gt;", "&lt;br/&gt;", "&lt;!--". */
const escapedMarkup = /&lt;(?:\/?[a-z][a-z0-9-]*(?:\s|\/|&gt;)|!--)/i
/** A tag or a comment in text. "a < b" and "<5 years" are not markup. */
const remainingMarkup = /<(?:\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|!--)/i
const remainingMarkupEverywhere = new RegExp(remainingMarkup.source, 'gi')

function textOfHtml(html: string): string {
  const marked = html.replace(paragraphEnd, '$&\n\n').replace(blockBreak, '$&\n').replace(listItemStart, '$&• ')
  const stripped = sanitizeHtml(marked, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'select', 'noscript', 'template', 'iframe', 'object', 'title', 'head'],
  })
  return decodeEscapedText(stripped)
}

/** One level of escaping undone ("&lt;p&gt;We&amp;#39;re" → "<p>We&#39;re"), so the HTML parser reads the tags. */
function unescapeOnce(value: string): string {
  return value
    .replace(/&lt;|&#0*60;|&#x0*3c;/gi, '<')
    .replace(/&gt;|&#0*62;|&#x0*3e;/gi, '>')
    .replace(/&quot;|&#0*34;|&#x0*22;/gi, '"')
    .replace(/&#0*39;|&#x0*27;|&apos;/gi, "'")
    .replace(/&amp;/gi, '&')
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
