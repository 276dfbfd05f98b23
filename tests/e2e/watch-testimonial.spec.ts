import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The mode of each caption track of the testimonial video, by language ('showing', 'hidden' …). */
function captionModes(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const video = document.querySelector('video')
    return Object.fromEntries([...(video?.textTracks ?? [])].map((track) => [track.language, track.mode]))
  })
}

test.use({ locale: 'hi-IN' })

test('a Hindi reader watches the testimonial with Hindi captions, and can switch them to English or off', async ({ page }) => {
  await page.goto('/')
  const video = page.locator('video')
  // Under load the lower sections' element was once replaced while the page settled ("not attached to
  // the DOM", two full runs of 27 November): the scroll is tried again on the element then in place.
  await expect(async () => {
    await video.scrollIntoViewIfNeeded({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  // The player's controls appear once the clip can play; its words are captions, not part of the picture.
  const captions = page.getByLabel('कैप्शन')
  await expect(captions).toBeVisible({ timeout: 20_000 })
  await expect(captions).toHaveValue('hi')
  await expect.poll(() => captionModes(page)).toEqual({ en: 'hidden', hi: 'showing' })
  await expect(video.locator('track[srclang="hi"]')).toHaveAttribute('label', 'हिन्दी')

  await captions.selectOption('en')
  await expect.poll(() => captionModes(page)).toEqual({ en: 'showing', hi: 'hidden' })
  await captions.selectOption('off')
  await expect.poll(() => captionModes(page)).toEqual({ en: 'hidden', hi: 'hidden' })
})
