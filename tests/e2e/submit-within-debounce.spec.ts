import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// Issue 18: a click on Verify or Sign in within the 300 ms validation debounce after typing did
// nothing, because the field's result still showed the value from before the typing (an empty field,
// an error) and disabled the button. The submit checks the values as they are and goes. Right after
// typing, the button must already be enabled (Playwright's click would otherwise wait for it, which a
// person does not do); the click then goes at once. The cookie banner is answered first, as a person
// does, so that on a phone it does not lie over the button.

async function answerCookieBanner(page: Page) {
  await page.getByRole('region', { name: 'Cookie preferences' }).getByRole('button', { name: 'Reject non-essential' }).click()
}

test('Sign in clicked at once after typing the password submits', async ({ page, allowConsoleErrors }) => {
  // The unknown account is answered 401, which the browser logs.
  allowConsoleErrors(/status of 401/)
  await page.goto('/auth?mode=signin')
  await answerCookieBanner(page)
  await page.getByRole('textbox', { name: 'Email' }).fill(`no.account.${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('Kq7#vLm2pXz9')
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true })
  expect(await signIn.isEnabled()).toBe(true)
  await signIn.click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid email or password. Please try again.')
})

test('Verify clicked at once after typing the code submits', async ({ page, allowConsoleErrors }, testInfo) => {
  // The wrong code is answered 401, which the browser logs.
  allowConsoleErrors(/status of 401/)
  // A number of its own per run and project, starting with 8 as an Indian mobile number may.
  const digits = `8${String(Date.now()).slice(-8)}${testInfo.project.name === 'phone' ? 3 : 4}`
  await page.goto('/auth')
  await answerCookieBanner(page)
  await page.getByText('Other sign-up options').click()
  await page.getByRole('tab', { name: 'Phone' }).click()
  await page.getByRole('textbox', { name: 'Phone number' }).fill(digits)
  await page.getByRole('button', { name: 'Send Code' }).click()
  const codeField = page.getByRole('textbox', { name: '6-digit code' })
  await expect(codeField).toBeVisible()
  await codeField.fill('000000')
  const verify = page.getByRole('button', { name: 'Verify' })
  expect(await verify.isEnabled()).toBe(true)
  await verify.click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid verification code. Please try again.')
})
