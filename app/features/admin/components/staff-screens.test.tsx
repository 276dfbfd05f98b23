import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router'
import { expect, it } from 'vitest'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { AdminUser } from '#core/admin/admin.schema.ts'
import { DEFAULT_SYSTEM_SETTINGS } from '#core/admin/system-settings.ts'
import { SystemSettingsScreen } from './system-settings-screen.tsx'
import { UsersScreen } from './users-screen.tsx'

await loadAllLanguageResources()

/** A screen as the server renders it, in a router (the screens revalidate after a save). */
async function render(screen: () => React.JSX.Element, language: 'en' | 'hi'): Promise<string> {
  const i18n = createI18n(language)
  const routes: RouteObject[] = [{ path: '/', Component: () => <TranslationProvider i18n={i18n}>{screen()}</TranslationProvider> }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('https://jobyatra.example/'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />)
}

const member: AdminUser = {
  user_id: 'u1',
  email: 'priya@example.com',
  name: 'Priya',
  email_verified: true,
  role: null,
  created_at: '2026-11-01T00:00:00.000Z',
  disabled: { at: '2026-11-27T10:00:00.000Z', reason: 'Spam reports from employers' },
  premium_grant: { until: '2026-12-27T18:29:59.000Z', reason: 'Refund goodwill', granted_by: 'root@example.com' },
}

it('the users list shows a disabled account, the premium staff gave and who gave it, with the enable and revoke forms', async () => {
  const html = await render(() => <UsersScreen viewer={{ userId: 'staff', role: 'admin' }} query="priya" users={[member]} />, 'en')
  expect(html).toContain('Disabled')
  expect(html).toContain('Premium until')
  expect(html).toContain('Spam reports from employers')
  expect(html).toContain('Premium given by root@example.com:')
  expect(html).toContain('Enable account')
  expect(html).toContain('Take premium away')
  const hindi = await render(() => <UsersScreen viewer={{ userId: 'staff', role: 'admin' }} query="priya" users={[member]} />, 'hi')
  expect(hindi).toContain('खाता फिर चालू करें')
})

it('an admin is told only a super admin may disable another admin', async () => {
  const html = await render(
    () => <UsersScreen viewer={{ userId: 'staff', role: 'admin' }} query="a" users={[{ ...member, role: 'admin', disabled: null }]} />,
    'en',
  )
  expect(html).toContain('Only a super admin can disable or enable this account.')
  expect(html).not.toContain('Disable account')
})

it('the system settings screen shows every flag, maintenance mode and the plan limits with their source', async () => {
  const settings = {
    ...DEFAULT_SYSTEM_SETTINGS,
    limits: {
      source: 'core/plans/plans.ts (USAGE_RULES)',
      data: [{ feature: 'job_applications' as const, guest: 0, free: 5, premium: null }],
    },
  }
  const html = await render(() => <SystemSettingsScreen settings={settings} />, 'en')
  for (const text of [
    'AI career assistant',
    'Daily WhatsApp digest',
    'New sign-ups',
    'Blog content generator',
    'Maintenance mode',
    'core/plans/plans.ts (USAGE_RULES)',
    '5 a day',
    'No limit',
  ]) {
    expect(html).toContain(text)
  }
  expect(await render(() => <SystemSettingsScreen settings={settings} />, 'hi')).toContain('रखरखाव मोड')
})
