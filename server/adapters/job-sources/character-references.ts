/**
 * Character references in markup from job sources: the five that XML predefines (&lt; &gt; &amp; &quot;
 * &apos;), HTML's &#39;, and numeric ones. Nothing else is expanded: an entity a document declares for
 * itself (the "billion laughs" of a DOCTYPE) stays as the literal text it was.
 */

const predefined: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

const reference = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g

/** One pass, so "&amp;lt;" becomes "&lt;" and never "<". */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(reference, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return predefined[name] ?? whole
    const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16)
    return isCharacter(codePoint) ? String.fromCodePoint(codePoint) : whole
  })
}

/** A code point XML allows in text: no NUL or other C0 controls but tab and line breaks, no surrogates. */
function isCharacter(codePoint: number): boolean {
  if (codePoint === 0x9 || codePoint === 0xa || codePoint === 0xd) return true
  if (codePoint < 0x20) return false
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false
  return codePoint <= 0x10ffff && codePoint !== 0xfffe && codePoint !== 0xffff
}

const escapedTag = /&lt;\s*\/?\s*[a-z!]/i

/**
 * A description whose HTML arrived escaped once more than it should ("&lt;p&gt;Role&lt;/p&gt;", common
 * in JSON-LD and in feeds that escape inside CDATA) is unescaped, so the sanitiser sees real tags (and
 * removes a real `<script>`) instead of passing them on as text. Markup that has real tags is left as it is.
 */
export function unescapeDoublyEscapedHtml(html: string): string {
  if (html.includes('<') || !escapedTag.test(html)) return html
  return decodeCharacterReferences(html)
}
