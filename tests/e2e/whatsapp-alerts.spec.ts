// Journey (issue 24, "WhatsApp"): a person gives their number on /settings/notifications (a number
// without its country code is refused), sees Pending Opt-in, opts in (on the development page, playing
// their phone's START), sends a test message and finds it in the outbox at /dev/mailbox.
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

test('a person opts in to WhatsApp alerts, sends a test message and sees it in the outbox', async ({
  page,
  baseURL,
  allowConsoleErrors,
}, testInfo) => {
  // The refused test messages ('Missing Information' 400, 'Opt-in Required' 403) are answers the page shows as toasts.
  allowConsoleErrors(/status of 400/, /status of 403/)
  const origin = baseURL ?? ''
  await signUpVerified(page, { email: `wa.${Date.now()}@example.com`, name: 'Kiran Patil', password: 'monsoon42', baseURL: origin })
  await completeOnboarding(page, origin)

  await page.goto('/settings/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible()

  // A test message before any number: 'Missing Information'.
  await page.getByRole('button', { name: 'Send test message' }).click()
  await expect(page.getByText('Missing Information')).toBeVisible()

  const phone = page.getByLabel('WhatsApp number')
  await phone.fill('98765 43210')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Invalid Phone Number')).toBeVisible()

  const number = `+91 9${String(Date.now()).slice(-9)}`
  await phone.fill(number)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Settings saved')).toBeVisible()
  await expect(page.getByTestId('whatsapp-state')).toHaveText('Pending Opt-in')

  await page.getByRole('button', { name: 'Send test message' }).click()
  await expect(page.getByText('Opt-in Required')).toBeVisible()

  await page.getByRole('button', { name: 'Reply START from my phone' }).click()
  await expect(page.getByTestId('whatsapp-state')).toHaveText('Active')
  await page.screenshot({ path: testInfo.outputPath('notification-settings.png'), fullPage: true })

  await page.getByRole('button', { name: 'Send test message' }).click()
  await expect(page.getByText('Test message sent')).toBeVisible()

  await page.getByRole('link', { name: 'Open the development mailbox' }).click()
  await expect(page).toHaveURL(/\/dev\/mailbox/)
  const compact = number.replace(/\s/g, '')
  const entry = page.getByRole('listitem').filter({ hasText: compact }).first()
  await expect(entry).toBeVisible()
  await expect(entry).toContainText('WhatsApp')
  await expect(entry).toContainText('Reply STOP')
  await page.screenshot({ path: testInfo.outputPath('mailbox.png'), fullPage: true })
})
