import { describe, expect, it } from 'vitest'
import { renderOfflinePage } from './offline-page.ts'

describe('offline page', () => {
  const en = { title: "You're offline", body: 'Not saved yet.', retry: 'Try again', home: 'Home' }
  const hi = { title: 'आप ऑफ़लाइन हैं', body: 'अभी सेव नहीं हुआ।', retry: 'फिर से कोशिश करें', home: 'होम' }
  const html = renderOfflinePage([
    { lang: 'en', texts: en },
    { lang: 'hi', texts: hi },
  ])

  it('says it in English and Hindi, each section marked with its language, the document in the first', () => {
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<section lang="en">\n<h1>You&#39;re offline</h1>')
    expect(html).toContain(`<section lang="hi">\n<h2>${hi.title}</h2>`)
    expect(html).toContain(hi.retry)
  })

  it('carries no script, which the page CSP would refuse without a nonce', () => {
    expect(html).not.toMatch(/<script/i)
  })

  it('escapes the texts', () => {
    const page = renderOfflinePage([{ lang: 'en', texts: { title: '<b>', body: 'a & b', retry: '"r"', home: 'h' } }])
    expect(page).toContain('<h1>&lt;b&gt;</h1>')
    expect(page).toContain('<p>a &amp; b</p>')
    expect(page).toContain('&quot;r&quot;')
  })
})
