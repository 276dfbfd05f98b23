// Issue 24 (decision 072): a staff member disables a resume template on /admin/resume-templates, sees
// it marked and the change in the audit log, turns it back on, and reads /admin/resume-analytics — in
// English and in Hindi. Each project changes its own template, so the two run side by side.
import { expect, signUpVerified, test } from './fixtures.ts'

test('a staff member disables and re-enables a template, and reads the resume analytics in English and Hindi', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  const template = project === 'phone' ? 'compact' : 'elegant'
  await signUpVerified(page, {
    email: `e2e-templates-${project}@example.com`,
    name: 'Meera Iyer',
    password: 'a-long-journey-passphrase-7',
    baseURL: baseURL ?? '',
  })

  await page.goto('/admin/resume-templates')
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible()
  await expect(page.locator('[data-template]')).toHaveCount(17)
  const card = page.locator(`[data-template="${template}"]`)
  const enabled = card.getByRole('switch', { name: 'Enabled' })
  await expect(enabled).toHaveAttribute('aria-checked', 'true')
  // The default template's switches are locked.
  await expect(page.locator('[data-template="modern"]').getByRole('switch', { name: 'Enabled' })).toBeDisabled()

  await enabled.click()
  await expect(enabled).toHaveAttribute('aria-checked', 'false')
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible()
  await expect(card.getByText(/Changed by e2e-templates-/)).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath(`resume-templates-en-${project}.png`), fullPage: true })

  await page.goto('/admin/audit-log')
  await expect(page.getByText('resume_template.update').first()).toBeVisible()

  await page.goto('/admin/resume-templates')
  await card.getByRole('switch', { name: 'Enabled' }).click()
  await expect(card.getByRole('switch', { name: 'Enabled' })).toHaveAttribute('aria-checked', 'true')
  await expect(card.getByText('Disabled', { exact: true })).toHaveCount(0)

  await page.goto('/admin/resume-analytics?days=7')
  await expect(page.getByTestId('analytics-created')).toBeVisible()
  await expect(page.getByTestId('analytics-exports')).toBeVisible()
  await expect(page.getByTestId('analytics-ats')).toBeVisible()
  await expect(page.getByTestId('analytics-templates')).toBeVisible()
  await expect(page.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page')
  await page.screenshot({ path: testInfo.outputPath(`resume-analytics-en-${project}.png`), fullPage: true })

  const hindi = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    viewport: page.viewportSize(),
    extraHTTPHeaders: { 'Accept-Language': 'hi' },
    locale: 'hi-IN',
  })
  const hindiPage = await hindi.newPage()
  await hindiPage.goto('/admin/resume-templates')
  await expect(hindiPage.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(hindiPage.getByRole('heading', { level: 1, name: 'टेम्पलेट' })).toBeVisible()
  await hindiPage.screenshot({ path: testInfo.outputPath(`resume-templates-hi-${project}.png`), fullPage: true })
  await hindiPage.goto('/admin/resume-analytics')
  await expect(hindiPage.getByRole('heading', { level: 2, name: 'बनाए गए रिज़्यूमे' })).toBeVisible()
  await hindiPage.screenshot({ path: testInfo.outputPath(`resume-analytics-hi-${project}.png`), fullPage: true })
  await hindi.close()
})
