// Google sign-in through the local consent page (issue #10): with no GOOGLE_CLIENT_ID the server
// answers as Google at /__local/google, and the production client runs the whole OpenID Connect flow
// against it, back through /auth/callback.
import { expect, test } from './fixtures.ts'

test('signs in with Google from /auth, picking an account on the consent page, and lands on /dashboard', async ({ page }, testInfo) => {
  const email = `google-journey-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/auth')
  await page.getByRole('button', { name: /Continue with Google/ }).click()

  await page.waitForURL(/\/__local\/google\/authorize\?/)
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible()
  await page.getByText('Use another account').click()
  await page.getByLabel('Full name').fill('Gaurav Journey')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()

  await page.waitForURL(/\/dashboard$/)
  const session = await page.request.get('/api/auth/get-session')
  expect(((await session.json()) as { user: { email: string; emailVerified: boolean } }).user).toMatchObject({
    email,
    emailVerified: true,
  })
  // The callback replaced its own entry: going back does not run the exchange again.
  expect(await page.evaluate(() => window.location.pathname)).toBe('/dashboard')
})

test('cancelling on the consent page says so and goes back to /auth', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('button', { name: /Continue with Google/ }).click()
  await page.waitForURL(/\/__local\/google\/authorize\?/)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await page.waitForURL(/\/auth\/callback\?error=access_denied$/)
  await expect(page.getByRole('main').getByRole('alert').getByText('Sign-in failed')).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert').getByText('You cancelled signing in with Google.')).toBeVisible()
  await page.waitForURL(/\/auth$/)
})

test('a callback URL with nothing in it says so and goes back to /auth after 1.5 s', async ({ page }) => {
  await page.goto('/auth/callback')
  await expect(page.getByRole('main').getByRole('alert').getByText('No authentication data found in callback URL')).toBeVisible()
  const shownAt = Date.now()
  await page.waitForURL(/\/auth$/)
  expect(Date.now() - shownAt).toBeLessThan(3000)
})
