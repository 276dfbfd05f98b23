import { expect, test } from './fixtures.ts'

// Spec 000 §2, §4, §5, §8: phone sign-in with a 6-digit code. The code is read from /dev/mailbox,
// the local outbox, the way a person reads the SMS on their phone.
test('phone sign-in: send a code, read it from the mailbox, verify and land on the dashboard', async ({
  page,
  context,
  baseURL,
  allowConsoleErrors,
}, testInfo) => {
  // The wrong code is answered 401, which the browser logs.
  allowConsoleErrors(/status of 401/)
  // A number of its own per run and project, starting with 9 as an Indian mobile number must.
  const digits = `9${String(Date.now()).slice(-8)}${testInfo.project.name === 'phone' ? 1 : 2}`
  const shown = `${digits.slice(0, 5)} ${digits.slice(5)}`

  await page.goto('/auth')
  await page.getByText('Other sign-up options').click()
  await page.getByRole('tab', { name: 'Phone' }).click()
  const phoneField = page.getByRole('textbox', { name: 'Phone number' })

  // A number starting with 5 is refused with the spec's message, and Send Code stays disabled.
  await phoneField.fill('5876543210')
  await expect(page.getByText('Phone number must start with 6, 7, 8, or 9')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send Code' })).toBeDisabled()

  await phoneField.fill(digits)
  await expect(phoneField).toHaveValue(shown)
  // The refusal goes at the next check, 300 ms after typing, and the button moves up into its place;
  // a person taps the button where it settles, so the journey waits for the line to go.
  await expect(page.getByText('Phone number must start with 6, 7, 8, or 9')).toBeHidden()
  await page.getByRole('button', { name: 'Send Code' }).click()
  await expect(page.getByText('OTP sent to your phone. Please enter the code.')).toBeVisible()

  // 'Use different phone number' returns to the number step; the number can be sent again.
  await page.getByRole('button', { name: 'Use different phone number' }).click()
  await expect(phoneField).toBeVisible()
  await phoneField.fill(digits)
  await page.getByRole('button', { name: 'Send Code' }).click()
  const codeField = page.getByRole('textbox', { name: '6-digit code' })
  await expect(codeField).toBeVisible()

  // A wrong code is refused with the spec's message.
  // Enter, as a person does after typing the code; the field's hint appears 300 ms after typing and
  // moves the Verify button, so a click aimed at once can land beside it.
  await codeField.fill('000000')
  await codeField.press('Enter')
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid verification code. Please try again.')

  const mailbox = await context.newPage()
  await mailbox.goto('/dev/mailbox')
  const message = mailbox
    .getByRole('listitem')
    .filter({ hasText: `+91${digits}` })
    .first()
  await expect(message).toBeVisible()
  // The mailbox shows the code on its own (the SMS template's parameter), as a phone shows it large.
  const code = (await message.getByRole('definition').textContent()) ?? ''
  expect(code, 'the 6-digit code of the newest SMS to this number').toMatch(/^\d{6}$/)
  await mailbox.close()

  await codeField.fill(code)
  await codeField.press('Enter')
  await expect(page.getByText('Phone number verified successfully.')).toBeVisible()
  await expect(page).toHaveURL(`${baseURL}/dashboard`)
  await page.screenshot({ path: testInfo.outputPath('phone-signed-in.png') })
})
