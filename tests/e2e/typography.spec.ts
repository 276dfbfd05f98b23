// Issue 7: the typography and accessibility panel. Opened from the header, it changes the page at
// once, is remembered across a reload, offers the system colour scheme, resets to the defaults, and
// read-aloud speaks the double-clicked text at rate 0.8 in the page's language (the browser's speech
// engine is stood in for: headless Chromium has no voices).
import { expect, test, waitForHydration } from './fixtures.ts'

test('the typography panel applies, remembers and resets the reader’s choices', async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: { text: string; rate: number; lang: string }[] = []
    Object.assign(window, { spoken })
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (utterance: SpeechSynthesisUtterance) => spoken.push({ text: utterance.text, rate: utterance.rate, lang: utterance.lang }),
        cancel: () => undefined,
      },
    })
  })
  await page.goto('/')
  await waitForHydration(page)
  const html = page.locator('html')

  await page.getByRole('button', { name: 'Text and accessibility settings' }).click()
  const panel = page.getByRole('dialog', { name: 'Text and accessibility' })
  await expect(panel).toBeVisible()

  const fontSize = panel.getByLabel('Font size')
  await expect(fontSize).toHaveAttribute('min', '12')
  await expect(fontSize).toHaveAttribute('max', '24')
  await expect(fontSize).toHaveValue('16')
  await fontSize.fill('20')
  await expect(html).toHaveCSS('font-size', '20px')
  await expect(panel.getByLabel('Line height')).toHaveAttribute('max', '2')

  await panel.getByText('Readable', { exact: true }).click()
  await expect(html).toHaveAttribute('data-jy-font-family', 'readable')
  await panel.getByText('High', { exact: true }).click()
  await expect(html).toHaveAttribute('data-jy-contrast', 'high')
  await panel.getByText('Dark', { exact: true }).click()
  await expect(html).toHaveClass(/\bdark\b/)

  await panel.getByRole('switch', { name: 'Read aloud on double-click' }).click()
  await expect(panel.getByRole('status')).toHaveText('Read aloud is on. Double-click any text to hear it.')
  await panel.getByRole('button', { name: 'Done' }).click()
  await expect(panel).toBeHidden()

  await page.locator('main h1').first().dblclick()
  // The utterance keeps its rate as a 32-bit float (0.800000011920929).
  const spoken = await page.evaluate(() => Reflect.get(window, 'spoken'))
  expect(spoken).toEqual([{ text: expect.stringMatching(/\S/u), rate: expect.closeTo(0.8, 5), lang: 'en-IN' }])

  await page.reload()
  await expect(html).toHaveCSS('font-size', '20px')
  await expect(html).toHaveAttribute('data-jy-contrast', 'high')
  await expect(html).toHaveClass(/\bdark\b/)

  await page.getByRole('button', { name: 'Text and accessibility settings' }).click()
  await expect(panel.getByLabel('Font size')).toHaveValue('20')
  await panel.getByRole('button', { name: 'Reset to defaults' }).click()
  await expect(html).toHaveCSS('font-size', '16px')
  await expect(html).not.toHaveAttribute('data-jy-contrast', /./u)
  await expect(panel.getByRole('radio', { name: 'Same as device' })).toBeChecked()
  expect(await page.evaluate(() => [localStorage.getItem('typography'), localStorage.getItem('theme')])).toEqual([null, 'system'])
})
