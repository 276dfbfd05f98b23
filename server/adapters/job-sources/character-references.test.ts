import { describe, expect, it } from 'vitest'
import { decodeCharacterReferences, unescapeDoublyEscapedHtml } from './character-references.ts'

describe('decodeCharacterReferences', () => {
  it('decodes the five predefined entities and numeric references in one pass', () => {
    expect(decodeCharacterReferences('B&amp;R &lt;p&gt; &quot;x&quot; &apos;y&apos; &#8377;5 &#x20B9;6')).toBe('B&R <p> "x" \'y\' ₹5 ₹6')
    expect(decodeCharacterReferences('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;')
  })

  it('leaves declared, unknown and impossible references as they are', () => {
    expect(decodeCharacterReferences('&lol9; &nbsp; &#0; &#xD800; &#x110000; &#9999999;')).toBe(
      '&lol9; &nbsp; &#0; &#xD800; &#x110000; &#9999999;',
    )
  })
})

describe('unescapeDoublyEscapedHtml', () => {
  it('unescapes HTML that arrived escaped once too often, so the sanitiser sees its tags', () => {
    expect(unescapeDoublyEscapedHtml('&lt;p&gt;Hi&lt;/p&gt;&lt;script&gt;x&lt;/script&gt;')).toBe('<p>Hi</p><script>x</script>')
  })

  it('leaves real markup and plain text with entities alone', () => {
    expect(unescapeDoublyEscapedHtml('<p>3 &lt; 5</p>')).toBe('<p>3 &lt; 5</p>')
    expect(unescapeDoublyEscapedHtml('Salary &lt; 5 LPA, M&amp;A team')).toBe('Salary &lt; 5 LPA, M&amp;A team')
  })
})
