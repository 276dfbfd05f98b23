// Journey: the landing page's search hydrates from its own chunk after the rest of the page (decision
// 032), so a reader can type and search before its code has arrived. Neither is lost: a search sent
// before hydration is a plain GET that the server answers with results, text typed before it is what
// the hydrated form sends, a job pressed before it opens once it has, and a language switched before it
// shows once it has. The chunk is held back
// here until the test lets it go.
import type { Page, Route } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

// The service worker would answer the chunk itself, past page.route.
test.use({ serviceWorkers: 'block' })

const LANDING_CHUNK = /\/assets\/landing-page-[\w-]+\.js$/
/** The module every page hydrates from: held, nothing on the page has hydrated. */
const ENTRY_CHUNK = /\/assets\/entry\.client-[\w-]+\.js$/

/** Holds the landing page's chunk until `release` is called. */
async function holdLandingChunk(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  return holdChunk(page, LANDING_CHUNK)
}

/** Holds the chunk `pattern` matches until `release` is called. */
async function holdChunk(page: Page, pattern: RegExp): Promise<{ requested: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let markRequested: () => void = () => undefined
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve
  })
  await page.route(pattern, async (route: Route) => {
    markRequested()
    await released
    await route.continue()
  })
  return { requested, release }
}

function searchForm(page: Page) {
  return page.getByRole('search', { name: 'Job search' })
}

/** Whether React has hydrated the search form (it attaches its fiber to the element). */
async function isFormHydrated(page: Page): Promise<boolean> {
  return searchForm(page).evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber')))
}

test('a search typed and sent before the search has hydrated lands on its results', async ({ page }) => {
  const chunk = await holdLandingChunk(page)
  await page.goto('/')
  // The page's own JavaScript has run and asked for the search's chunk, which has not arrived.
  await chunk.requested
  expect(await isFormHydrated(page)).toBe(false)

  const form = searchForm(page)
  await form.getByRole('combobox', { name: 'Job title' }).fill('Data Analyst')
  await form.getByRole('combobox', { name: 'Location' }).fill('Pune')
  await form.getByRole('combobox', { name: 'Location' }).press('Enter')

  await expect(page).toHaveURL(/\/\?q=Data\+Analyst&location=Pune$/)
  await expect(page.locator('#job-results').getByRole('heading', { level: 2 })).toHaveText('Data Analyst jobs in Pune')
  await expect(page.locator('#job-results').getByRole('article').first()).toBeVisible()
  chunk.release()
})

test('text typed before the search has hydrated is what the hydrated form searches for', async ({ page }) => {
  const chunk = await holdLandingChunk(page)
  await page.goto('/')
  await chunk.requested
  const form = searchForm(page)
  const title = form.getByRole('combobox', { name: 'Job title' })
  await title.fill('Product Manager')
  expect(await isFormHydrated(page)).toBe(false)

  chunk.release()
  await expect.poll(() => isFormHydrated(page)).toBe(true)
  await expect(title).toHaveValue('Product Manager')
  await form.getByRole('button', { name: 'Search Jobs' }).click()

  await expect(form.getByText('What job are you looking for?')).toBeHidden()
  await expect(page).toHaveURL(/[?&]q=Product\+Manager/)
  await expect(page.locator('#job-results').getByRole('heading', { level: 2 })).toHaveText('Product Manager jobs')
})

test('a job pressed after the header has hydrated but before the results have opens once they have', async ({ page }) => {
  const chunk = await holdLandingChunk(page)
  await page.goto('/?q=Software+Engineer&location=Mumbai')
  await chunk.requested
  await waitForHydration(page)
  // React drops a press on server HTML whose code has not arrived; the page presses it again once it has.
  const heading = page.locator('#job-results').getByRole('article').first().getByRole('heading', { level: 3 })
  const title = await heading.innerText()
  await heading.getByRole('button').click()
  expect(await isFormHydrated(page)).toBe(false)

  chunk.release()
  await expect(page.getByRole('dialog', { name: title })).toBeVisible()
})

test('switching the language before the page has hydrated shows it in the new language, without an error', async ({ page }) => {
  const chunk = await holdLandingChunk(page)
  await page.goto('/')
  await chunk.requested
  // The header has hydrated (the theme toggle learns the theme only in the browser); the page below it has not.
  await waitForHydration(page)
  await page.getByLabel('Language').selectOption('hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

  // The part hydrates with the server's English text, then follows the language (a mismatch would be
  // an Application Error, and the fixture fails a journey on any page error).
  chunk.release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('वह नौकरी खोजें जो आपके करियर को आगे बढ़ाए')
  await expect(page.getByRole('search', { name: 'नौकरी खोज' }).getByRole('button', { name: 'नौकरियाँ खोजें' })).toBeVisible()
})

test('a language picked before anything on the page has hydrated is applied once it has', async ({ page }) => {
  const entry = await holdChunk(page, ENTRY_CHUNK)
  await page.goto('/')
  await entry.requested
  await page.getByLabel('Language').selectOption('hi')
  entry.release()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('वह नौकरी खोजें जो आपके करियर को आगे बढ़ाए')
  await expect(page.getByLabel('भाषा')).toHaveValue('hi')
})
