/**
 * The blog's Markdown, rendered to HTML by construction rather than by cleaning (decision 062): every
 * character of the source is escaped, and only the tags below are ever written, with no attribute but
 * a checked `href` (and `rel`). Raw HTML in the source is shown as text, so there is no script, event
 * handler or style to remove; a link is kept only when it leads to http(s), mailto, a path of the site
 * or an anchor, so javascript:, data: and vbscript: URLs become plain text. The same function renders
 * the article on the server and the editor's live preview in the browser.
 *
 * Blocks: paragraphs, headings (# and ## become h2, ### h3, #### and deeper h4: the page's h1 is the
 * title), - * + lists, 1. lists, > quotes, ``` code blocks and --- rules. Inline: **strong**, *em* or
 * _em_, `code`, [text](url) and \ escapes.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** Whether the text holds a control character, a space or a backslash (code points up to 0x20, 0x7f to 0x9f, '\\'). */
function hasControlOrSpace(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\') return true
  }
  return false
}

/** The href of a link when it is one we allow, else null (the link is then shown as its text). */
export function safeHref(raw: string): string | null {
  const url = raw.trim()
  // Control characters and spaces inside a URL are how scheme checks are dodged ("java\tscript:").
  if (url === '' || hasControlOrSpace(url)) return null
  if (/^https?:\/\/[^/]/i.test(url)) return url
  if (/^mailto:[^:]+$/i.test(url)) return url
  if (url.startsWith('/') && !url.startsWith('//')) return url
  if (url.startsWith('#')) return url
  return null
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href)
}

/** Finds the closing marker at or after `from`, skipping escaped characters; -1 when there is none. */
function findClosing(text: string, marker: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\\') {
      index += 1
      continue
    }
    if (text.startsWith(marker, index)) return index
  }
  return -1
}

/** The inline markup of one block's text. */
export function renderInline(text: string, depth = 0): string {
  let html = ''
  let index = 0
  while (index < text.length) {
    const char = text[index] ?? ''
    if (char === '\\' && index + 1 < text.length) {
      html += escapeHtml(text[index + 1] ?? '')
      index += 2
      continue
    }
    if (char === '`') {
      const close = text.indexOf('`', index + 1)
      if (close > index + 1) {
        html += `<code>${escapeHtml(text.slice(index + 1, close))}</code>`
        index = close + 1
        continue
      }
    }
    if (char === '[' && depth < 3) {
      const labelEnd = findClosing(text, '](', index + 1)
      const urlEnd = labelEnd === -1 ? -1 : text.indexOf(')', labelEnd + 2)
      if (labelEnd !== -1 && urlEnd !== -1) {
        const label = renderInline(text.slice(index + 1, labelEnd), depth + 1)
        const href = safeHref(text.slice(labelEnd + 2, urlEnd))
        html +=
          href === null
            ? label
            : `<a href="${escapeHtml(href)}"${isExternal(href) ? ' rel="nofollow noopener noreferrer"' : ''}>${label}</a>`
        index = urlEnd + 1
        continue
      }
    }
    if (text.startsWith('**', index) && depth < 3) {
      const close = findClosing(text, '**', index + 2)
      if (close > index + 2) {
        html += `<strong>${renderInline(text.slice(index + 2, close), depth + 1)}</strong>`
        index = close + 2
        continue
      }
    }
    if ((char === '*' || char === '_') && depth < 3 && /\S/.test(text[index + 1] ?? ' ')) {
      const close = findClosing(text, char, index + 1)
      const isWordInside = char === '_' && /\w/.test(text[index - 1] ?? ' ')
      if (close > index + 1 && !isWordInside) {
        html += `<em>${renderInline(text.slice(index + 1, close), depth + 1)}</em>`
        index = close + 1
        continue
      }
    }
    html += escapeHtml(char)
    index += 1
  }
  return html
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/
const QUOTE = /^\s*>\s?(.*)$/
const FENCE = /^\s*```/

function headingTag(hashes: number): 'h2' | 'h3' | 'h4' {
  if (hashes <= 2) return 'h2'
  if (hashes === 3) return 'h3'
  return 'h4'
}

/** The whole body as HTML: safe to put into the page as it is. */
export function renderMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
  const out: string[] = []
  let paragraph: string[] = []

  function closeParagraph() {
    if (paragraph.length === 0) return
    out.push(`<p>${renderInline(paragraph.join(' '))}</p>`)
    paragraph = []
  }

  let index = 0
  while (index < lines.length) {
    const line = lines[index] ?? ''
    if (FENCE.test(line)) {
      closeParagraph()
      const code: string[] = []
      index += 1
      while (index < lines.length && !FENCE.test(lines[index] ?? '')) {
        code.push(lines[index] ?? '')
        index += 1
      }
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`)
      index += 1
      continue
    }
    if (line.trim() === '') {
      closeParagraph()
      index += 1
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      closeParagraph()
      const tag = headingTag(heading[1]?.length ?? 2)
      out.push(`<${tag}>${renderInline(heading[2] ?? '')}</${tag}>`)
      index += 1
      continue
    }
    if (RULE.test(line)) {
      closeParagraph()
      out.push('<hr>')
      index += 1
      continue
    }
    const listKind = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null
    if (listKind) {
      closeParagraph()
      const items: string[] = []
      while (index < lines.length) {
        const item = listKind.exec(lines[index] ?? '')
        if (item) {
          items.push(item[1] ?? '')
        } else if (items.length > 0 && /^\s{2,}\S/.test(lines[index] ?? '')) {
          // An indented line continues the item above it.
          items[items.length - 1] += ` ${(lines[index] ?? '').trim()}`
        } else {
          break
        }
        index += 1
      }
      const tag = listKind === BULLET ? 'ul' : 'ol'
      out.push(`<${tag}>${items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${tag}>`)
      continue
    }
    if (QUOTE.test(line)) {
      closeParagraph()
      const quoted: string[] = []
      while (index < lines.length) {
        const match = QUOTE.exec(lines[index] ?? '')
        if (!match) break
        quoted.push(match[1] ?? '')
        index += 1
      }
      const paragraphs = quoted
        .join('\n')
        .split(/\n\s*\n/)
        .filter((part) => part.trim() !== '')
        .map((part) => `<p>${renderInline(part.replace(/\n/g, ' '))}</p>`)
      out.push(`<blockquote>${paragraphs.join('')}</blockquote>`)
      continue
    }
    paragraph.push(line.trim())
    index += 1
  }
  closeParagraph()
  return out.join('\n')
}
