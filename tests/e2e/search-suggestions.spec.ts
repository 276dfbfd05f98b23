// Journey: a visitor types a job title on the landing page and, with the suggestion list open, moves
// on to the location field, presses Search Jobs or scrolls. Each does what they meant: the list never
// lies over the next field or the button (on phones it pushes them down), and it closes after the press
// has landed (closing first would move the target from under the finger) or when the page scrolls.
// Runs in both projects (phone 390 px with touch, desktop 1280 px with a mouse), and at 360 px.
import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

type Box = { x: number; y: number; width: number; height: number }

function overlaps(first: Box, second: Box): boolean {
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  )
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('the element has no box')
  return box
}

function searchForm(page: Page) {
  const form = page.getByRole('search', { name: 'Job search' })
  return {
    title: form.getByRole('combobox', { name: 'Job title' }),
    titleList: form.getByRole('listbox', { name: 'Job title suggestions' }),
    location: form.getByRole('combobox', { name: 'Location' }),
    locationList: form.getByRole('listbox', { name: 'Location suggestions' }),
    submit: form.getByRole('button', { name: 'Search Jobs' }),
  }
}

/** A tap with a touch screen, a click with a mouse: the way this project's person presses. */
async function press(page: Page, locator: Locator): Promise<void> {
  const hasTouch = await page.evaluate(() => navigator.maxTouchPoints > 0)
  if (hasTouch) await locator.tap()
  else await locator.click()
}

/** Puts the title field near the top of the screen (as a phone does when its keyboard opens), then types. */
async function typeTitle(page: Page, text: string): Promise<void> {
  const { title, titleList } = searchForm(page)
  await title.evaluate((input) => {
    window.scrollTo({ top: window.scrollY + input.getBoundingClientRect().top - 100, behavior: 'instant' })
  })
  await press(page, title)
  await title.fill('')
  await title.pressSequentially(text)
  await expect(titleList).toBeVisible()
  await expect(title).toHaveAttribute('aria-expanded', 'true')
}

async function checkPressesWithTheListOpen(page: Page, screenshotPath: string): Promise<void> {
  const form = searchForm(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')

  // The exact title comes first, then the longer titles that start with it.
  await typeTitle(page, 'software eng')
  await expect(form.titleList.getByRole('option').first()).toHaveText(/^Software Engineer\s*\d+ jobs$/)
  await expect(form.titleList.getByRole('option').nth(1)).toHaveText(/^Software Engineering Intern/)
  await page.screenshot({ path: screenshotPath })
  // Nothing the person may press next lies under the list.
  const list = await boxOf(form.titleList)
  expect(overlaps(list, await boxOf(form.location)), 'the list lies over the location field').toBe(false)
  expect(overlaps(list, await boxOf(form.submit)), 'the list lies over Search Jobs').toBe(false)
  await expect(form.location).toBeInViewport()
  await expect(form.submit).toBeInViewport()

  // A press on the location field goes to it: focus there, the typed title kept, the list closed.
  await press(page, form.location)
  await expect(form.location).toBeFocused()
  await expect(form.titleList).toBeHidden()
  await expect(form.title).toHaveAttribute('aria-expanded', 'false')
  await expect(form.title).toHaveValue('software eng')
  await form.location.pressSequentially('mum')
  await expect(form.locationList.getByRole('option').first()).toHaveText(/^Mumbai/)
  await form.location.fill('')

  // Scrolling the page closes the list and leaves the text as typed.
  await typeTitle(page, 'software eng')
  await page.evaluate(() => window.scrollBy({ top: 150, behavior: 'instant' }))
  await expect(form.titleList).toBeHidden()
  await expect(form.title).toHaveValue('software eng')

  // A press on plain text outside (in view, so no scroll is involved) closes it too.
  await typeTitle(page, 'data ana')
  const plainText = page.getByRole('search', { name: 'Job search' }).getByText('Popular locations', { exact: true })
  await expect(plainText).toBeInViewport()
  await press(page, plainText)
  await expect(form.titleList).toBeHidden()

  // Keyboard and screen reader use is unchanged: Down highlights an option, Enter chooses it.
  await typeTitle(page, 'software eng')
  await expect(form.titleList.getByRole('option').first()).toHaveText(/^Software Engineer\d/)
  await form.title.press('ArrowDown')
  await expect(form.title).toHaveAttribute('aria-activedescendant', /-option-0$/)
  await expect(form.titleList.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await form.title.press('Enter')
  await expect(form.title).toHaveValue('Software Engineer')
  await expect(form.titleList).toBeHidden()

  // A press on Search Jobs searches for what was typed, not for a suggestion.
  await typeTitle(page, 'software eng')
  await press(page, form.submit)
  await expect(page).toHaveURL(/[?&]q=software\+eng(&|$)/)
  await expect(form.titleList).toBeHidden()
  await expect(form.title).toHaveValue('software eng')
  await expect(page.locator('#job-results').getByRole('article').first()).toBeVisible()
}

test('with suggestions open, the location field, Search Jobs and scrolling do what the person meant', async ({ page }, testInfo) => {
  await checkPressesWithTheListOpen(page, testInfo.outputPath('suggestions-open.png'))
})

test('the same at 360 px, the narrowest common phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await checkPressesWithTheListOpen(page, testInfo.outputPath('suggestions-open-360.png'))
})

test('scrolling inside a list taller than a short screen keeps it open; scrolling the page closes it', async ({ page }) => {
  const form = searchForm(page)
  // A phone held sideways: the list is capped at half the screen and scrolls inside itself.
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: Math.min(viewport?.width ?? 390, 390), height: 400 })
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  // On a screen this short the consent banner covers the form until it is answered, as for a reader.
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject non-essential' }).click()
  await typeTitle(page, 'software')
  const isScrollable = await form.titleList.evaluate((list) => list.scrollHeight > list.clientHeight)
  expect(isScrollable, 'the list should scroll inside itself on a 400 px tall screen').toBe(true)
  await form.titleList.evaluate((list) => list.scrollBy({ top: 60, behavior: 'instant' }))
  await expect.poll(() => form.titleList.evaluate((list) => list.scrollTop)).toBeGreaterThan(0)
  await expect(form.titleList).toBeVisible()
  await page.evaluate(() => window.scrollBy({ top: 100, behavior: 'instant' }))
  await expect(form.titleList).toBeHidden()
})
