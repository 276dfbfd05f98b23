import fc from 'fast-check'
import { beforeAll, expect, it } from 'vitest'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { companyLogos } from '#server/db/schema/jobs.ts'
import { insertCompany } from '#tests/support/factories.ts'
import { buildTestApp, type TestApp } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { parseCompanyId } from './routes.ts'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

it('reads a company id only as a positive integer in plain decimal digits within PostgreSQL integers', () => {
  const read = (texts: string[]) => Object.fromEntries(texts.map((text) => [text, parseCompanyId(text)]))
  expect(read(['1', '42', '2147483647'])).toEqual({ '1': 1, '42': 42, '2147483647': 2_147_483_647 })
  expect(
    read(['0', '-1', '+1', '01', '1.0', '1e3', '0x10', ' 1', '1 ', '１', '٣', '2147483648', '99999999999', '', 'NaN', 'Infinity']),
  ).toEqual({
    '0': null,
    '-1': null,
    '+1': null,
    '01': null,
    '1.0': null,
    '1e3': null,
    '0x10': null,
    ' 1': null,
    '1 ': null,
    '１': null,
    '٣': null,
    '2147483648': null,
    '99999999999': null,
    '': null,
    NaN: null,
    Infinity: null,
  })
})

describeOnDatabases('GET /api/companies/{id}/logo', (getHandle) => {
  let app: TestApp
  let withLogo: number
  let withoutLogo: number

  beforeAll(async () => {
    const handle = getHandle()
    withLogo = (await insertCompany(handle, { name: 'Has Logo' })).id
    withoutLogo = (await insertCompany(handle, { name: 'No Logo' })).id
    await handle.db
      .insert(companyLogos)
      .values({ companyId: withLogo, contentType: 'image/png', bytes: PNG, sha256: 'abc123', sourceUrl: 'https://cdn.example/logo.png' })
    app = buildTestApp(handle)
  })

  const expectNotFound = async (path: string) => {
    const response = await app.request(path)
    expect(response.status, path).toBe(404)
    const body = apiErrorSchema.parse(await response.json())
    expect(body.error.code, path).toBe('NOT_FOUND')
  }

  it('answers 404 in the error shape for a company without a stored logo and for ids no company can have', async () => {
    expect((await app.request(`/api/companies/${withLogo}/logo`)).status).toBe(200)
    await expectNotFound(`/api/companies/${withoutLogo}/logo`)
    for (const id of [
      '0',
      '-1',
      `0${withLogo}`,
      `${withLogo}.0`,
      '1e3',
      '0x1',
      'abc',
      '%20',
      `%20${withLogo}`,
      '2147483648',
      '9'.repeat(40),
      "1'%20or%20'1'='1",
    ]) {
      await expectNotFound(`/api/companies/${id}/logo`)
    }
  })

  it('answers every other id with a 404 (or a 400 for a path that is not UTF-8) in the error shape, never a 5xx', async () => {
    const idArb = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }).map((text) => encodeURIComponent(text.toWellFormed())),
      fc.integer().map(String),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
      fc.constantFrom('%ff', '%00', 'a%00b', '%e0%a4', '%', '%zz'),
    )
    await fc.assert(
      fc.asyncProperty(idArb, async (id) => {
        fc.pre(id !== String(withLogo) && id !== '' && id !== '.' && id !== '..' && !id.includes('/'))
        const response = await app.request(`/api/companies/${id}/logo`)
        expect([400, 404], id).toContain(response.status)
        expect(apiErrorSchema.safeParse(await response.json()).success, id).toBe(true)
      }),
      { seed: 20_261_124, numRuns: 300 },
    )
  })
})
