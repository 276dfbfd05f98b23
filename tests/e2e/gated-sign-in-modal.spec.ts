import { expect, test, waitForHydration } from './fixtures.ts'

// Spec 000 §2 "Sign-in modal", §4: a signed-out tap on Apply opens the sign-in modal in place of
// applying, with the 'Applying for' card, Google first, then the Sign In and Sign Up tabs; every open
// starts empty; a wrong password is a recoverable alert.
test('a signed-out Apply on a landing result opens the sign-in modal for that job', async ({ page, allowConsoleErrors }, testInfo) => {
  // The wrong password below is answered 401, which the browser logs.
  allowConsoleErrors(/status of 401/)
  await page.goto('/?q=Software+Engineer')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const firstCard = page.locator('#job-results').getByRole('article').first()
  await expect(firstCard).toBeVisible()
  const jobTitle = (await firstCard.getByRole('heading', { level: 3 }).innerText()).trim()

  // Before the page's JavaScript runs, Apply is a real link to /auth that comes back here.
  const apply = firstCard.getByRole('button', { name: 'Apply', exact: true })
  await expect(apply).toHaveAttribute('href', /^\/auth\?mode=signin&redirect=%2F%3Fq%3DSoftware/)

  await apply.click()
  const modal = page.getByRole('dialog', { name: 'Sign In to Apply' })
  await expect(modal).toBeVisible()
  await expect(modal.getByText('Applying for')).toBeVisible()
  await expect(modal.getByText(jobTitle, { exact: true })).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(modal.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  await expect(modal.getByRole('tab', { name: 'Sign Up' })).toBeVisible()
  await expect(page).toHaveURL(/\/\?q=Software/)
  await page.screenshot({ path: testInfo.outputPath('sign-in-modal.png') })

  // A wrong password: 'Sign In Unsuccessful', dismissible, with Try Again.
  await modal.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com')
  await modal.getByLabel('Password', { exact: true }).fill('wrong-password-1')
  await modal.getByRole('button', { name: 'Sign In', exact: true }).click()
  const alert = modal.getByRole('alert')
  await expect(alert).toContainText('Sign In Unsuccessful')
  await expect(alert).toContainText('Double-check your email and password, or reset your password')
  await alert.getByRole('button', { name: 'Try Again' }).click()
  await expect(alert).toBeHidden()
  await expect(modal.getByLabel('Password', { exact: true })).toBeFocused()

  // Closing and opening again starts empty.
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await apply.click()
  await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue('')
})

// Spec 000 §2 "Sign-in modal", §4 "Protected navigation": a signed-out tap on a link to a sign-in-only
// page opens the modal titled for that page; signed in there, the person goes on to the page.
test('a signed-out tap on a gated item opens the sign-in modal, and signing in there goes on to the page', async ({ page, baseURL }) => {
  const email = `gated.${Date.now()}@example.com`
  // An account to sign in with, made through the API and verified from the mailbox.
  await page.goto('/')
  await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '' },
    data: { name: 'Meera Iyer', email, password: 'monsoon42' },
  })
  await page.goto('/dev/mailbox')
  const link = await page
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('link', { name: /verify-email/ })
    .first()
    .getAttribute('href')
  const verification = await page.request.get(link ?? '', { maxRedirects: 0 })
  expect(verification.status()).toBe(302)
  await page.context().clearCookies()

  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const interview = page.getByRole('link', { name: /Mock interviews/ }).first()
  await expect(interview).toHaveAttribute('href', '/auth?redirect=%2Fmock-interview')
  await interview.click()
  const modal = page.getByRole('dialog', { name: /^Sign in to access/ })
  await expect(modal).toBeVisible()
  await expect(modal).toContainText(/Please sign in to access your .+ and personalized features/)
  await expect(page).toHaveURL(`${baseURL}/`)

  await modal.getByRole('textbox', { name: 'Email' }).fill(email)
  await modal.getByLabel('Password', { exact: true }).fill('monsoon42')
  await modal.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText(/Hi (Meera|there), you're signed in/)).toBeVisible()
  await expect(page).toHaveURL(`${baseURL}/mock-interview`)
})
