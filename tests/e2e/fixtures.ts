// The journeys' `test`: Playwright's, plus a check that the page logged no error and threw nothing
// (a hydration mismatch, a failed chunk or an uncaught exception fails the journey that met it).
// A test that expects an error (a 404 page's own request) lists it with `allowConsoleErrors`.
import { test as base, expect, type Page } from '@playwright/test'

interface ConsoleGuard {
  /** Patterns of console errors this test expects; anything else fails it. */
  allowConsoleErrors: (...patterns: RegExp[]) => void
}

export const test = base.extend<ConsoleGuard>({
  allowConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      const allowed: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // The health poller's HEAD probes (spec 001 §4) answer 424 or 503 when a service is degraded or
        // down, which the browser logs; that is the probe reporting, not the page failing (on a busy
        // machine the database check is slow enough to read as degraded).
        if (new URL(message.location().url || 'about:blank').pathname.startsWith('/api/health/')) return
        errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
      await use((...patterns) => allowed.push(...patterns))
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))
      expect(unexpected, 'errors the page logged or threw').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Waits until React has hydrated the page: the header's theme toggle learns the theme only then. A
 * value typed or a choice made before that lives in the server's HTML alone, and hydration may reset
 * it; the page's scripts start after its first paint (decision 077).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('header button[aria-pressed]').first()).toHaveAttribute('aria-pressed', /^(true|false)$/)
}

/** The service worker registers after load and claims the page once its precache is in (decision 028). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 })
}

/**
 * A new account made through the API and verified by opening the link in the local mailbox, as a
 * person opens the e-mail: the browser ends signed in on /.
 */
export async function signUpVerified(
  page: Page,
  account: { email: string; name: string; password: string; baseURL: string },
): Promise<void> {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: account.baseURL },
    data: { name: account.name, email: account.email, password: account.password },
  })
  if (signUp.status() !== 200) {
    // A retry of the journey (CI retries once): the account is there from the first try, so the
    // person signs in with it; the first try made and verified it.
    expect(signUp.status(), await signUp.text()).toBe(422)
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: account.baseURL },
      data: { email: account.email, password: account.password },
    })
    if (signIn.status() === 200) {
      await page.goto('/')
      return
    }
  }
  await page.goto('/dev/mailbox')
  await page
    .getByRole('listitem')
    .filter({ hasText: account.email })
    .getByRole('link', { name: /\/api\/auth\/verify-email/ })
    .first()
    .click()
  await expect(page).toHaveURL(`${account.baseURL}/`)
}

/**
 * Signs out as a person does at the width of the page: the slide-in menu's Sign Out below lg, the
 * account menu's above. The account menu's button hydrates with the header and its list loads on the
 * press, opening when it arrives (decision 032), so one press opens it. Returns once the page shows
 * the person signed out: signing out loads its calls, ends the session and then refreshes the page,
 * and a journey that moves on before that (under load) would still be signed in.
 */
export async function signOutFromMenu(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Sign Out' }).click()
  } else {
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  }
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
}
