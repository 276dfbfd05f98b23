// Journey: a visitor searches from the landing page, opens a job and, signed out, meets the
// sign-in prompt when applying. Runs in both projects (phone 390 px, desktop 1280 px) against the
// built server with 5,000 seeded jobs; screenshots go to each test's output folder.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

function searchForm(page: Page) {
  return page.getByRole('search', { name: 'Job search' })
}

test('search Software Engineer in Mumbai, open a job and meet the sign-in prompt on Apply', async ({ page }, testInfo) => {
  await page.goto('/')
  // The form also works before hydration (a native GET), but this journey is about the app.
  await page.waitForLoadState('networkidle')
  const form = searchForm(page)
  const title = form.getByRole('combobox', { name: 'Job title' })

  // The job title is required (spec 001 §5): the form says so and puts the cursor there.
  await form.getByRole('button', { name: 'Search Jobs' }).click()
  await expect(form.getByText('What job are you looking for?')).toBeVisible()
  await expect(title).toBeFocused()
  await expect(title).toHaveAttribute('aria-invalid', 'true')

  await title.fill('Software Engineer')
  const location = form.getByRole('combobox', { name: 'Location' })
  await location.fill('Mumbai')
  // Enter (the phone keyboard's Search key) submits (pressing Search Jobs with a list open: search-suggestions.spec.ts).
  await location.press('Enter')
  await expect(form.getByText('What job are you looking for?')).toBeHidden()

  // The search lives in the URL so it can be shared; 8 results show first, then Show More Jobs.
  await expect(page).toHaveURL(/[?&]q=Software\+Engineer/)
  await expect(page).toHaveURL(/[?&]location=Mumbai/)
  const results = page.locator('#job-results')
  const cards = results.getByRole('article')
  await expect(cards).toHaveCount(8)
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('Software Engineer jobs in Mumbai')
  await expect(results.getByRole('button', { name: 'Show More Jobs' })).toBeVisible()
  // Signed out, View All N Jobs goes on with the same search in the public listing.
  await expect(results.getByRole('link', { name: /^View All [\d,]+ Jobs$/ })).toHaveAttribute(
    'href',
    '/jobs?q=Software+Engineer&location=Mumbai',
  )
  await expect(cards.first().getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true')
  // One label for applying, on every card and screen; only a collapsed card on a small screen says Quick Apply.
  const isSmallScreen = (page.viewportSize()?.width ?? 0) < 640
  await expect(cards.first().getByRole('button', { name: 'Apply', exact: true })).toBeVisible()
  await expect(cards.nth(1).getByRole('button', { name: isSmallScreen ? 'Quick Apply' : 'Apply', exact: true })).toBeVisible()
  await results.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('results.png') })

  // A card opens the job detail dialog.
  const firstCard = cards.first()
  const jobTitle = (await firstCard.getByRole('heading', { level: 3 }).innerText()).trim()
  await firstCard.getByRole('heading', { level: 3 }).getByRole('button').click()
  const jobDialog = page.getByRole('dialog', { name: jobTitle })
  await expect(jobDialog).toBeVisible()
  await expect(jobDialog.getByText('Description', { exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('job-dialog.png') })

  // Signed out, Apply opens the sign-in modal with the job it is for.
  // The same label as on the card (spec 001 §2: an Apply button; Quick Apply only on collapsed phone cards).
  const apply = jobDialog.getByRole('button', { name: 'Apply', exact: true })
  await apply.click()
  const prompt = page.getByRole('dialog', { name: 'Sign In to Apply' })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByText('Applying for')).toBeVisible()
  await expect(prompt.getByText(jobTitle, { exact: true })).toBeVisible()
  await expect(prompt.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(prompt.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  await page.screenshot({ path: testInfo.outputPath('sign-in-prompt.png') })

  // Escape closes the prompt and returns focus to Apply in the job dialog.
  await page.keyboard.press('Escape')
  await expect(prompt).toBeHidden()
  await expect(apply).toBeFocused()

  // Show More Jobs reveals the rest.
  await page.keyboard.press('Escape')
  await expect(jobDialog).toBeHidden()
  await results.getByRole('button', { name: 'Show More Jobs' }).click()
  await expect(cards).not.toHaveCount(8)
  await expect(results.getByRole('button', { name: 'Show More Jobs' })).toBeHidden()
})

test('a shared search link shows its jobs in the server-rendered page', async ({ browser, baseURL }) => {
  // Without JavaScript only the server's HTML remains: the results must already be in it.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/?q=Software+Engineer&location=Mumbai')
  await expect(page.locator('#job-results').getByRole('article')).toHaveCount(8)
  await expect(searchForm(page).getByRole('combobox', { name: 'Job title' })).toHaveValue('Software Engineer')
  await context.close()
})

test('the last landing search comes back on the next visit; a stale or corrupt one is removed', async ({ page }) => {
  const key = 'landing-search-cache'
  await page.goto('/?q=Data+Analyst&location=Pune')
  // The page saves the search once it has hydrated, which on a busy machine comes well after the
  // network has gone quiet: wait for the record itself.
  await expect.poll(() => page.evaluate((name) => window.localStorage.getItem(name), key)).not.toBeNull()
  const saved = await page.evaluate((name) => window.localStorage.getItem(name), key)
  expect(JSON.parse(saved ?? '{}')).toMatchObject({ query: 'Data Analyst', location: 'Pune' })

  // A fresh record: the plain landing page shows its jobs again.
  await page.goto('/')
  await expect(page.locator('#job-results').getByRole('article').first()).toBeVisible()
  await expect(page.locator('#job-results').getByRole('heading', { level: 2 })).toHaveText('Data Analyst jobs in Pune')

  // Older than 2 hours: removed, nothing restored.
  await page.evaluate(
    ({ name, raw }) => {
      const record = JSON.parse(raw)
      window.localStorage.setItem(name, JSON.stringify({ ...record, savedAt: Date.now() - 7_200_001 }))
    },
    { name: key, raw: saved ?? '{}' },
  )
  await page.goto('/')
  await expect.poll(() => page.evaluate((name) => window.localStorage.getItem(name), key)).toBeNull()
  await expect(page.locator('#job-results').getByRole('article')).toHaveCount(0)

  // Not a record at all: removed too.
  await page.evaluate((name) => window.localStorage.setItem(name, '{"jobs": "not a list"'), key)
  await page.goto('/')
  await expect.poll(() => page.evaluate((name) => window.localStorage.getItem(name), key)).toBeNull()
})

test.describe('with the service worker blocked', () => {
  // The worker serves the precached chunk itself, past page.route: the aborted fetch is the page's own.
  test.use({ serviceWorkers: 'block' })

  test('a dialog whose code cannot be fetched closes and says so, and the page keeps working', async ({
    page,
    allowConsoleErrors,
  }, testInfo) => {
    // Offline, or a tab kept open across a deploy: the dialog's chunk is not there.
    await page.route('**/assets/job-detail-dialog-*.js', (route) => route.abort())
    allowConsoleErrors(/Failed to load resource/, /Failed to fetch dynamically imported module/, /job-detail-dialog/)
    await page.goto('/?q=Software+Engineer&location=Mumbai')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const cards = page.locator('#job-results').getByRole('article')
    await cards.first().getByRole('heading', { level: 3 }).getByRole('button').click()

    const notice = page.getByRole('alert').filter({ hasText: "This part of the page didn't load" })
    await expect(notice).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(cards).toHaveCount(8)
    await page.screenshot({ path: testInfo.outputPath('dialog-failed-to-load.png') })
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await expect(notice).toBeHidden()
  })
})

test('the landing page has no serious or critical accessibility violations', async ({ page }, testInfo) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const report = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = report.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  await page.screenshot({ path: testInfo.outputPath('landing.png'), fullPage: true })
  expect(serious.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([])
})
