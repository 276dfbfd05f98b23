// Issue 10: the admin gate. A visitor who is not signed in is sent to /auth (and back after sign-in);
// a signed-in user without a staff role is turned away from /admin and lands on /.
// The account is made the way a person makes one: sign-up (through the API the form calls), then
// the verification link from the e-mail the outbox holds, read at /dev/mailbox.
import { expect, test } from './fixtures.ts'

test('a signed-out visitor is sent to sign in, and a signed-in user without a staff role is turned away from /admin', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fusers$/)

  const email = `not-staff-${testInfo.project.name}-${Date.now()}@example.com`
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '' },
    data: { name: 'Asha Verma', email, password: 'a-long-journey-passphrase-7' },
  })
  expect(signUp.status()).toBe(200)

  // This user's verification e-mail, as a person finds it in the mailbox.
  await page.goto('/dev/mailbox')
  const link = page
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('link', { name: /\/api\/auth\/verify-email/ })
    .first()
  // Opening the link verifies the address and signs the user in (a session cookie in this browser).
  await link.click()
  // The sign-up named no page to return to, so the link lands on the home page, signed in as this user.
  await expect(page).toHaveURL(`${baseURL}/`)
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { email: string } } | null
  expect(session?.user.email).toBe(email)

  await page.goto('/admin')
  await expect(page).toHaveURL(`${baseURL}/`)
  await page.goto('/admin/audit-log')
  await expect(page).toHaveURL(`${baseURL}/`)
})
