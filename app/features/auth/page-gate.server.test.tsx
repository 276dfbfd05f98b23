import { eq } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { AppErrorPanel } from '#app/shell/app-error-panel.tsx'
import { subscriptions } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { buildLoaderArgs, readLoaderAnswer } from '#tests/support/loader-args.ts'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { gatePage } from './page-gate.server.ts'

/**
 * The premium side of the one page gate (decisions 037, 051) and what it shows. A loader is made here as
 * a premium page writes it; tests/integration/page-gates.test.ts walks the real route table.
 */

const premiumPage = serverRoute(async ({ request }: LoaderFunctionArgs, context) => {
  const { viewer } = await gatePage(request, context, 'premium')
  return { userId: viewer.userId }
})

beforeAll(async () => {
  await loadAllLanguageResources()
})

describeOnDatabases('the page gate on a premium page', (getHandle) => {
  let services: Services
  let free: TestAccount
  let premium: TestAccount
  let lapsed: TestAccount

  beforeAll(async () => {
    services = buildTestServices(getHandle())
    const app = buildTestApp(getHandle(), { services })
    free = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    premium = await createSignedInAccount(app, getHandle(), { name: 'Ravi Kumar' })
    lapsed = await createSignedInAccount(app, getHandle(), { name: 'Meera Iyer' })
    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)
    for (const account of [premium, lapsed]) {
      await getHandle()
        .db.insert(subscriptions)
        .values({ userId: account.userId, planType: 'professional', status: 'active', isPremium: true, expiresAt })
    }
  })

  test('signed out goes to /auth and back to the page', async () => {
    const { args } = buildLoaderArgs('http://localhost/premium-templates?style=modern', services)
    expect(await readLoaderAnswer(() => premiumPage(args))).toMatchObject({
      status: 302,
      location: '/auth?redirect=%2Fpremium-templates%3Fstyle%3Dmodern',
    })
  })

  test('a free user goes to /pricing, which says why (spec 000 §4)', async () => {
    const { args } = buildLoaderArgs('http://localhost/premium-templates', services, { cookie: free.cookie })
    expect(await readLoaderAnswer(() => premiumPage(args))).toMatchObject({ status: 302, location: '/pricing?notice=premium-required' })
  })

  test('a premium plan past its end is free again at the very next request', async () => {
    await getHandle()
      .db.update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, lapsed.userId))
    const { args } = buildLoaderArgs('http://localhost/premium-templates', services, { cookie: lapsed.cookie })
    expect(await readLoaderAnswer(() => premiumPage(args))).toMatchObject({ status: 302, location: '/pricing?notice=premium-required' })
  })

  test('a premium user opens the page', async () => {
    const { args } = buildLoaderArgs('http://localhost/premium-templates', services, { cookie: premium.cookie })
    expect(await readLoaderAnswer(() => premiumPage(args))).toEqual({ status: 200, location: null, data: { userId: premium.userId } })
  })
})

describe('the premium answer on screen', () => {
  function renderPanel(language: string): string {
    const router = createMemoryRouter([{ path: '*', Component: () => <AppErrorPanel status={403} error={{ code: 'PREMIUM_REQUIRED' }} /> }])
    return renderToString(
      <TranslationProvider i18n={createI18n(language)}>
        <RouterProvider router={router} />
      </TranslationProvider>,
    )
  }

  test('says premium is needed, in the reader’s language, and offers pricing and the way home', () => {
    const english = renderPanel('en')
    expect(english).toContain('Premium Feature Required')
    expect(english).toContain('This feature requires a Premium subscription.')
    expect(english).not.toContain('Application Error')
    expect(english).toMatch(/<a[^>]+href="\/pricing"/u)
    expect(english).toMatch(/<a[^>]+href="\/"[^>]*>.*Return to Home/u)
    const hindi = renderPanel('hi')
    expect(hindi).toContain('प्रीमियम सुविधा ज़रूरी है')
    expect(hindi).toContain('इस सुविधा के लिए प्रीमियम सदस्यता ज़रूरी है।')
  })
})
