import { asc, eq, inArray } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { normalizeForMatch } from '#core/jobs/slug.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { companies } from '#server/db/schema/jobs.ts'
import { insertCompany } from '#tests/support/factories.ts'
import { recordQueries } from '#tests/support/query-recorder.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { matchOrCreateCompanies, UNKNOWN_COMPANY_TYPE, type EmployerSighting } from './service.ts'

const employer = (name: string, fields: Partial<EmployerSighting> = {}): EmployerSighting => ({
  name,
  website: null,
  logoUrl: null,
  ...fields,
})

async function readCompanies(handle: DatabaseHandle, ids: Iterable<number>) {
  return handle.db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      website: companies.website,
      logoUrl: companies.logoUrl,
      companyType: companies.companyType,
      employerKind: companies.employerKind,
      isVerified: companies.isVerified,
    })
    .from(companies)
    .where(inArray(companies.id, [...ids]))
    .orderBy(asc(companies.id))
}

describeOnDatabases('matchOrCreateCompanies', (getHandle) => {
  beforeEach(async () => {
    await getHandle().db.delete(companies)
  })

  it('finds a company by its name in any case or spacing, answering under the normalised name', async () => {
    const handle = getHandle()
    const tcs = await insertCompany(handle, { name: 'Tata Consultancy Services', isVerified: false })
    const ids = await matchOrCreateCompanies(handle.db, [
      employer('tata consultancy  services'),
      employer('  TATA CONSULTANCY SERVICES '),
      employer('Tata\tConsultancy\nServices'),
    ])
    expect(ids).toEqual(new Map([['tata consultancy services', tcs.id]]))
    expect(await handle.db.$count(companies)).toBe(1)
  })

  it("finds a company by its website's host, and never by a host many employers share", async () => {
    const handle = getHandle()
    const infosys = await insertCompany(handle, { name: 'Infosys Limited', website: 'https://www.infosys.com', isVerified: false })
    const onLinkedIn = await insertCompany(handle, { name: 'Quiet Labs', website: 'https://www.linkedin.com/company/quiet-labs' })
    const ids = await matchOrCreateCompanies(handle.db, [
      employer('Infosys', { website: 'https://INFOSYS.com/careers/' }),
      employer('Loud Labs', { website: 'https://in.linkedin.com/company/loud-labs' }),
    ])
    expect(ids.get('infosys')).toBe(infosys.id)
    const loudLabs = ids.get('loud labs')
    expect(loudLabs).not.toBe(onLinkedIn.id)
    expect(await readCompanies(handle, [loudLabs ?? 0])).toEqual([
      {
        id: loudLabs,
        name: 'Loud Labs',
        slug: 'loud-labs',
        website: 'https://in.linkedin.com/company/loud-labs',
        logoUrl: null,
        companyType: UNKNOWN_COMPANY_TYPE,
        employerKind: 'direct_hire',
        isVerified: false,
      },
    ])
  })

  it('prefers a name match to a host match, and a verified company where two share a name', async () => {
    const handle = getHandle()
    const unverified = await insertCompany(handle, { name: 'Zoho', slug: 'zoho-2', isVerified: false })
    const verified = await insertCompany(handle, { name: 'ZOHO', slug: 'zoho', isVerified: true })
    const byHost = await insertCompany(handle, { name: 'Zoho Corporation', website: 'https://zoho.com' })
    const ids = await matchOrCreateCompanies(handle.db, [employer('Zoho', { website: 'https://zoho.com' })])
    expect(ids.get('zoho')).toBe(verified.id)
    expect([unverified.id, byHost.id]).not.toContain(ids.get('zoho'))
  })

  it('creates the missing companies with unique slugs, one per new host, from the postings', async () => {
    const handle = getHandle()
    await insertCompany(handle, { name: 'Acme Systems', slug: 'acme-systems' })
    const ids = await matchOrCreateCompanies(handle.db, [
      employer('Acme-Systems', { website: 'https://acme-systems.example/', companyType: 'startup' }),
      employer('Acme: Systems', { logoUrl: 'https://cdn.example/acme.png', employerKind: 'agency' }),
      employer('Bharat Heavy Electricals', { website: 'https://www.bhel.com', companyType: 'government' }),
      employer('BHEL', { website: 'https://bhel.com/careers', logoUrl: 'https://bhel.com/logo.png' }),
      employer('भारतीय रेल'),
      employer('Acme-Systems', { logoUrl: 'https://cdn.example/acme-systems.png' }),
      employer('   '),
    ])
    expect([...ids.keys()]).toEqual(['acme-systems', 'acme: systems', 'bharat heavy electricals', 'bhel', 'भारतीय रेल'])
    expect(ids.get('bhel')).toBe(ids.get('bharat heavy electricals'))
    const rows = await readCompanies(handle, new Set(ids.values()))
    expect(rows).toEqual([
      {
        id: ids.get('acme-systems'),
        name: 'Acme-Systems',
        slug: 'acme-systems-2',
        website: 'https://acme-systems.example/',
        logoUrl: 'https://cdn.example/acme-systems.png',
        companyType: 'startup',
        employerKind: 'direct_hire',
        isVerified: false,
      },
      {
        id: ids.get('acme: systems'),
        name: 'Acme: Systems',
        slug: 'acme-systems-3',
        website: null,
        logoUrl: 'https://cdn.example/acme.png',
        companyType: UNKNOWN_COMPANY_TYPE,
        employerKind: 'agency',
        isVerified: false,
      },
      {
        id: ids.get('bhel'),
        name: 'Bharat Heavy Electricals',
        slug: 'bharat-heavy-electricals',
        website: 'https://www.bhel.com/',
        logoUrl: 'https://bhel.com/logo.png',
        companyType: 'government',
        employerKind: 'direct_hire',
        isVerified: false,
      },
      {
        id: ids.get('भारतीय रेल'),
        name: 'भारतीय रेल',
        slug: 'company',
        website: null,
        logoUrl: null,
        companyType: UNKNOWN_COMPANY_TYPE,
        employerKind: 'direct_hire',
        isVerified: false,
      },
    ])
    const again = await matchOrCreateCompanies(handle.db, [employer('ACME-SYSTEMS'), employer('Acme: Systems'), employer('भारतीय  रेल')])
    expect(again).toEqual(new Map([...ids].filter(([key]) => ['acme-systems', 'acme: systems', 'भारतीय रेल'].includes(key))))
    expect(await handle.db.$count(companies)).toBe(5)
  })

  it('fills what an unverified company lacks, keeps what it has, and leaves verified companies as staff set them', async () => {
    const handle = getHandle()
    const bare = await insertCompany(handle, { name: 'Ledger Labs', companyType: UNKNOWN_COMPANY_TYPE, isVerified: false })
    const partial = await insertCompany(handle, { name: 'Orbit Works', website: 'https://orbit.example', isVerified: false })
    const verified = await insertCompany(handle, { name: 'Wipro', companyType: 'enterprise', isVerified: true })
    const before = await readCompanies(handle, [partial.id, verified.id])
    await matchOrCreateCompanies(handle.db, [
      employer('Ledger Labs', {
        website: 'https://ledgerlabs.example',
        logoUrl: 'https://ledgerlabs.example/logo.png',
        companyType: 'startup',
      }),
      employer('Ledger Labs', { website: 'https://elsewhere.example', logoUrl: 'https://elsewhere.example/logo.png' }),
      employer('Orbit Works', {
        website: 'https://orbit-works.example',
        logoUrl: 'https://orbit.example/logo.webp',
        companyType: 'startup',
      }),
      employer('Wipro', { website: 'https://wipro.com', logoUrl: 'https://wipro.com/logo.png', companyType: 'fortune500' }),
    ])
    const [ledger, orbit, wipro] = await readCompanies(handle, [bare.id, partial.id, verified.id])
    expect(ledger).toEqual({
      id: bare.id,
      name: 'Ledger Labs',
      slug: bare.slug,
      website: 'https://ledgerlabs.example/',
      logoUrl: 'https://ledgerlabs.example/logo.png',
      companyType: 'startup',
      employerKind: 'direct_hire',
      isVerified: false,
    })
    expect(orbit).toEqual({ ...before[0], logoUrl: 'https://orbit.example/logo.webp' })
    expect(wipro).toEqual(before[1])
  })

  it('sends the same few statements for two employers as for two hundred', async () => {
    const handle = getHandle()
    const existing = await Promise.all(
      Array.from({ length: 100 }, (_, n) => insertCompany(handle, { name: `Existing ${n}`, slug: `existing-${n}`, isVerified: false })),
    )
    const batch = (size: number, prefix: string) =>
      Array.from({ length: size }, (_, n) =>
        n % 2 === 0
          ? employer(`Existing ${n / 2}`, { logoUrl: `https://logos.example/${prefix}${n}.png` })
          : employer(`${prefix} New ${n}`, { website: `https://${prefix}-new-${n}.example` }),
      )

    const small = recordQueries(handle)
    await matchOrCreateCompanies(small.db, batch(2, 'small'))
    const large = recordQueries(handle)
    const ids = await matchOrCreateCompanies(large.db, batch(200, 'large'))

    expect(ids.size).toBe(200)
    const statements = (queries: string[]) => queries.filter((query) => !/^(begin|commit)\b/i.test(query))
    // The lock, the match lookup, the slug lookup, the insert and the enrichment update.
    expect(statements(small.queries)).toHaveLength(5)
    expect(statements(large.queries)).toHaveLength(5)
    const [enriched] = await handle.db
      .select({ logoUrl: companies.logoUrl })
      .from(companies)
      .where(eq(companies.id, existing[99]?.id ?? 0))
    expect(enriched?.logoUrl).toBe('https://logos.example/large198.png')
  })

  it('answers nothing and queries nothing for blank names and names that hide the employer', async () => {
    const { db, queries } = recordQueries(getHandle())
    expect(
      await matchOrCreateCompanies(db, [employer(''), employer(' \n '), employer('Confidential'), employer('NOT  DISCLOSED')]),
    ).toEqual(new Map())
    expect(queries).toEqual([])
  })

  it('keys the answer as normalizeForMatch keys an employer name', async () => {
    const handle = getHandle()
    const names = ['Zürich  Insurance', 'L&T Infotech', 'Café Coffee Day']
    const ids = await matchOrCreateCompanies(
      handle.db,
      names.map((name) => employer(name)),
    )
    expect([...ids.keys()]).toEqual(names.map(normalizeForMatch))
  })
})
