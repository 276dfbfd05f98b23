// Journey: a visitor misspells a search; the results say which words were searched and offer the
// words as typed instead (decision 011). Runs in both projects against the built server with the
// seeded demo jobs.
import { expect, test, waitForHydration } from './fixtures.ts'

test('a misspelt search shows the corrected words and searches the typed words on request', async ({ page }) => {
  await page.goto('/?q=sofware+enginer')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const results = page.locator('#job-results')
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('Showing results for software engineer')
  await expect(results.getByRole('article').first()).toContainText(/software engineer/i)

  await results.getByRole('link', { name: 'Search instead for sofware enginer' }).click()
  await expect(page).toHaveURL(/[?&]spell_check=false/)
  await expect(results.getByRole('heading', { level: 2 })).toHaveText('sofware enginer jobs')
  await expect(results.getByRole('link', { name: /Search instead for/ })).toHaveCount(0)
})
