// Journey (issue 22): a free user opens pricing, pays through the local checkout (the embedded
// stand-in for Razorpay's, which signs its answer and sends the webhook like Razorpay) and becomes
// premium; another closes checkout and is told the payment was cancelled. The checkout script loads
// only when the upgrade is pressed. The payment's GST invoice downloads from /settings as a PDF.
import { execFileSync } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signUpVerified, test } from './fixtures.ts'
import { findUntranslatedText } from './untranslated-text.ts'

const CHECKOUT_SCRIPT = '/__local/razorpay/checkout.js'

async function openPricingAsNewUser(page: Page, baseURL: string, name: string): Promise<void> {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@example.com`
  await signUpVerified(page, { email, name, password: 'a-long-enough-password-42', baseURL })
  await page.goto('/pricing')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: 'Simple pricing for your job search' })).toBeVisible()
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan')
}

test('a free user pays through the local checkout and becomes premium, limits lifted', async ({ page, baseURL }, testInfo) => {
  const scriptRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CHECKOUT_SCRIPT) scriptRequests.push(request.url())
  })
  await openPricingAsNewUser(page, baseURL ?? '', 'Asha Rao')
  const limitBefore = await (await page.request.get('/api/usage/job_applications')).json()
  expect(limitBefore).toMatchObject({ limit: 5 })
  expect(scriptRequests, 'the checkout script loads on the press only').toEqual([])
  await page.screenshot({ path: testInfo.outputPath('pricing-free.png'), fullPage: true })

  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  const checkout = page.getByRole('dialog', { name: 'JobYatra' })
  await expect(checkout).toBeVisible()
  expect(scriptRequests).toHaveLength(1)
  await expect(checkout.getByText('₹399.00', { exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('checkout.png') })
  await checkout.getByRole('button', { name: 'Pay ₹399.00' }).click()

  await expect(page.getByText('Payment successful! Welcome to Premium!')).toBeVisible()
  await expect(page.getByTestId('plan-badge')).toHaveText('Premium ₹399/7days')
  await expect(page.getByRole('button', { name: 'Add 7 more days' })).toBeVisible()
  const limitAfter = await (await page.request.get('/api/usage/job_applications')).json()
  expect(limitAfter).toMatchObject({ limit: null })
  await page.screenshot({ path: testInfo.outputPath('pricing-premium.png'), fullPage: true })

  // A reload reads the same from the server, and /premium-templates opens.
  await page.reload()
  await expect(page.getByTestId('plan-badge')).toHaveText('Premium ₹399/7days')
  await page.goto('/premium-templates')
  await expect(page.getByRole('heading', { level: 1, name: 'Premium resume templates' })).toBeVisible()

  // The invoice downloads from /settings: a PDF naming its number and the ₹399 it was paid.
  await page.goto('/settings')
  const payments = page.getByRole('region', { name: 'Payments and invoices' })
  await expect(payments).toBeVisible()
  const invoiceLine = payments.getByText(/^Invoice JY\/\d{2}-\d{2}\/\d{6}$/)
  await expect(invoiceLine).toBeVisible()
  const invoiceNumber = (await invoiceLine.textContent())?.replace('Invoice ', '') ?? ''
  const downloading = page.waitForEvent('download')
  await payments.getByRole('link', { name: `Download invoice ${invoiceNumber} (PDF)` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`)
  const pdfPath = testInfo.outputPath('invoice.pdf')
  await download.saveAs(pdfPath)
  const invoiceText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' })
  expect(invoiceText).toContain(invoiceNumber)
  expect(invoiceText).toContain('₹399')
  expect(invoiceText).toContain('Tax Invoice')
  await page.screenshot({ path: testInfo.outputPath('settings-payments.png'), fullPage: true })

  // Cancelling asks first, in the spec's words, then ends premium.
  await page.goto('/pricing')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Cancel premium' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel premium?' })
  await expect(confirm.getByText("Cancel premium subscription? You'll lose unlimited access.")).toBeVisible()
  await confirm.getByRole('button', { name: 'Yes, cancel premium' }).click()
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan')

  // The refund request shows beside the payment until staff decide it.
  await page.goto('/settings')
  await expect(
    page.getByRole('region', { name: 'Payments and invoices' }).getByText('Refund requested: our team is reviewing it'),
  ).toBeVisible()
})

test('a free user opening /premium-templates is sent to pricing and told why', async ({ page, baseURL }) => {
  await openPricingAsNewUser(page, baseURL ?? '', 'Meera Iyer')
  await page.goto('/premium-templates')
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByText('Premium Feature Required')).toBeVisible()
  await expect(page.getByText('This feature requires a Premium subscription. Redirecting to pricing...')).toBeVisible()
})

test('a free user who closes checkout is told the payment was cancelled and stays free', async ({ page, baseURL }) => {
  await openPricingAsNewUser(page, baseURL ?? '', 'Ravi Kumar')
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  const checkout = page.getByRole('dialog', { name: 'JobYatra' })
  await expect(checkout).toBeVisible()
  await checkout.getByRole('button', { name: 'Close checkout' }).click()
  await expect(page.getByText('Payment cancelled')).toBeVisible()
  await expect(checkout).toBeHidden()
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan')
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled()
})

test('a signed-out visitor is asked to sign in before paying', async ({ page }) => {
  await page.goto('/pricing')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  await expect(page.getByText('Please sign in to upgrade to premium.')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fpricing$/)
})

test('pricing and premium features read in Hindi with no English left, and have no serious accessibility problem', async ({ page }) => {
  for (const path of ['/pricing', '/premium-features']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id),
      path,
    ).toEqual([])
  }
  // The header's language switcher, as a reader changes it.
  await page.getByLabel('Language').selectOption('hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  for (const path of ['/pricing', '/premium-features']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    expect(await findUntranslatedText(page), path).toEqual([])
  }
  await expect(page.getByRole('heading', { level: 1, name: 'प्रीमियम क्या जोड़ता है' })).toBeVisible()
})
