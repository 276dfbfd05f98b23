// Issue 24: staff operations. The project's staff member (ADMIN_EMAILS, set by scripts/e2e-server.ts)
// finds the admin area in the account menu, reads the dashboard, gives a new member a staff role and
// finds the change in the audit log, and reads that member's verification e-mail in the e-mail logs.
import { expect, signUpVerified, test, waitForHydration } from './fixtures.ts'

test('a staff member opens the admin area from the menu, grants a role that the audit log records, and reads the e-mail logs', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  const memberEmail = `staff-ops-member-${project}-${Date.now()}@example.com`
  const member = await browser.newContext({ baseURL })
  await signUpVerified(await member.newPage(), {
    email: memberEmail,
    name: 'Ravi Kumar',
    password: 'a-long-journey-passphrase-7',
    baseURL: baseURL ?? '',
  })
  await member.close()

  await signUpVerified(page, {
    email: `e2e-staff-${project}@example.com`,
    name: 'Meera Iyer',
    password: 'a-long-journey-passphrase-7',
    baseURL: baseURL ?? '',
  })
  // The admin area is in the account menu: the slide-in menu on a phone, the account menu's list above.
  // The buttons answer once React has hydrated the page: the theme toggle learns the theme only then.
  await waitForHydration(page)
  if (project === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('link', { name: 'Admin area' }).click()
  } else {
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Admin area' }).click()
  }
  await expect(page).toHaveURL(`${baseURL}/admin`)
  // The dashboard counts today's sign-ups from the accounts table: at least these two.
  const signUps = page.locator('[data-metric="signUps"]')
  await expect(signUps).toBeVisible()
  expect(Number((await signUps.getByTestId('metric-total').innerText()).replaceAll(',', ''))).toBeGreaterThanOrEqual(2)
  await page.getByRole('link', { name: '7 days' }).click()
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard?days=7`)

  await page.goto('/admin/users')
  await page.getByLabel('E-mail address').fill(memberEmail)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByLabel(`Staff role for ${memberEmail}`).selectOption('editor')
  await page.getByRole('button', { name: 'Save role' }).click()
  await expect(page.getByText(`${memberEmail} is now: Editor.`)).toBeVisible()

  await page.goto('/admin/audit-log')
  const newest = page.getByTestId('audit-entries').getByRole('listitem').first()
  await expect(newest).toContainText(`Changed the staff role of ${memberEmail}`)
  await expect(newest).toContainText('Editor')

  await page.goto(`/admin/email-logs?recipient=${encodeURIComponent(memberEmail)}`)
  const messages = page.getByTestId('email-log-entries').getByRole('listitem')
  await expect(messages.filter({ hasText: 'verify-email' })).toHaveCount(1)
  await expect(messages.first()).toContainText(memberEmail)
})
