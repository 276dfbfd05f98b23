// Journey: a job seeker pages through a whole city listing to its end, following every 'Next page',
// and trusts the numbers on the way: the count says how many jobs there are, and that many are there.
// Then a search on the landing page goes on through View All N Jobs into the public listing.
import { expect, test } from './fixtures.ts'

/** "1,234 jobs found" → 1234. */
function readTotal(text: string | null): number {
  const match = /([\d,]+) jobs? found/.exec(text ?? '')
  if (!match?.[1]) throw new Error(`no count in ${JSON.stringify(text)}`)
  return Number(match[1].replaceAll(',', ''))
}

test('every Next page of a city listing leads to more jobs, until the count says they are all shown', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000)
  // The page past the end answers 404 on purpose.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/)
  await page.goto('/jobs/in-pune')
  const countLine = page.getByRole('status').filter({ hasText: /jobs? found/ })
  const total = readTotal(await countLine.textContent())
  const pages = Math.ceil(total / 10)
  expect(pages).toBeGreaterThan(2)

  const seen = new Set<string>()
  for (let number = 1; ; number++) {
    await expect(page.getByText(`Page ${number} of ${pages}`)).toBeVisible()
    expect(readTotal(await countLine.textContent())).toBe(total)
    // Each card's JobPosting names its job; together they say which jobs this page shows.
    const ids = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((script) => {
        const posting = JSON.parse(script.textContent ?? '{}') as { '@type'?: string; identifier?: { value?: string } }
        return posting['@type'] === 'JobPosting' ? [posting.identifier?.value ?? ''] : []
      }),
    )
    expect(ids.length).toBe(await page.locator('article').count())
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) seen.add(id)
    const next = page.getByRole('link', { name: 'Next page' })
    if ((await next.count()) === 0) {
      expect(number).toBe(pages)
      break
    }
    const response = page.waitForResponse((answer) => answer.url().includes('page=') && answer.request().resourceType() !== 'image')
    await next.click()
    expect((await response).status()).toBe(200)
  }
  expect(seen.size).toBe(total)

  // A page past the end says where the listing ends and leads back into it.
  const past = await page.goto(`/jobs/in-pune?page=${pages + 3}`)
  expect(past?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: `This listing ends before page ${pages + 3}` })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the last page' }).click()
  await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible()
})

test('View All N Jobs goes on with the same search in the public listing, with the same count', async ({ page }) => {
  await page.goto('/?q=Data+Analyst')
  const results = page.locator('#job-results')
  const total = readTotal(await results.getByRole('status').textContent())
  const viewAll = results.getByRole('link', { name: /View All .*Jobs/ })
  await expect(viewAll).toHaveAccessibleName(`View All ${total.toLocaleString('en-IN')} Jobs`)
  await viewAll.click()
  await expect(page).toHaveURL(/\/jobs\?q=Data\+Analyst/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Analyst jobs')
  expect(
    readTotal(
      await page
        .getByRole('status')
        .filter({ hasText: /jobs? found/ })
        .textContent(),
    ),
  ).toBe(total)

  // The longest page counter ("Page 2 of about 150") still fits a phone's width.
  await page.goto('/jobs?q=engineer&page=2')
  await expect(page.getByText(/Page 2 of about [\d,]+/)).toBeVisible()
  const width = page.viewportSize()?.width ?? 0
  for (const name of ['Previous page', 'Next page']) {
    const box = await page.getByRole('link', { name }).boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= width, `${name} lies within the screen`).toBe(true)
  }
})
