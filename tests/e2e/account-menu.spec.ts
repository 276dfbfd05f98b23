// Journey: the account menu's button hydrates with the header and its list loads on the first press
// (decision 032). A press made while the list's code is still on its way is not lost: the menu opens
// when the code arrives, at its first item. Desktop only: below 1024 px the slide-in menu holds the
// account's links instead.
import { expect, signUpVerified, test, waitForHydration } from './fixtures.ts'

// The service worker would answer the chunk itself, past page.route.
test.use({ serviceWorkers: 'block' })

test('one press opens the account menu, even while its list is still loading', async ({ page, baseURL }, testInfo) => {
  test.skip((testInfo.project.use.viewport?.width ?? 0) < 1024, 'below 1024 px the account menu is in the slide-in menu')
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL')
  const email = `menu-${Date.now()}-${testInfo.workerIndex}@example.com`
  await signUpVerified(page, { email, name: 'Menu Reader', password: 'Menu-reader-2026!', baseURL })

  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let wasRequested = false
  await page.route(/\/assets\/user-menu-panel-[\w-]+\.js$/, async (route) => {
    wasRequested = true
    await released
    await route.continue()
  })
  await page.goto('/jobs')
  // The header has hydrated: the theme toggle learns the theme only in the browser.
  await waitForHydration(page)

  const button = page.getByRole('button', { name: /Account menu/ })
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  expect(wasRequested).toBe(true)
  await expect(page.getByRole('menu')).toBeHidden()

  release()
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(button).toBeFocused()
})
