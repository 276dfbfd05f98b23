// Journey (issue 20, decision 059): a free user choosing a premium template in the builder is offered
// the upgrade instead of a failing export; a premium user opens /premium-templates, sees every premium
// template's picture, and "Use this template" opens the builder with it chosen.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { PREMIUM_RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { expect, signUpVerified, test } from './fixtures.ts'

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id)
}

async function signUp(page: Page, baseURL: string, name: string): Promise<void> {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@example.com`
  await signUpVerified(page, { email, name, password: 'a-long-enough-password-42', baseURL })
}

test('a free user choosing a premium template is offered Premium, and their resume keeps its template', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUp(page, baseURL ?? '', 'Meera Iyer')
  await page.goto('/resume-builder')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject non-essential' }).click()
  await page.getByRole('button', { name: 'New resume' }).click()
  const picker = page.getByLabel('Template', { exact: true })
  await expect(picker).toHaveValue('modern')
  await picker.selectOption('aurora')
  const offer = page.getByTestId('template-upgrade')
  await expect(offer.getByText('Aurora is a Premium template')).toBeVisible()
  await expect(offer.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute('href', '/pricing')
  await expect(picker).toHaveValue('modern')
  await offer.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('builder-offer.png') })
  expect(await seriousViolations(page)).toEqual([])
  await offer.getByRole('button', { name: 'Keep Modern' }).click()
  await expect(offer).toHaveCount(0)
})

test('a premium user browses the premium templates and opens one in the builder', async ({ page, baseURL }, testInfo) => {
  await signUp(page, baseURL ?? '', 'Kabir Shah')
  await page.goto('/pricing')
  await page.waitForLoadState('networkidle')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject non-essential' }).click()
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  await page.getByRole('dialog', { name: 'JobYatra' }).getByRole('button', { name: 'Pay ₹399.00' }).click()
  await expect(page.getByTestId('plan-badge')).toHaveText('Premium ₹399/7days')

  await page.goto('/premium-templates')
  await expect(page.getByRole('heading', { level: 1, name: 'Premium resume templates' })).toBeVisible()
  const cards = page.getByTestId('premium-templates').getByRole('listitem')
  await expect(cards).toHaveCount(PREMIUM_RESUME_TEMPLATE_IDS.length)
  const pictures = page.getByTestId('premium-templates').getByRole('img')
  for (let index = 0; index < PREMIUM_RESUME_TEMPLATE_IDS.length; index += 1) {
    const picture = pictures.nth(index)
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: testInfo.outputPath(`gallery-${testInfo.project.name}.png`), fullPage: true })
  expect(await seriousViolations(page)).toEqual([])

  // With no resume yet, the choice waits in the address for the first one.
  await page.getByRole('link', { name: 'Use the Ledger template' }).click()
  await page.getByRole('button', { name: 'New resume' }).click()
  await expect(page).toHaveURL(/\/resume-builder$/)
  await expect(page.getByLabel('Template', { exact: true })).toHaveValue('ledger')
  await expect(page.getByTestId('template-premium-badge')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('builder-premium.png') })

  // In Hindi.
  await page.goto('/premium-templates')
  await page.getByLabel('Language', { exact: true }).selectOption('hi')
  await expect(page.getByRole('heading', { level: 1, name: 'प्रीमियम रिज़्यूमे टेम्पलेट' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'लेजर टेम्पलेट इस्तेमाल करें' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath(`gallery-hi-${testInfo.project.name}.png`), fullPage: true })
})
