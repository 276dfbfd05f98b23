// Journey: a job seeker thinking of Germany opens the country guides, filters them to Europe, reads the
// Germany guide (its contents, the open jobs we list there) and follows its jobs link to a listing of
// exactly that many jobs, all in Germany.
import { expect, test } from './fixtures.ts'

/** "1,234 jobs found" / "1,234 open jobs" → 1234. */
function readNumber(text: string | null, pattern: RegExp): number {
  const match = pattern.exec(text ?? '')
  if (!match?.[1]) throw new Error(`no count in ${JSON.stringify(text)}`)
  return Number(match[1].replaceAll(',', ''))
}

test('from /guides to a guide, and from its jobs link to that country’s jobs', async ({ page }) => {
  await page.goto('/guides')
  await expect(page.getByRole('heading', { level: 1, name: 'Country guides' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Gulf' })).toBeVisible()

  // The region filter is a form: Europe leaves only European guides.
  await page.getByLabel('Region').selectOption('europe')
  await page.getByRole('button', { name: 'Show guides' }).click()
  await expect(page).toHaveURL(/\/guides\?q=&region=europe$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Europe' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Gulf' })).toHaveCount(0)

  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Germany', exact: true }) })
  const cardCount = readNumber(await card.getByText(/open jobs?$/).textContent(), /([\d,]+) open jobs?/)
  expect(cardCount).toBeGreaterThan(0)
  await card.getByRole('link', { name: 'Germany', exact: true }).click()

  await expect(page).toHaveURL(/\/guides\/germany$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Working in Germany' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Country guides')
  const contents = page.getByRole('navigation', { name: 'On this page' })
  await contents.getByRole('link', { name: 'Visa routes' }).click()
  await expect(page).toHaveURL(/#visa-routes$/)
  await expect(page.getByRole('heading', { level: 3, name: 'EU Blue Card' })).toBeVisible()

  const guideCount = readNumber(await page.getByText(/open jobs? in Germany right now/).textContent(), /([\d,]+) open jobs?/)
  expect(guideCount).toBe(cardCount)
  await page.getByRole('link', { name: 'See jobs in Germany' }).click()

  await expect(page).toHaveURL(/\/jobs\?country=DE$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs in Germany' })).toBeVisible()
  const countLine = page.getByRole('status').filter({ hasText: /jobs? found/ })
  expect(readNumber(await countLine.textContent(), /([\d,]+) jobs? found/)).toBe(guideCount)
  // Every job on the page is in Germany, as its JobPosting says (a remote one by whom it may employ).
  const countries = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => {
      const posting = JSON.parse(script.textContent ?? '{}') as {
        '@type'?: string
        jobLocation?: { address?: { addressCountry?: string } }
        applicantLocationRequirements?: { name?: string }
      }
      if (posting['@type'] !== 'JobPosting') return []
      return [posting.jobLocation?.address?.addressCountry ?? posting.applicantLocationRequirements?.name ?? '']
    }),
  )
  expect(countries.length).toBeGreaterThan(0)
  expect(new Set(countries)).toEqual(new Set(['DE']))
})

test('a country with no guide is the 404 page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/)
  const response = await page.goto('/guides/atlantis')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
})
