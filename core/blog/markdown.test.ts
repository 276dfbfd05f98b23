import sanitizeHtml from 'sanitize-html'
import { describe, expect, test } from 'vitest'
import { renderMarkdown, safeHref } from './markdown.ts'

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'strong', 'em', 'a']

/** Every tag the renderer wrote, with its attributes. */
function tagsOf(html: string): Array<{ name: string; attributes: string }> {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map((match) => ({ name: match[1] ?? '', attributes: (match[2] ?? '').trim() }))
}

/** XSS payloads from the usual cheat sheets, as raw HTML and hidden in Markdown links and emphasis. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{display:none}</style>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<math><mtext></mtext><mglyph><svg><mtext><style><img src=x onerror=alert(1)></style></mtext></svg></mglyph></math>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click](//evil.example/x)',
  '[click](https://ok.example/" onmouseover="alert(1))',
  '[x"><script>alert(1)</script>](https://ok.example)',
  '**<img src=x onerror=alert(1)>**',
  '*<svg/onload=alert(1)>*',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
  '- <a href=javascript:alert(1)>x</a>',
  '## <script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><img src=x onerror=alert(1)>',
  "'';!--\"<XSS>=&{()}",
  '[a](https://ok.example/\\u0022onclick=alert(1))',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '[x](mailto:a@b.example?subject=<script>)',
]

describe('the blog Markdown renderer', () => {
  test.each(PAYLOADS)('writes only allowed tags, no handler, script, style or unsafe URL: %s', (payload) => {
    const html = renderMarkdown(`Intro text.\n\n${payload}\n\nOutro.`)
    for (const tag of tagsOf(html)) {
      expect(ALLOWED_TAGS, html).toContain(tag.name)
      if (tag.name === 'a' && tag.attributes !== '') {
        const attributes = [...tag.attributes.matchAll(/([a-z-]+)="([^"]*)"/g)]
        expect(
          attributes.map((attribute) => attribute[1]).every((name) => name === 'href' || name === 'rel'),
          html,
        ).toBe(true)
        const href = attributes.find((attribute) => attribute[1] === 'href')?.[2] ?? ''
        expect(href, html).toMatch(/^(https?:\/\/[^/]|mailto:|\/[^/]|#)/i)
      } else if (!tag.attributes.startsWith('/')) {
        expect(tag.attributes, html).toBe('')
      }
    }
    // Outside the allowed tags no markup is left: every other < and " of the payload is escaped text.
    const text = html.replace(
      /<\/?(p|h2|h3|h4|ul|ol|li|blockquote|pre|code|hr|strong|em)>|<a href="[^"<>]*"( rel="nofollow noopener noreferrer")?>|<\/a>/g,
      '',
    )
    expect(text, html).not.toMatch(/[<>"]/)
    for (const tag of tagsOf(html)) expect(tag.attributes).not.toMatch(/javascript:|vbscript:|data:|\son[a-z]+=|style=/i)
    // An independent sanitiser with the same allow-list finds nothing to remove.
    const cleaned = sanitizeHtml(html, {
      allowedTags: ALLOWED_TAGS,
      allowedAttributes: { a: ['href', 'rel'] },
      allowedSchemes: ['http', 'https', 'mailto'],
      allowProtocolRelative: false,
    })
    expect(tagsOf(cleaned.replace(/<hr \/>/g, '<hr>'))).toEqual(tagsOf(html))
  })

  test('has at least 25 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25)
  })

  test('renders the subset: headings, lists, quotes, code, emphasis and links', () => {
    const html = renderMarkdown(
      [
        '# Title becomes h2',
        '### Sub',
        'A **bold** and *em* and _em_ and `code` with [a link](https://example.com) and [inside](/blog/x).',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '> quoted',
        '',
        '---',
      ].join('\n'),
    )
    expect(html).toBe(
      [
        '<h2>Title becomes h2</h2>',
        '<h3>Sub</h3>',
        '<p>A <strong>bold</strong> and <em>em</em> and <em>em</em> and <code>code</code> with <a href="https://example.com" rel="nofollow noopener noreferrer">a link</a> and <a href="/blog/x">inside</a>.</p>',
        '<ul><li>one</li><li>two</li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<blockquote><p>quoted</p></blockquote>',
        '<hr>',
      ].join('\n'),
    )
  })

  test('keeps snake_case words and escaped characters as text', () => {
    expect(renderMarkdown('file_name_here and \\*not em\\*')).toBe('<p>file_name_here and *not em*</p>')
  })

  test('safeHref keeps web, mail, site paths and anchors only', () => {
    expect(safeHref('https://gov.uk')).toBe('https://gov.uk')
    expect(safeHref('/blog/x')).toBe('/blog/x')
    expect(safeHref('#part')).toBe('#part')
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example')
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x', 'java script:x', ''])
      expect(safeHref(bad)).toBeNull()
  })
})
