// Issue 10: the admin gate. A visitor who is not signed in is sent to /auth (and back after sign-in);
// a signed-in user without a staff role is turned away from /admin and lands on /.
// The account is made the way a person makes one: sign-up (through the API the form calls), then
// the verification link from the e-mail the outbox holds, read at /dev/mailbox.
import { expect, test } from './fixtures.ts'

const VERIFY_LINK = /https?:\/\/[^"'\s<>]+\/api\/auth\/verify-email\?[^"'\s<>]+/

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

  const mailbox = await (await page.request.get('/dev/mailbox')).text()
  // Newest first: this user's message starts where its address first appears.
  const mailboxEntry = mailbox.slice(Math.max(0, mailbox.indexOf(email)))
  const link = VERIFY_LINK.exec(mailboxEntry)?.[0]?.replaceAll('&amp;', '&')
  expect(link, `a verification link for ${email} at /dev/mailbox`).toBeTruthy()
  // Opening the link verifies the address and signs the user in (a session cookie in this browser).
  await page.goto(link ?? '')

  await page.goto('/admin')
  await expect(page).toHaveURL(`${baseURL}/`)
  await page.goto('/admin/audit-log')
  await expect(page).toHaveURL(`${baseURL}/`)
})
