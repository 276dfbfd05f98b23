import { beforeAll, expect, test } from 'vitest'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import type { Services } from '#server/services.ts'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { loader as analytics } from './mock-interview-analytics.tsx'
import { loader as preparation } from './mock-interview-preparation.tsx'
import { loader as session } from './mock-interview-session.tsx'
import { loader as start } from './mock-interview.tsx'

beforeAll(async () => {
  await loadAllLanguageResources()
})

type Loader = (args: never) => Promise<unknown>

async function thrownBy(run: () => Promise<unknown>): Promise<Response | null> {
  try {
    await run()
    return null
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

const pages: Array<[path: string, loader: Loader]> = [
  ['/mock-interview', start],
  ['/mock-interview/session', session],
  ['/mock-interview/analytics', analytics],
  ['/mock-interview/preparation', preparation],
]

describeOnDatabases('mock-interview pages', (getHandle) => {
  let services: Services
  let asha: TestAccount

  beforeAll(async () => {
    services = buildTestServices(getHandle())
    asha = await createSignedInAccount(buildTestApp(getHandle(), { services }), getHandle(), { name: 'Asha Rao' })
  })

  test.each(pages)('%s sends a signed-out visitor to /auth and back after sign-in (spec 000 §2)', async (path, loader) => {
    const { args } = buildLoaderArgs(`http://localhost${path}?tab=1`, services)
    const response = await thrownBy(() => loader(args))
    expect(response?.status).toBe(302)
    expect(response?.headers.get('location')).toBe(`/auth?redirect=${encodeURIComponent(`${path}?tab=1`)}`)
  })

  test.each(pages)('%s opens for a signed-in visitor with its title', async (path, loader) => {
    const { args } = buildLoaderArgs(`http://localhost${path}`, services, { cookie: asha.cookie })
    expect(await loader(args)).toMatchObject({ title: expect.stringContaining('| JobYatra') })
  })

  test("the session page without an id, or with another person's, says none is open; with the person's own, shows it", async () => {
    const none = buildLoaderArgs('http://localhost/mock-interview/session', services, { cookie: asha.cookie })
    expect(await session(none.args)).toMatchObject({ session: null })
    const unknown = buildLoaderArgs('http://localhost/mock-interview/session?id=00000000-0000-4000-8000-000000000000', services, {
      cookie: asha.cookie,
    })
    expect(await session(unknown.args)).toMatchObject({ session: null })

    const started = await services.interviews.startSession(asha.userId, {
      role: 'hr-recruiter',
      level: 'mid',
      question_count: 3,
      application_id: null,
      resume_id: null,
    })
    const own = buildLoaderArgs(`http://localhost/mock-interview/session?id=${started.id}`, services, { cookie: asha.cookie })
    expect(await session(own.args)).toMatchObject({ session: { id: started.id, role: 'hr-recruiter' } })
  })

  test('preparation lists the role asked for, 20 questions with guidance; an unknown role shows the first', async () => {
    const named = buildLoaderArgs('http://localhost/mock-interview/preparation?role=accountant', services, { cookie: asha.cookie })
    const page = await preparation(named.args)
    expect(page).toMatchObject({ role: 'accountant' })
    expect((page as { questions: unknown[] }).questions).toHaveLength(20)
    const unknown = buildLoaderArgs('http://localhost/mock-interview/preparation?role=astronaut', services, { cookie: asha.cookie })
    expect(await preparation(unknown.args)).toMatchObject({ role: 'software-engineer' })
  })
})
