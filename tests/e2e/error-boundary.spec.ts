// Issue 7: the error boundary after a thrown render error (spec 001 §4 "Error boundary": Try Again up
// to 3 times, then only refresh or go back), the Application Error panel for an uncaught error after
// hydration (harmless noise leaves the page alone), and the error dashboard on Ctrl+Shift+E.
// /dev/render-error throws while rendering when its button is pressed; it exists only without APP_ENV.
import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures.ts'

const thrown = /A render error thrown on purpose/

test('a thrown render error shows the boundary; Try Again works 3 times, then only refresh or go back', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(thrown)
  await page.goto('/dev/render-error')
  const throwButton = page.getByRole('button', { name: 'Throw a render error' })
  const tryAgain = page.getByRole('button', { name: 'Try Again' })
  const heading = page.getByRole('heading', { name: 'Application Error' })

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await throwButton.click()
    await expect(heading).toBeVisible()
    await tryAgain.click()
    // Try Again brings the page back: the route renders afresh.
    await expect(throwButton).toBeVisible()
    await expect(heading).toBeHidden()
  }

  await throwButton.click()
  await expect(heading).toBeVisible()
  await expect(tryAgain).toHaveCount(0)
  await expect(page.getByText('Still not working.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Refresh page' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Clear Cache & Reload' })).toBeVisible()
})

test('an uncaught error after hydration shows the Application Error panel; ResizeObserver noise does not', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/boom after hydration/)
  await page.goto('/dev/render-error')
  // The button is enabled once the page has hydrated, and the window listeners with it.
  await expect(page.getByRole('button', { name: 'Throw a render error' })).toBeEnabled()
  await page.evaluate(() => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }))
  })
  await expect(page.getByRole('heading', { name: 'Render error test' })).toBeVisible()

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom after hydration')
    })
  })
  await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Clear Cache & Reload' })).toBeVisible()
})

test('Ctrl+Shift+E opens the error dashboard with its tabs, and the error it recorded', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(thrown)
  await page.goto('/dev/render-error')
  const throwButton = page.getByRole('button', { name: 'Throw a render error' })
  await throwButton.click()
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(throwButton).toBeVisible()

  const dashboard = page.getByRole('region', { name: 'Error monitor' })
  // The shortcut's listener starts after first paint (an idle moment): press until it answers.
  await expect(async () => {
    await page.keyboard.press('Control+Shift+E')
    await expect(dashboard).toBeVisible({ timeout: 1000 })
  }).toPass()
  for (const tab of ['Overview', 'Errors', 'Network', 'Sync Status', 'Export']) {
    await expect(dashboard.getByRole('tab', { name: tab })).toBeVisible()
  }
  await dashboard.getByRole('tab', { name: 'Errors' }).click()
  await expect(dashboard.getByText(thrown)).toBeVisible()

  await dashboard.getByRole('tab', { name: 'Export' }).click()
  const download = page.waitForEvent('download')
  await dashboard.getByRole('button', { name: 'Download JSON' }).click()
  const file = await download
  const exported: unknown = JSON.parse(await readFile(await file.path(), 'utf8'))
  expect(exported).toMatchObject({ metrics: { errors: 1 }, network: 'online' })

  await page.keyboard.press('Control+Shift+E')
  await expect(dashboard).toBeHidden()
})
