// Journey (issue 7, spec 001 §4 "Sync"): a signed-in person goes offline, saves a job and edits the
// profile; both are queued in IndexedDB ('Action queued for sync'), survive a reload, and once the
// browser is back online reach the server exactly once (read back through the API).
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, signUpVerified, test, waitForServiceWorker } from './fixtures.ts'

const PASSWORD = 'monsoon42'

/** A verified account made through the API and the mailbox, signed in in this browser context. */
async function signInNewAccount(page: Page, baseURL: string | undefined): Promise<string> {
  const email = `offline.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
  await signUpVerified(page, { email, name: 'Kavya Nair', password: PASSWORD, baseURL: baseURL ?? '' })
  return email
}

/** Opens the first job of a listing in its detail dialog and returns the job's title. */
async function openFirstJob(page: Page): Promise<string> {
  await page.goto('/jobs?q=Nurse')
  await page.waitForLoadState('networkidle')
  const heading = page.getByRole('article').first().getByRole('heading').first()
  const title = (await heading.innerText()).trim()
  await heading.getByRole('button').click()
  await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  return title
}

async function saveInDialog(page: Page, title: string): Promise<void> {
  const save = page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Save', exact: true })
  await save.click()
  await expect(page.getByText('Action queued for sync')).toBeVisible()
  await expect(page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')
}

async function editProfileOffline(page: Page, location: string): Promise<void> {
  await page.getByLabel('Location').fill(location)
  await page.getByLabel('Phone').fill('+91 98765 43210')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText(/You are offline\. Your changes are saved in this browser/)).toBeVisible()
  await expect(page.getByText('Action queued for sync')).toBeVisible()
}

/** Waits until the server holds both changes, then checks each is there exactly once. */
async function expectBothOnServer(request: APIRequestContext, title: string, location: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const saved = (await (await request.get('/api/favorites')).json()) as { data: Array<{ job: { job_title: string } | null }> }
        return saved.data.map((favorite) => favorite.job?.job_title)
      },
      { timeout: 45_000 },
    )
    .toEqual([title])
  await expect
    .poll(async () => ((await (await request.get('/api/account/profile')).json()) as { location: string }).location)
    .toBe(location)
}

/** How many actions wait in this browser's offline queue (IndexedDB `jobyatra-offline`). */
function countQueued(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('jobyatra-offline')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const db = opening.result
          const stores = ['pendingSavedJobs', 'pendingProfileUpdates'].filter((name) => db.objectStoreNames.contains(name))
          if (stores.length === 0) return resolve(0)
          const transaction = db.transaction(stores, 'readonly')
          let total = 0
          for (const name of stores) {
            const counting = transaction.objectStore(name).count()
            counting.onsuccess = () => {
              total += counting.result
            }
          }
          transaction.oncomplete = () => {
            db.close()
            resolve(total)
          }
        }
      }),
  )
}

test('offline: save a job and edit the profile, reload, come back online: both reach the server once', async ({
  page,
  context,
  baseURL,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/, /ERR_INTERNET_DISCONNECTED/)
  await signInNewAccount(page, baseURL)
  // /settings is kept for offline use once the worker controls the page and it is opened again.
  await page.goto('/settings')
  await waitForServiceWorker(page)
  await page.reload()
  await page.waitForLoadState('networkidle')
  const title = await openFirstJob(page)

  await context.setOffline(true)
  await saveInDialog(page, title)
  await page.goto('/settings')
  await editProfileOffline(page, 'Kochi')
  await page.reload()
  expect(await countQueued(page)).toBe(2)

  await context.setOffline(false)
  await expectBothOnServer(page.request, title, 'Kochi')
  expect(await countQueued(page)).toBe(0)
})

test('the queue survives a reload while the server is unreachable, then syncs each action once', async ({
  page,
  context,
  baseURL,
  allowConsoleErrors,
}) => {
  // The browser blocks the sync calls below on purpose; it logs each as a failed load.
  allowConsoleErrors(/Failed to load resource/, /ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/)
  await signInNewAccount(page, baseURL)
  const title = await openFirstJob(page)

  await context.setOffline(true)
  await saveInDialog(page, title)

  // Back online, but the sync calls cannot reach the server (they fail as a dead network does), so
  // the queue keeps the save while this browser moves on to another page.
  const unreachable = /\/api\/(favorites|account\/profile)/
  await page.route(unreachable, (route) => route.abort('internetdisconnected'))
  await context.setOffline(false)
  await page.goto('/settings')
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await editProfileOffline(page, 'Kochi')
  await context.setOffline(false)

  await page.reload()
  await page.waitForLoadState('networkidle')
  expect(await countQueued(page)).toBe(2)

  await page.unroute(unreachable)
  await expectBothOnServer(page.request, title, 'Kochi')
  await expect(page.getByText('Offline action synced')).toBeVisible()
  expect(await countQueued(page)).toBe(0)
})
