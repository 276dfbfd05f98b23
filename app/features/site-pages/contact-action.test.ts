import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { outbox } from '#server/db/schema/index.ts'
import { CONTACT_PER_IP_RATE, CONTACT_PER_SENDER_RATE } from '#server/features/site-pages/service.ts'
import type { Services } from '#server/services.ts'
import { buildLoaderArgs, readLoaderAnswer } from '#tests/support/loader-args.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { action } from './routes/contact.tsx'

/** /contact posted without JavaScript (decision 074): the route's action, on the real services. */

const SUPPORT = 'help-desk@jobyatra.test'

const message = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  subject: 'Invoice for my Premium payment',
  message: 'Hello, my GST invoice shows the wrong state. Can you correct it?',
}

describeOnDatabases('the contact form posted without JavaScript', (getHandle) => {
  let services: Services
  let app: TestApp

  beforeAll(() => {
    const handle = getHandle()
    services = buildTestServices(handle, { support: { email: SUPPORT } })
    app = buildTestApp(handle, { env: { TRUST_PROXY: 'true' }, services })
  })

  function post(form: Record<string, string>, clientIp: string, language: 'en' | 'hi' = 'en') {
    const { args } = buildLoaderArgs(`${TEST_PUBLIC_URL}/contact`, services, {
      form,
      clientIp,
      headers: { 'accept-language': language === 'hi' ? 'hi-IN,hi;q=0.9' : 'en-IN' },
    })
    return readLoaderAnswer(() => action(args))
  }

  async function contactRows() {
    return getHandle().db.select().from(outbox).where(eq(outbox.template, 'contact-message'))
  }

  test('a valid form becomes the same outbox message as the API sends, and the page names the reply address', async () => {
    const answer = await post({ ...message, subject: '  Invoice for my Premium payment  ' }, '198.51.100.1', 'hi')
    expect(answer).toMatchObject({ status: 200, data: { sentTo: 'asha@example.in' } })
    const rows = await contactRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ recipient: SUPPORT, locale: 'en', userId: null })
    expect(rows[0]?.params).toEqual({ ...message, pageLanguage: 'hi' })
  })

  test('a refused form answers 400 with each field named by the schema and what was typed, and sends nothing', async () => {
    const typed = { name: 'A', email: 'not-an-address', subject: '', message: 'short' }
    const answer = await post(typed, '198.51.100.2')
    expect(answer.status).toBe(400)
    const data = answer.data as { values: typeof typed; error: { code: string; fields: Array<{ path: string; message: string }> } }
    expect(data.values).toEqual(typed)
    expect(data.error.code).toBe('VALIDATION_INVALID_FORMAT')
    expect(Object.fromEntries(data.error.fields.map((field) => [field.path, field.message]))).toEqual({
      name: 'nameTooShort',
      email: 'invalidEmail',
      subject: 'required',
      message: 'messageTooShort',
    })
    expect(await contactRows()).toHaveLength(1)
  })

  test(`one address sends at most ${CONTACT_PER_IP_RATE.limit} an hour, counted with the API's sends`, async () => {
    const ip = '198.51.100.3'
    for (let count = 1; count < CONTACT_PER_IP_RATE.limit; count += 1) {
      const response = await app.request(`${TEST_PUBLIC_URL}/api/contact`, {
        method: 'POST',
        headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ ...message, email: `api-${count}@example.in` }),
      })
      expect(response.status).toBe(202)
    }
    expect((await post({ ...message, email: 'last@example.in' }, ip)).status).toBe(200)
    const refused = await post({ ...message, email: 'one-more@example.in' }, ip)
    expect(refused.status).toBe(429)
    expect(refused.data).toMatchObject({ values: { email: 'one-more@example.in' }, error: { code: 'API_RATE_LIMITED' } })
  })

  test(`one reply address is used at most ${CONTACT_PER_SENDER_RATE.limit} times an hour, from any address`, async () => {
    const sender = { ...message, email: 'Ravi@Example.in' }
    for (let count = 1; count <= CONTACT_PER_SENDER_RATE.limit; count += 1) {
      expect((await post(sender, `198.51.101.${count}`)).status).toBe(200)
    }
    const refused = await post({ ...sender, email: 'ravi@example.in' }, '198.51.101.99')
    expect(refused.status).toBe(429)
  })
})
