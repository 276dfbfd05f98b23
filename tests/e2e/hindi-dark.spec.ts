// Issue 7: a reader switches to Hindi with the header's switcher and to dark with the toggle; the
// landing page, /jobs and a job page then show no English (tests/e2e/untranslated-text.ts says how
// UI text is told from our data), stay dark, and the theme and typography are right on the first
// paint, before any of the app's JavaScript runs.
import { expect, test, waitForHydration } from './fixtures.ts'
import { findUntranslatedText } from './untranslated-text.ts'

test('after switching to Hindi and dark, the landing page, /jobs and a job page show no English', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)

  await page.getByRole('button', { name: 'Dark mode' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)

  await page.getByLabel('Language').selectOption('hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page).toHaveTitle(/नौकरियाँ/)
  expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('theme')])).toEqual(['hi', 'dark'])
  // The names of places (the location chips) come with the `jobs` texts, which may arrive just after the
  // switch: a chunk the busy e2e server (load 9 on 2 cores) can take more than 10 s to send.
  await expect.poll(() => findUntranslatedText(page), { timeout: 30_000 }).toEqual([])

  for (const path of ['/jobs', '/jobs/software-engineer']) {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    // Job cards are there, so their data is on the page and set apart, not missing.
    await expect(page.locator('article [translate="no"]').first()).toBeVisible()
    expect(await findUntranslatedText(page), path).toEqual([])
  }
})

test('a stored dark theme and text size show on the first paint, before the app hydrates', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource/)
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark')
    localStorage.setItem('typography', JSON.stringify({ fontSize: 20, contrast: 'high' }))
  })
  // None of the app's JavaScript runs: only the inline <head> script can have set these.
  await page.route(/\.(js|mjs)(\?|$)/u, (route) => route.abort())
  await page.goto('/jobs')
  const firstPaint = await page.evaluate(() => ({
    isDark: document.documentElement.classList.contains('dark'),
    fontSize: getComputedStyle(document.documentElement).fontSize,
    contrast: document.documentElement.dataset.jyContrast,
    background: getComputedStyle(document.body).backgroundColor,
  }))
  expect(firstPaint).toEqual({ isDark: true, fontSize: '20px', contrast: 'high', background: expect.any(String) })
  // The page itself is dark, not only the class: high contrast's dark surface is black.
  expect(firstPaint.background).toMatch(/^(rgb\(0, 0, 0\)|oklch\(0 0 0\))$/u)
})
