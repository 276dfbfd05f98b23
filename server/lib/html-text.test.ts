import { describe, expect, it } from 'vitest'
import { htmlToPlainText } from './html-text.ts'

describe('htmlToPlainText', () => {
  it('keeps plain text as it is, apart from whitespace', () => {
    expect(htmlToPlainText('  Line one  \n\n\n\nLine   two ')).toBe('Line one\n\nLine two')
  })

  it('removes scripts, styles and tags and decodes entities', () => {
    expect(htmlToPlainText('<style>p{}</style>A &lt;b&gt; &quot;c&quot; &#39;d&#39; &amp; ₹<br>E')).toBe('A <b> "c" \'d\' & ₹\nE')
  })
})
