// Journey: the cookie-consent banner decides what analytics the server keeps. With no choice and
// after "Reject non-essential" the browser sends nothing and the server holds nothing; after turning
// analytics on, page views and scroll depth are stored (read back through GET /api/analytics/events
// for this browser's random id); the choice survives a reload, the footer reopens it, and a record of
// another notice version brings the banner back.
import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const FLUSH_WAIT_MS = 6_000

function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookie preferences' })
}

function recordAnalyticsRequests(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/events' && request.method() === 'POST') sent.push(request)
  })
  return sent
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
}

async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key)
}

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === 'jy_consent')?.value
}

test('before a choice and after Reject non-essential, nothing is sent or stored', async ({ page }) => {
  const sent = recordAnalyticsRequests(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible()
  await scrollToBottom(page)
  await page.waitForTimeout(FLUSH_WAIT_MS)
  expect(sent).toEqual([])
  expect(await storedItem(page, 'jy_analytics_id')).toBeNull()
  expect(await consentCookie(page)).toBeUndefined()

  await banner(page).getByRole('button', { name: 'Reject non-essential' }).click()
  await expect(banner(page)).toBeHidden()
  expect(JSON.parse((await storedItem(page, 'jy_consent')) ?? 'null')).toMatchObject({
    consent: { analytics: false, marketing: false, functional: false, necessary: true },
    version: '1.0',
  })
  expect(await consentCookie(page)).toBe('1.0.a0m0f0')

  await page.goto('/jobs')
  await scrollToBottom(page)
  await page.waitForTimeout(FLUSH_WAIT_MS)
  expect(sent).toEqual([])
  expect(await storedItem(page, 'jy_analytics_id')).toBeNull()
  await expect(banner(page)).toBeHidden()
})

test('with analytics on, page views and scroll depth are stored; the choice survives reload; another version asks again', async ({
  page,
  request,
}) => {
  await page.goto('/?utm_source=e2e-journey&utm_campaign=consent')
  await banner(page).getByRole('button', { name: 'Customise' }).click()
  const necessary = banner(page).getByRole('switch', { name: 'Necessary' })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  await banner(page).getByRole('switch', { name: 'Analytics' }).click()
  const stored = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/analytics/events' && response.status() === 200,
  )
  await banner(page).getByRole('button', { name: 'Save preferences' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await consentCookie(page)).toBe('1.0.a1m0f0')
  await scrollToBottom(page)
  await stored

  const anonymousId = await storedItem(page, 'jy_analytics_id')
  expect(anonymousId).toMatch(/^[0-9a-f-]{36}$/)
  await expect
    .poll(async () => {
      const response = await request.get(`/api/analytics/events?anonymousId=${anonymousId}`)
      const { data } = (await response.json()) as { data: Array<{ name: string; properties: { scroll_depth?: number } }> }
      return data.filter((event) => event.name === 'Scroll Depth').map((event) => event.properties.scroll_depth)
    })
    .toEqual(expect.arrayContaining([25, 50, 75, 100]))
  const { data } = (await (await request.get(`/api/analytics/events?anonymousId=${anonymousId}`)).json()) as {
    data: Array<{ name: string; path: string; funnelStep: string | null; properties: Record<string, unknown> }>
  }
  expect(data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        name: 'Page View',
        path: '/',
        funnelStep: 'landing',
        properties: expect.objectContaining({ utm_source: 'e2e-journey', utm_campaign: 'consent', landing_page: '/' }),
      }),
    ]),
  )

  // The choice survives a reload: the tracker runs again (a new page view) and the banner stays away.
  const afterReload = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/analytics/events' && response.status() === 200,
  )
  await page.reload()
  await afterReload
  await expect(banner(page)).toBeHidden()

  // The footer reopens it with the stored choice, and focus goes to it.
  await page.getByRole('button', { name: 'Cookie preferences' }).click()
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('heading', { name: 'Cookie preferences' })).toBeFocused()
  await banner(page).getByRole('button', { name: 'Customise' }).click()
  await expect(banner(page).getByRole('switch', { name: 'Analytics' })).toBeChecked()
  await expect(banner(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked()

  // A record of another notice version is discarded: the banner shows again and the cookie goes.
  await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('jy_consent') ?? '{}')
    localStorage.setItem('jy_consent', JSON.stringify({ ...record, version: '0.9' }))
  })
  await page.reload()
  await expect(banner(page)).toBeVisible()
  expect(await storedItem(page, 'jy_consent')).toBeNull()
  await expect.poll(() => consentCookie(page)).toBeUndefined()
})

test('the banner, with its categories open, in Hindi, has no serious accessibility issue and can be used by keyboard', async ({
  page,
  context,
  baseURL,
}) => {
  // "hi", as the language switcher writes it.
  await context.addCookies([{ name: 'jy_language', value: 'ImhpIg%3D%3D', url: baseURL ?? '' }])
  await page.goto('/')
  const hindiBanner = page.getByRole('region', { name: 'कुकी प्राथमिकताएँ' })
  await expect(hindiBanner).toBeVisible()
  await hindiBanner.getByRole('button', { name: 'अपनी पसंद चुनें' }).focus()
  await page.keyboard.press('Enter')
  await expect(hindiBanner.getByRole('switch', { name: 'एनालिटिक्स' })).toBeFocused()
  const report = await new AxeBuilder({ page })
    .include('[data-testid=consent-banner]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = report.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([])
  await page.keyboard.press('Space')
  await expect(hindiBanner.getByRole('switch', { name: 'एनालिटिक्स' })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(hindiBanner.getByRole('switch', { name: 'एनालिटिक्स' })).toBeHidden()
  await expect(hindiBanner.getByRole('button', { name: 'अपनी पसंद चुनें' })).toBeFocused()
  await hindiBanner.getByRole('button', { name: 'ग़ैर-ज़रूरी अस्वीकार करें' }).focus()
  await page.keyboard.press('Enter')
  await expect(hindiBanner).toBeHidden()
})
