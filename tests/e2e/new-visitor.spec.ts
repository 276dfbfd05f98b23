// Journeys: small things a new visitor met when trying the product (issue 18): a search on the landing
// page brings its results into view, going offline says so once, and deleting the account says it
// happened on the page it lands on.
import type { Page } from '@playwright/test'
import { expect, signUpVerified, test, waitForHydration, waitForServiceWorker } from './fixtures.ts'

/** True when the element's top edge is on screen, below the fixed header. */
async function isInViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const element = document.querySelector(target)
    if (!element) return false
    const { top, bottom } = element.getBoundingClientRect()
    return top >= 0 && bottom <= window.innerHeight
  }, selector)
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`Search on the landing page brings the results heading into view (reduced motion: ${reducedMotion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion })
    await page.goto('/')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const form = page.getByRole('search', { name: 'Job search' })
    await form.getByRole('combobox', { name: 'Job title' }).fill('Software Engineer')
    await form.getByRole('button', { name: 'Search Jobs' }).click()

    const heading = page.locator('#job-results').getByRole('heading', { level: 2 })
    await expect(heading).toHaveText(/Software Engineer/)
    await expect.poll(() => isInViewport(page, '#job-results h2')).toBe(true)
    // A screen reader goes on from the results, not from the Search button.
    await expect(heading).toBeFocused()
  })
}

test('going offline says so once, in the banner', async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/)
  await page.goto('/')
  // Everything the page loads after first paint (the shell's watchers among it) is in by then.
  await waitForServiceWorker(page)
  await context.setOffline(true)
  const words = page.getByText('Some features are unavailable until your connection returns.')
  await expect(words.first()).toBeVisible()
  // A toast would have come with the banner and stayed for seconds; counted once, not retried until it left.
  await page.waitForTimeout(1000)
  expect(await words.count()).toBe(1)
  await context.setOffline(false)
})

test('deleting the account lands on / saying the account is gone, once', async ({ page, baseURL }, testInfo) => {
  const email = `delete-me-${testInfo.project.name}-${Date.now()}@example.com`
  await signUpVerified(page, { email, name: 'Meera Iyer', password: 'a-long-journey-passphrase-7', baseURL: baseURL ?? '' })
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Delete account' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete my account' }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeVisible()
  // The flag leaves the address: a reload or a shared link says nothing.
  await expect(page).toHaveURL(`${baseURL}/`)
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByText('Your account has been deleted')).toHaveCount(0)
})
