// Journeys (issue 21): a guest chats with the career assistant (the offline assistant over the demo
// jobs) and meets the spec's limit message on the 4th message; switching the chat language to Hindi
// brings the Hindi greeting. The panel's code loads only on the first tap of the chat button.
import { expect, test } from './fixtures.ts'

test('as a guest, send 3 messages and see the limit message on the 4th', async ({ page, allowConsoleErrors }) => {
  // The 4th message is refused with 429 GUEST_CHAT_LIMIT, which the browser logs as a failed load.
  allowConsoleErrors(/status of 429/u)
  const panelChunks: string[] = []
  const confirmations: unknown[] = []
  page.on('request', (request) => {
    if (/chat-panel/u.test(request.url())) panelChunks.push(request.url())
    if (request.method() === 'POST' && request.url().endsWith('/api/usage/chatbot_messages/increment'))
      confirmations.push(request.postDataJSON())
  })
  await page.goto('/')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject non-essential' }).click()
  const launcher = page.getByTestId('chat-launcher')
  await expect(launcher).toBeVisible()
  expect(panelChunks).toEqual([])
  await launcher.click()
  const panel = page.getByTestId('chat-panel')
  await expect(panel.getByRole('heading', { name: 'Career assistant' })).toBeVisible()
  await expect(panel.getByTestId('chat-bot-message').first()).toContainText("I'm your JobYatra career assistant")

  const input = panel.getByRole('textbox', { name: 'Your message' })
  const send = panel.getByRole('button', { name: 'Send' })
  await expect(send).toBeDisabled()
  // The usage line reads the server's count, and follows each message (decision 073).
  const usage = panel.getByTestId('chat-usage')
  await expect(usage).toHaveText('3 of 3 free messages left')
  for (const [index, question] of ['software engineer jobs in bengaluru', 'What does Premium include?', 'hello'].entries()) {
    await input.fill(question)
    await input.press('Enter')
    await expect(panel.getByTestId('chat-bot-message')).toHaveCount(index + 2)
    await expect(panel.getByRole('button', { name: 'Send' })).toBeVisible()
    await expect(usage).toHaveText(`${2 - index} of 3 free messages left`)
  }
  // Each message was confirmed with increment-usage naming it; the server counted none twice.
  expect(confirmations).toEqual(Array.from({ length: 3 }, () => ({ messageId: expect.stringMatching(/^[0-9a-f-]{36}$/u) })))
  await expect(panel.getByTestId('chat-bot-message').nth(1)).toContainText('open')
  await expect(panel.getByTestId('chat-bot-message').nth(2)).toContainText('₹399')

  await input.fill('one more question')
  await input.press('Enter')
  await expect(panel.getByTestId('chat-bot-message').nth(4)).toContainText("You've reached the 3 message limit for guests.")
  await expect(panel.getByRole('link', { name: 'Sign in for more messages' })).toBeVisible()
  await expect(usage).toHaveText('0 of 3 free messages left')
  expect(confirmations).toHaveLength(3)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

for (const width of [390, 1280]) {
  test(`switch the chat language to Hindi and see the Hindi greeting (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto('/')
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject non-essential' }).click()
    await page.getByTestId('chat-launcher').click()
    const panel = page.getByTestId('chat-panel')
    await expect(panel.getByTestId('chat-bot-message').first()).toContainText('career assistant')
    await panel.getByRole('button', { name: 'Quick actions' }).click()
    // Kept with the run's results for a person to look at, not written into the checkout.
    await page.screenshot({ path: testInfo.outputPath(`chat-panel-en-${width}.png`) })

    await panel.getByRole('button', { name: 'Language' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose chat language' })
    await expect(picker.getByRole('heading', { name: 'Popular Languages' })).toBeVisible()
    await picker.getByRole('button', { name: /हिन्दी/u }).first().click()
    await expect(picker).toBeHidden()
    await expect(panel.getByTestId('chat-language-badge')).toHaveText('hi')
    await expect(panel.getByTestId('chat-bot-message').first()).toContainText('नमस्ते! मैं आपका JobYatra करियर असिस्टेंट हूँ।')
    await expect(panel.getByTestId('chat-bot-message')).toHaveCount(1)
    await expect(panel.getByRole('button', { name: 'नौकरी खोजें' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`chat-panel-hi-${width}.png`) })
  })
}
