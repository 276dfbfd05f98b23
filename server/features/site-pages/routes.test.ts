import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { CONTACT_MESSAGE_MAX } from '#core/site-pages/contact-limits.ts'
import { outbox } from '#server/db/schema/index.ts'
import { renderMessage } from '#server/features/notifications/index.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { CONTACT_PER_IP_RATE, CONTACT_PER_SENDER_RATE } from './service.ts'

const SUPPORT = 'help-desk@jobyatra.test'

const message = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  subject: 'Invoice for my Premium payment',
  message: 'Hello, my GST invoice shows the wrong state. Can you correct it?',
}

function send(app: TestApp, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return app.request(`${TEST_PUBLIC_URL}/api/contact`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describeOnDatabases('contact API', (getHandle) => {
  let app: TestApp

  beforeAll(() => {
    const handle = getHandle()
    app = buildTestApp(handle, { env: { TRUST_PROXY: 'true' }, services: buildTestServices(handle, { support: { email: SUPPORT } }) })
  })

  test('a message becomes one outbox row to the support inbox, with what was typed and the reply address', async () => {
    const response = await send(app, { ...message, subject: '  Invoice for my Premium payment  ' }, '203.0.113.10', {
      'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8',
    })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'sent' })

    const rows = await getHandle().db.select().from(outbox).where(eq(outbox.template, 'contact-message'))
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(row).toMatchObject({ recipient: SUPPORT, channel: 'email', locale: 'en', userId: null, state: 'pending' })
    expect(row?.params).toEqual({ ...message, pageLanguage: 'hi' })

    const rendered = renderMessage({ template: 'contact-message', locale: 'en', params: row?.params, recipient: SUPPORT })
    expect(rendered).toMatchObject({ channel: 'email', subject: 'Contact form: Invoice for my Premium payment' })
    expect(rendered.text).toContain('Asha Verma (asha@example.in) wrote through the contact form')
    expect(rendered.text).toContain(message.message)
    expect(rendered.text).toContain('Reply to asha@example.in. They wrote from the Hindi site.')
  })

  test('each field is checked by the schema the form uses: 400 naming the fields, and nothing written', async () => {
    const before = await getHandle().db.select().from(outbox).where(eq(outbox.template, 'contact-message'))
    const response = await send(app, { name: 'A', email: 'not-an-address', subject: '', message: 'short' }, '203.0.113.20')
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; fields?: Array<{ path: string; message: string }> } }
    expect(Object.fromEntries((body.error.fields ?? []).map((field) => [field.path, field.message]))).toEqual({
      name: 'nameTooShort',
      email: 'invalidEmail',
      subject: 'required',
      message: 'messageTooShort',
    })
    const tooLong = await send(app, { ...message, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, '203.0.113.20')
    expect(tooLong.status).toBe(400)
    const unknownField = await send(app, { ...message, cc: 'someone@example.in' }, '203.0.113.20')
    expect(unknownField.status).toBe(400)
    const after = await getHandle().db.select().from(outbox).where(eq(outbox.template, 'contact-message'))
    expect(after).toHaveLength(before.length)
  })

  test('a body over the limit is refused unread: 413', async () => {
    const response = await send(app, { ...message, message: 'x'.repeat(40 * 1024) }, '203.0.113.30')
    expect(response.status).toBe(413)
  })

  test(`one address sends at most ${CONTACT_PER_IP_RATE.limit} an hour, then 429 with Retry-After`, async () => {
    const ip = '198.51.100.7'
    for (let count = 1; count <= CONTACT_PER_IP_RATE.limit; count += 1) {
      expect((await send(app, { ...message, email: `person${count}@example.in` }, ip)).status).toBe(202)
    }
    const refused = await send(app, { ...message, email: 'another@example.in' }, ip)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('API_RATE_LIMITED')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not held back by this one's count.
    expect((await send(app, { ...message, email: 'fresh@example.in' }, '198.51.100.8')).status).toBe(202)
  })

  test(`one reply address is used at most ${CONTACT_PER_SENDER_RATE.limit} times an hour, from any address`, async () => {
    const sender = { ...message, email: 'Repeat@Example.in' }
    for (let count = 1; count <= CONTACT_PER_SENDER_RATE.limit; count += 1) {
      expect((await send(app, sender, `192.0.2.${count}`)).status).toBe(202)
    }
    expect((await send(app, { ...sender, email: 'repeat@example.in' }, '192.0.2.99')).status).toBe(429)
  })
})

describe('the contact-message template', () => {
  test('flattens line breaks in the subject, so a subject cannot add lines to the e-mail', () => {
    const rendered = renderMessage({
      template: 'contact-message',
      locale: 'en',
      params: { ...message, subject: 'Help\r\nBcc: everyone@example.in', pageLanguage: 'en' },
      recipient: SUPPORT,
    })
    expect(rendered).toMatchObject({ subject: 'Contact form: Help Bcc: everyone@example.in' })
  })
})
