// Journey: the service worker (app/shell/pwa/sw.ts, decision 028) keeps the pages a reader visited
// and the app shell, so they reload offline; a page never visited shows the offline page instead of
// the browser's error page; the 'clear_cache' flag removes caches and the worker; the install prompt
// shows 5 s after the browser offers installation and remembers "Not now".
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signOutFromMenu, signUpVerified, test, waitForServiceWorker } from './fixtures.ts'

async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys())
}

test('/sw.js is served as JavaScript the browser re-checks on every update', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/javascript/)
  expect(response.headers()['cache-control']).toBe('no-cache')
  expect(response.headers()['content-security-policy']).toContain("worker-src 'self'")
  const manifest = await request.get('/manifest.webmanifest')
  const icons = ((await manifest.json()) as { icons: Array<{ src: string; sizes: string; purpose: string }> }).icons
  for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  )
})

test('visited pages reload offline and an unvisited one shows the offline page', async ({ page, context, allowConsoleErrors }) => {
  // Offline, whatever the page still asks the network for fails (health checks, analytics…).
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/)
  await page.goto('/')
  await waitForServiceWorker(page)

  const visited = ['/', '/jobs', '/jobs/in-pune']
  const headings = new Map<string, string>()
  for (const path of visited) {
    await page.goto(path)
    const heading = page.getByRole('heading', { level: 1 }).first()
    await expect(heading).toBeVisible()
    headings.set(path, (await heading.textContent()) ?? '')
  }
  expect(await cacheNames(page)).toEqual(expect.arrayContaining(['jy-pages']))

  await context.setOffline(true)
  for (const path of visited) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(headings.get(path) ?? '')
  }

  await page.goto('/government-jobs')
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expect(page.locator('section[lang="hi"]').getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible()
  const report = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(report.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])

  await context.setOffline(false)
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toHaveCount(0)
  await expect(page).toHaveURL(/\/government-jobs$/)
})

test('the clear_cache flag removes caches and the service worker, then reloads without the flag', async ({ page }) => {
  await page.goto('/jobs')
  await waitForServiceWorker(page)
  await page.reload()
  // The worker kept the page it served (the write may still be under way when the reload ends).
  await expect.poll(() => page.evaluate(async () => (await caches.match('/jobs')) !== undefined)).toBe(true)
  // A cache of the page's own beside the worker's: no worker makes it again, so only the clear removes it.
  await page.evaluate(async () => (await caches.open('made-before-the-flag')).put('/marker', new Response('kept?')))

  await page.goto('/jobs?clear_cache=1')
  // After 1 s the page reloads without the flag.
  await page.waitForURL((url) => url.pathname === '/jobs' && !url.searchParams.has('clear_cache'))
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // The reload went to the network: the worker was unregistered before it (one that still answered would
  // have started for it). The reloaded page registers a fresh worker, so its precache may be back already;
  // what was there before the flag is not, the flagged page's own cached answer included.
  const workerStart = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0]
    return entry instanceof PerformanceNavigationTiming ? entry.workerStart : null
  })
  expect(workerStart).toBe(0)
  expect(await page.evaluate(() => caches.has('made-before-the-flag'))).toBe(false)
  for (const url of ['/jobs', '/jobs?clear_cache=1']) {
    expect(await page.evaluate(async (cached) => (await caches.match(cached)) === undefined, url), url).toBe(true)
  }
})

test('the install prompt waits for the consent banner, shows 5 s after the offer and remembers "Not now"', async ({ page }) => {
  await page.goto('/jobs')
  // The browser's offer, as Chromium makes it when the site is installable.
  const offerInstall = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      })
      window.dispatchEvent(event)
    })
  const prompt = page.getByRole('region', { name: 'Install JobYatra' })
  const consent = page.getByTestId('consent-banner')

  // While the consent banner asks, the offer waits: the two never stack at the bottom of a phone.
  await expect(consent).toBeVisible()
  await offerInstall()
  await page.waitForTimeout(6_000)
  await expect(prompt).toHaveCount(0)
  await consent.getByRole('button', { name: 'Reject non-essential' }).click()
  await expect(prompt).toBeVisible()

  // With the consent answered, the prompt shows 5 s after the offer.
  await page.reload()
  await offerInstall()
  const offeredAt = Date.now()
  await expect(prompt).toBeVisible({ timeout: 10_000 })
  expect(Date.now() - offeredAt).toBeGreaterThanOrEqual(4_500)
  await expect(prompt.getByRole('button', { name: 'Install' })).toBeVisible()

  await prompt.getByRole('button', { name: 'Not now' }).click()
  await expect(prompt).toHaveCount(0)
  await page.reload()
  await offerInstall()
  await page.waitForTimeout(6_000)
  await expect(prompt).toHaveCount(0)
})

test('client-side navigation offline reads the cached .data of a page visited before', async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/)
  await page.goto('/jobs')
  await waitForServiceWorker(page)
  const puneLink = page.getByRole('link', { name: /^Jobs in Pune/ }).first()
  // Online: the link loads /jobs/in-pune.data through the worker, which keeps it.
  await puneLink.click()
  await expect(page).toHaveURL(/\/jobs\/in-pune$/)
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Jobs in Pune')
  await page.goBack()
  await expect(page).toHaveURL(/\/jobs$/)

  await context.setOffline(true)
  await puneLink.click()
  await expect(page).toHaveURL(/\/jobs\/in-pune$/)
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Jobs in Pune')
})

test('a signed-in reader’s pages reload offline, and sign-out deletes them from the browser', async ({
  page,
  context,
  baseURL,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/)
  const email = `offline-${testInfo.project.name}-${Date.now()}@example.com`
  await signUpVerified(page, { email, name: 'Meera Iyer', password: 'a-long-journey-passphrase-7', baseURL: baseURL ?? '' })
  await waitForServiceWorker(page)

  await page.goto('/settings')
  const heading = page.getByRole('heading', { level: 1 }).first()
  await expect(heading).toBeVisible()
  const settingsHeading = (await heading.textContent()) ?? ''
  const isKept = () => page.evaluate(async () => (await caches.match('/settings')) !== undefined)
  expect(await isKept()).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(settingsHeading)
  await context.setOffline(false)

  await signOutFromMenu(page)
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect.poll(isKept).toBe(false)
})
