// Journey (issue 23 "help and public pages"): a visitor searches the help centre for refunds, opens
// the article, then writes to support through /contact: the empty form says what is missing, the
// sent message is confirmed on the page, and it waits in the outbox for the support inbox
// (/dev/mailbox, the local outbox, shows it as the e-mail adapter will send it).
import { expect, test } from './fixtures.ts'

test('search the help centre, read an article, then send the contact form and see it confirmed', async ({ page }) => {
  await page.goto('/help')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject non-essential' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Search the help centre' })
  await search.fill('refund')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/help\?q=refund$/)
  const results = page.getByRole('region', { name: /matches? “refund”/ })
  await expect(results).toBeVisible()
  await results.getByRole('link', { name: 'Cancelling Premium and refunds' }).click()

  await expect(page).toHaveURL(/\/help\/cancelling-and-refunds$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cancelling Premium and refunds' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Help centre' })).toBeVisible()
  await expect(page.getByRole('article')).toContainText('one seventh of ₹399 for each unused whole day')

  // "Still need help?" leads to the contact page.
  await page.getByRole('link', { name: 'Contact us' }).last().click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Monday to Saturday, 10:00–19:00 IST')
  await expect(page.getByRole('main')).toContainText('Surat, Gujarat, India')

  const form = page.getByRole('region', { name: 'Send us a message' })
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText('This field is required')).toHaveCount(4)
  await expect(form.getByLabel('Your name')).toBeFocused()

  const subject = `Refund question ${Date.now()}`
  await form.getByLabel('Your name').fill('Asha Verma')
  await form.getByLabel('Your e-mail').fill('not-an-address')
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Message').fill('I cancelled Premium yesterday. When will the refund reach my UPI account?')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  // Nothing typed is lost: only the address needs changing.
  await expect(form.getByLabel('Subject')).toHaveValue(subject)
  await form.getByLabel('Your e-mail').fill('asha@example.in')
  await form.getByRole('button', { name: 'Send message' }).click()

  await expect(form.getByRole('status')).toContainText('Message sent')
  await expect(form.getByRole('status')).toContainText('we will reply to asha@example.in')

  await page.goto('/dev/mailbox')
  const message = page.getByRole('listitem').filter({ hasText: subject })
  await expect(message).toContainText('support@jobyatra.example')
  await expect(message).toContainText('Asha Verma (asha@example.in) wrote through the contact form')
})

// Without JavaScript the same form is posted to /contact and answered by its action (decision 074).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form is posted, refused with what was typed kept, then sent and confirmed', async ({ page, allowConsoleErrors }) => {
    // The refused form's page is answered 400, which the browser logs.
    allowConsoleErrors(/status of 400/)
    await page.goto('/contact')
    const form = page.getByRole('region', { name: 'Send us a message' })
    const subject = `Invoice question ${Date.now()}`
    await form.getByLabel('Your name').fill('Ravi Kumar')
    await form.getByLabel('Your e-mail').fill('not-an-address')
    await form.getByLabel('Subject').fill(subject)
    await form.getByLabel('Message').fill('My GST invoice shows the wrong state. Can you send a corrected one?')
    await form.getByRole('button', { name: 'Send message' }).click()

    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByRole('alert')).toContainText('Your message could not be sent')
    await expect(form.getByLabel('Subject')).toHaveValue(subject)
    await expect(form.getByLabel('Your name')).toHaveValue('Ravi Kumar')
    await form.getByLabel('Your e-mail').fill('ravi@example.in')
    await form.getByRole('button', { name: 'Send message' }).click()

    await expect(form.getByRole('status')).toContainText('Message sent')
    await expect(form.getByRole('status')).toContainText('we will reply to ravi@example.in')
    await page.goto('/dev/mailbox')
    await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText(
      'Ravi Kumar (ravi@example.in) wrote through the contact form',
    )
  })
})
