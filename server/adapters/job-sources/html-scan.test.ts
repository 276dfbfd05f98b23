import { describe, expect, it } from 'vitest'
import { findJsonLdScripts, findLinks } from './html-scan.ts'

const page = 'https://careers.example.in/openings/'

function hrefs(html: string): string[] {
  return findLinks(html, page).map((url) => url.href)
}

describe('findJsonLdScripts', () => {
  it('finds every ld+json script whatever the attribute order, quoting, case or parameters', () => {
    const html = [
      '<script type="application/ld+json">{"a":1}</script>',
      "<SCRIPT class='schema' TYPE='Application/LD+JSON'>{\"b\":2}</SCRIPT>",
      '<script type=application/ld+json data-x="1 > 0">{"c":3}</script >',
      '<script type="application/ld+json; charset=utf-8">{"d":4}</script>',
    ].join('\n')
    expect(findJsonLdScripts(html)).toEqual(['{"a":1}', '{"b":2}', '{"c":3}', '{"d":4}'])
  })

  it('skips other scripts, commented-out blocks and look-alikes inside other raw text', () => {
    const html = [
      '<script>var s = \'<script type="application/ld+json">{"fake":1}</scr\' + \'ipt>\'</script>',
      '<!-- <b>retired</b> <script type="application/ld+json">{"old":1}</script> -->',
      '<textarea><script type="application/ld+json">{"typed":1}</script></textarea>',
      '<script type="text/javascript">var ld = {}</script>',
      '<script type="application/ld+json">{"real":1}</script>',
    ].join('\n')
    expect(findJsonLdScripts(html)).toEqual(['{"real":1}'])
  })

  it('ends a block at the first </script>, as a browser does, even inside a JSON string', () => {
    const html = '<script type="application/ld+json">{"d":"a </script> b"}</script><p>after</p>'
    expect(findJsonLdScripts(html)).toEqual(['{"d":"a '])
  })

  it('takes an unterminated block to the end of the page and stops', () => {
    expect(findJsonLdScripts('<p>x</p><script type="application/ld+json">{"cut":')).toEqual(['{"cut":'])
    expect(findJsonLdScripts('<script type="application/ld+json"')).toEqual([''])
    expect(findJsonLdScripts('<!-- never closed <script type="application/ld+json">{}</script>')).toEqual([])
  })
})

describe('findLinks', () => {
  it('resolves relative, absolute and unquoted hrefs against the page, decoding &amp;', () => {
    const html = [
      '<a href="jobs/1">one</a>',
      "<a class=x href='/jobs/2?utm_source=a&amp;utm_medium=b'>two</a>",
      '<a href=https://other.example/jobs/3>three</a>',
      '<a\n  data-title="a > b"\n  href="../jobs/4#apply">four</a>',
    ].join('')
    expect(hrefs(html)).toEqual([
      'https://careers.example.in/openings/jobs/1',
      'https://careers.example.in/jobs/2?utm_source=a&utm_medium=b',
      'https://other.example/jobs/3',
      'https://careers.example.in/jobs/4#apply',
    ])
  })

  it('resolves against <base href> when the page has one', () => {
    expect(hrefs('<head><base href="https://jobs.example.in/en/"></head><a href="role/7">x</a>')).toEqual([
      'https://jobs.example.in/en/role/7',
    ])
  })

  it('keeps only http(s) links and none from comments, scripts or other elements', () => {
    const html = [
      '<a href="mailto:hr@example.in">mail</a>',
      '<a href="javascript:alert(1)">js</a>',
      '<a href="tel:+911234567890">call</a>',
      '<!-- <b>filled</b> <a href="/jobs/old">old</a> -->',
      '<script>document.write(\'<a href="/jobs/script">s</a>\')</script>',
      '<link rel="stylesheet" href="/site.css">',
      '<a name="top">no href</a>',
      '<a href="/jobs/kept">kept</a>',
    ].join('')
    expect(hrefs(html)).toEqual(['https://careers.example.in/jobs/kept'])
  })

  it('reads the first of two href attributes, as browsers do', () => {
    expect(hrefs('<a href="/jobs/first" href="/jobs/second">x</a>')).toEqual(['https://careers.example.in/jobs/first'])
  })

  it('treats a "<" that starts no tag as text', () => {
    expect(hrefs('<p>salary < 5 LPA and 3<4</p><a href="/jobs/9">x</a>')).toEqual(['https://careers.example.in/jobs/9'])
  })

  it('scans a 4 MB page of broken markup in linear time', () => {
    const broken = '<a href="/jobs/1" title="never closed '.repeat(50_000) + '<<<<<'.repeat(400_000)
    const started = performance.now()
    expect(hrefs(broken)).toEqual(['https://careers.example.in/jobs/1'])
    expect(findJsonLdScripts(broken)).toEqual([])
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
