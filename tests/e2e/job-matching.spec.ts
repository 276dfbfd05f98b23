// Journey (issue 19, "Matching that explains itself"): a person who finished onboarding searches and
// sees on a card how well the job fits them, as a percentage with the reasons in words, finds the jobs
// near their city first on the landing page's search and on /jobs, then opens /career-intelligence and
// finds the pay and skill charts for their role.
import type { Page } from '@playwright/test'
import { expect, signUpVerified, test } from './fixtures.ts'

async function completeOnboarding(page: Page, origin: string): Promise<void> {
  const steps = [
    { step: 1, answers: { city: 'Pune', state: 'Maharashtra' } },
    { step: 2, answers: { industry: 'software' } },
    { step: 3, answers: { designation: 'Software Engineer', experienceLevel: '3-5' } },
    { step: 4, answers: { jobTypes: ['full-time'], salaryMin: 800_000, salaryMax: 2_500_000, excludeCompanies: [], companySizes: [] } },
  ]
  for (const body of steps) {
    const response = await page.request.put('/api/onboarding', { headers: { origin }, data: body })
    expect(response.status(), JSON.stringify(await response.json())).toBe(200)
  }
}

test('a card shows the match as a percentage with its reasons, and /career-intelligence draws its charts', async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  await signUpVerified(page, { email: `match.${Date.now()}@example.com`, name: 'Meera Joshi', password: 'monsoon42', baseURL: origin })
  await completeOnboarding(page, origin)

  await page.goto('/?q=Software+Engineer&location=Pune')
  const card = page.locator('#job-results').getByRole('article').first()
  const match = card.getByTestId('job-match')
  await expect(match).toBeVisible()
  await expect(match).toContainText(/\d{1,3}% match/)
  // The title is the person's role and the place is their city: both reasons are named in words.
  await expect(match).toContainText('Your role')
  await expect(match).toContainText('in Pune')
  await page.screenshot({ path: testInfo.outputPath('card-match.png') })

  // Without a place, the search leads with her city (decision 075), says so, and can rank every place equally.
  await page.goto('/?q=Software+Engineer')
  const results = page.locator('#job-results')
  await expect(results.getByTestId('place-preference')).toHaveText('Showing jobs near Pune first·Show all equally')
  await expect(results.getByRole('article').first()).toContainText('Pune')
  await results.getByTestId('place-preference').scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('near-my-city.png') })
  await results.getByRole('link', { name: 'Show all equally' }).click()
  await expect(page).toHaveURL(/prefer_my_cities=false/)
  await expect(results.getByTestId('place-preference')).toHaveText('Showing jobs from every place equally·Show jobs near my city first')
  // In Hindi ("hi" as the language switcher writes it), back to her city first.
  await page.context().addCookies([{ name: 'jy_language', value: 'ImhpIg%3D%3D', url: origin }])
  await page.goto('/?q=Software+Engineer')
  await expect(results.getByTestId('place-preference')).toHaveText('पुणे के पास की नौकरियाँ पहले दिखाई जा रही हैं·सभी को बराबर दिखाएँ')
  await results.getByTestId('place-preference').scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('near-my-city-hindi.png') })
  await page.context().addCookies([{ name: 'jy_language', value: 'ImVuIg%3D%3D', url: origin }])

  // The listing of every job (/jobs, no words) leads with her city too (decision 078), and can list every place equally.
  await page.goto('/jobs')
  const line = page.getByTestId('place-preference')
  await expect(line).toHaveText('Showing jobs near Pune first·Show all equally')
  await expect(page.getByRole('article').first()).toContainText('Pune')
  await page.getByRole('link', { name: 'Show all equally' }).click()
  await expect(page).toHaveURL(/\/jobs\?prefer_my_cities=false$/)
  await expect(line).toHaveText('Showing jobs from every place equally·Show jobs near my city first')

  await page.goto('/career-intelligence')
  await expect(page.getByRole('heading', { level: 1, name: 'Career intelligence' })).toBeVisible()
  const byCity = page.getByRole('region', { name: 'Pay for Software Engineer by city' })
  await expect(byCity.getByRole('img').first()).toHaveAttribute('aria-label', /to .* middle /)
  await expect(page.getByRole('list', { name: 'Skills most asked for Software Engineer' }).getByRole('listitem').first()).toBeVisible()
  // A free member is offered Premium where the top matches would be.
  await expect(page.getByText('Job recommendations are a Premium feature').first()).toBeVisible()
  await byCity.getByText('Show as a table').click()
  await expect(byCity.getByRole('table')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('career-intelligence.png'), fullPage: true })
})
