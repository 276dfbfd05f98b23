import { describe, expect, it } from 'vitest'
import { createLocalMailbox } from './local.ts'

/**
 * The development inbox's page (decision 070): the person at the machine delivers an employer's reply
 * into the local inbox, which the e-mail-response monitor then reads like a mail server's.
 */

function form(values: Record<string, string>) {
  return { method: 'POST', body: new URLSearchParams(values), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
}

const reply = {
  from: 'HR@Infosys.example',
  to: 'asha.rao@example.com',
  subject: 'Interview invitation: Data Analyst',
  text: 'We would like to invite you to an interview on Monday.',
}

describe('the development inbox page', () => {
  it('delivers a reply into the inbox the monitor reads, then shows it', async () => {
    const mailbox = createLocalMailbox()
    const pages = mailbox.localPages
    expect(pages?.path).toBe('/__local/inbox')
    const router = pages?.router
    if (!router) throw new Error('the local inbox has no page')

    const empty = await router.request('/')
    expect(empty.status).toBe(200)
    expect(await empty.text()).toContain('The inbox is empty')

    const delivered = await router.request('/deliver', form(reply))
    expect(delivered.status).toBe(303)
    expect(delivered.headers.get('location')).toBe('/__local/inbox?delivered=1')

    const batch = await mailbox.readMessages(
      { host: 'local', port: 993, tls: true, user: 'any', password: 'any' },
      { uidValidity: null, afterUid: null, since: new Date(0), limit: 10 },
    )
    expect(batch.messages).toEqual([
      { uid: 1, from: 'hr@infosys.example', to: ['asha.rao@example.com'], subject: reply.subject, text: reply.text },
    ])

    const page = await (await router.request('/?delivered=1')).text()
    expect(page).toContain('Delivered: “Interview invitation: Data Analyst” to asha.rao@example.com.')
    expect(page).toContain('In the inbox (1)')
  })

  it('refuses a reply without a valid sender or subject, keeping what was typed, in the reader language', async () => {
    const mailbox = createLocalMailbox()
    const router = mailbox.localPages?.router
    if (!router) throw new Error('the local inbox has no page')
    const refused = await router.request('/deliver', {
      ...form({ ...reply, from: 'not an address', subject: '' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'hi' },
    })
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expect(page).toContain('<html lang="hi">')
    expect(page).toContain('भेजने वाले का ईमेल पता लिखें।')
    expect(page).toContain('ज़्यादा से ज़्यादा 200 अक्षरों का विषय लिखें।')
    expect(page).toContain('value="not an address"')
    expect(page).toContain(reply.text)
    expect(mailbox.list()).toEqual([])
  })

  it('escapes what it shows', async () => {
    const mailbox = createLocalMailbox()
    mailbox.deliver({ from: 'hr@x.example', to: ['a@b.example'], subject: '<script>alert(1)</script>', text: 'x' })
    const page = await (await mailbox.localPages?.router.request('/'))?.text()
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).not.toContain('<script>alert(1)</script>')
  })
})
