// Journey: a reader (or a crawler) lands on the server-rendered job pages, reads them in Hindi,
// switches to dark mode, pages through without JavaScript, and meets the 404 page.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

type JsonLd = Record<string, unknown>

interface PageFacts {
  status: number
  title: string
  description: string
  canonical: string
  cardCount: number
  postings: JsonLd[]
  html: string
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function readAttribute(html: string, pattern: RegExp): string {
  return decodeEntities(pattern.exec(html)?.[1] ?? '')
}

/** What a crawler sees: the HTML exactly as the server sent it, before any JavaScript ran. */
async function fetchPage(request: APIRequestContext, path: string): Promise<PageFacts> {
  const response = await request.get(path)
  const html = await response.text()
  const postings = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as JsonLd,
  )
  return {
    status: response.status(),
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: readAttribute(html, /<meta name="description" content="([^"]*)"/),
    canonical: readAttribute(html, /<link rel="canonical" href="([^"]*)"/),
    // Job cards are the <article> elements of the results list.
    cardCount: html.match(/<article\b/g)?.length ?? 0,
    postings: postings.filter((posting) => posting['@type'] === 'JobPosting'),
    html,
  }
}

function expectGoogleRequiredFields(posting: JsonLd): void {
  expect(posting['@context']).toBe('https://schema.org')
  expect(typeof posting.title).toBe('string')
  expect(String(posting.title).length).toBeGreaterThan(0)
  expect(String(posting.description).length).toBeGreaterThan(0)
  expect(Number.isNaN(Date.parse(String(posting.datePosted)))).toBe(false)
  expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) })
  if (posting.jobLocationType === 'TELECOMMUTE') {
    // Every seeded job has a country, so a remote one says where applicants may live.
    expect(posting.applicantLocationRequirements).toMatchObject({ '@type': 'Country', name: expect.stringMatching(/\S/) })
  } else {
    expect(posting.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } })
  }
  expect(posting.directApply).toBe(false)
  expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue', value: expect.any(String) })
}

/** A city and a role the seeded data really has, read from the related links of /jobs. */
async function findCityAndRolePaths(request: APIRequestContext): Promise<{ cityPath: string; rolePath: string }> {
  const { html } = await fetchPage(request, '/jobs')
  const cityPath = /href="(\/jobs\/in-[a-z0-9-]+)"/.exec(html)?.[1]
  const rolePaths = [...html.matchAll(/href="(\/jobs\/[a-z0-9-]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((path) => !path.startsWith('/jobs/in-'))
  expect(cityPath, 'a city link on /jobs').toMatch(/^\/jobs\/in-[a-z0-9-]+$/)
  expect(rolePaths[0], 'a role link on /jobs').toMatch(/^\/jobs\/[a-z0-9-]+$/)
  return { cityPath: cityPath ?? '', rolePath: rolePaths[0] ?? '' }
}

test.describe('server-rendered job pages', () => {
  test('each kind of job page has its own title and description, and one JobPosting per card', async ({ request }) => {
    const { cityPath, rolePath } = await findCityAndRolePaths(request)
    const paths = ['/jobs', '/jobs?featured=true', '/jobs?remote=true', cityPath, rolePath, '/visa-sponsorship-jobs', '/government-jobs']
    const titles = new Set<string>()
    const descriptions = new Set<string>()

    for (const path of paths) {
      const page = await fetchPage(request, path)
      expect(page.status, path).toBe(200)
      expect(page.title, path).toMatch(/ \| JobYatra$/)
      expect(page.description.length, path).toBeGreaterThan(40)
      expect(page.canonical, path).toMatch(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
      expect(page.cardCount, `${path} shows jobs`).toBeGreaterThan(0)
      expect(page.postings, path).toHaveLength(page.cardCount)
      for (const posting of page.postings) expectGoogleRequiredFields(posting)
      titles.add(page.title)
      descriptions.add(page.description)
    }
    expect(titles.size).toBe(paths.length)
    expect(descriptions.size).toBe(paths.length)
  })

  test('the city and role pages name their city and role', async ({ request }) => {
    const { cityPath, rolePath } = await findCityAndRolePaths(request)
    const city = await fetchPage(request, cityPath)
    expect(city.title).toMatch(/^Jobs in .+ \| JobYatra$/)
    const role = await fetchPage(request, rolePath)
    expect(role.title).toMatch(/^.+ jobs \| JobYatra$/)
  })

  test('remote jobs are marked TELECOMMUTE', async ({ request }) => {
    const page = await fetchPage(request, '/jobs?remote=true')
    expect(page.title).toBe('Remote jobs | JobYatra')
    expect(page.postings.length).toBeGreaterThan(0)
    for (const posting of page.postings) {
      expect(posting.jobLocationType).toBe('TELECOMMUTE')
      expect(posting.applicantLocationRequirements).toMatchObject({ '@type': 'Country' })
    }
  })

  test('an unknown city or page answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/jobs/in-atlantis-under-the-sea', '/no/such/page']) {
      const page = await fetchPage(request, path)
      expect(page.status, path).toBe(404)
      expect(page.html, path).toContain('Oops! Page not found')
      expect(page.html, path).toMatch(/<a[^>]*href="\/"[^>]*>.*Return to Home/)
    }
    // Past the end of a listing, the 404 says where it ends and links back into it.
    const past = await fetchPage(request, '/jobs?page=999')
    expect(past.status).toBe(404)
    expect(past.html).toContain('This listing ends before page 999')
    expect(past.html).toMatch(/<a[^>]*href="\/jobs\?page=\d+"[^>]*>Go to the last page/)
  })
})

/**
 * Opens a page and waits until React has hydrated it, so the controls answer before we use them: the
 * theme toggle learns the theme (and gains aria-pressed) only in the browser.
 */
async function openInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

test.describe('reading the job pages', () => {
  test('pages link forward and back with plain links that work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/jobs')
    await page.getByRole('link', { name: 'Next page' }).click()
    // The Next link carries the cursor of the last job shown; the page is still page 2.
    await expect(page).toHaveURL(/\/jobs\?page=2&after=[A-Za-z0-9_-]+$/)
    await expect(page).toHaveTitle('Latest jobs in India and abroad – Page 2 | JobYatra')
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/jobs$/)
    await page.getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    await context.close()
  })

  test('switching the language to हिन्दी changes the page at once and stays for the next visit', async ({ page }) => {
    await openInteractive(page, '/government-jobs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Government jobs')
    await page.getByLabel('Language').selectOption('hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सरकारी नौकरियाँ')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page).toHaveTitle('सरकारी नौकरियाँ | JobYatra')
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('hi')

    // The cookie lets the server render the next page in Hindi before any JavaScript runs.
    const response = await page.request.get('/jobs')
    expect(await response.text()).toContain('<html lang="hi"')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सरकारी नौकरियाँ')
  })

  test('in हिन्दी a city page names the city, its places and its pay in Hindi, without a reload', async ({ page }) => {
    await openInteractive(page, '/jobs/in-mumbai')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs in Mumbai')
    await expect(page.getByText('Mumbai, Maharashtra, India').first()).toBeVisible()
    await page.getByLabel('Language').selectOption('hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मुंबई में नौकरियाँ')
    await expect(page.getByText('मुंबई, महाराष्ट्र, भारत').first()).toBeVisible()
    await expect(page.getByText(/लाख प्रति वर्ष/).first()).toBeVisible()
    await expect(page.getByText('Mumbai, Maharashtra, India')).toHaveCount(0)
  })

  test('the theme toggle flips between light and dark and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await openInteractive(page, '/jobs')
    const html = page.locator('html')
    await expect(html).not.toHaveClass(/\bdark\b/)
    const toggle = page.getByRole('button', { name: 'Dark mode' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark')

    await page.reload()
    await expect(html).toHaveClass(/\bdark\b/)
    await page.getByRole('button', { name: 'Dark mode' }).click()
    await expect(html).not.toHaveClass(/\bdark\b/)
  })

  test('with no choice stored, the theme follows the operating system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/visa-sponsorship-jobs')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })

  test('the skip link jumps to the main content', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'keyboard journey')
    await openInteractive(page, '/jobs')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })

  test('the header shrinks after 20 px of scroll', async ({ page }) => {
    await openInteractive(page, '/jobs')
    const header = page.locator('body > header').first()
    await expect(header).toHaveAttribute('data-compact', 'false')
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(header).toHaveAttribute('data-compact', 'true')
  })

  test('on a phone the menu slides in, traps focus, and closes with Escape', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the slide-in menu is for small screens')
    await openInteractive(page, '/jobs')
    // While the menu is open the rest of the page is hidden from assistive technology, the button too,
    // so it is found by its label rather than its role.
    const menuButton = page.locator('header button[aria-label="Open menu"]')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Government Jobs' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(menuButton).toBeFocused()

    await menuButton.click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Visa Sponsorship Jobs' }).click()
    await expect(page).toHaveURL(/\/visa-sponsorship-jobs$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visa sponsorship jobs')
  })

  test('the 404 page leads back home', async ({ page, allowConsoleErrors }) => {
    // Chromium logs the page's own 404 answer as a failed resource.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/)
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
