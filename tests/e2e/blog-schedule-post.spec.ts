// Issue 23: an editor writes a blog post, schedules it a little ahead and it goes out at its time:
// the blog-publish-due job publishes it, /blog lists it and the RSS feed carries it, and a signed-out
// visitor reads it with the trail Blog > cluster > title. The staff member comes from ADMIN_EMAILS
// (scripts/e2e-server.ts), whose super_admin opens every area an editor opens.
import { expect, signUpVerified, test, waitForHydration } from './fixtures.ts'

/** A date-time input's value in India time, `minutes` whole minutes after the next minute starts. */
function indiaTimeAhead(minutes: number): string {
  const now = Date.now()
  const nextMinute = Math.ceil(now / 60_000) * 60_000
  return new Date(nextMinute + minutes * 60_000 + 330 * 60_000).toISOString().slice(0, 16)
}

test('an editor schedules a post; at its time it is on /blog and in the feed, and a visitor reads it', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  // The post goes out at a whole minute, and the job passes once a minute after it.
  test.setTimeout(6 * 60_000)
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  const title = `Relocating for work from Pune to Hyderabad (${project})`
  const slug = `relocating-pune-hyderabad-${project}`
  await signUpVerified(page, {
    email: `e2e-blog-${project}@example.com`,
    name: 'Asha Menon',
    password: 'a-long-journey-passphrase-7',
    baseURL: baseURL ?? '',
  })

  await page.goto('/admin/posts/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Slug', { exact: true }).fill(slug)
  await page.getByLabel('Excerpt').fill('What to settle before you move cities for a new job: notice, rent deposits and your EPF.')
  await page
    .getByLabel('Body (Markdown)')
    .fill('## Before you accept\n\nAsk for **relocation support** in writing.\n\n- Rent deposit\n- Travel\n\n<script>alert(1)</script>')
  // The preview renders as the article will, with the script shown as text.
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { name: 'Before you accept' })).toBeVisible()
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible()
  await page.getByLabel('Topic', { exact: true }).selectOption({ label: 'Career change' })
  await page.getByLabel('Status').selectOption('scheduled')
  await page.getByLabel('Publish at (India time)').fill(indiaTimeAhead(1))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}\/edit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible()

  // A visitor who is not signed in: nothing of it before its time, all of it after.
  const visitor = await browser.newContext()
  const reader = await visitor.newPage()
  const early = await reader.goto(`/blog/${slug}`)
  expect(early?.status()).toBe(404)

  await expect
    .poll(
      async () => {
        const response = await reader.request.get('/blog/rss.xml')
        return (await response.text()).includes(`/blog/${slug}</link>`)
      },
      { timeout: 4 * 60_000, intervals: [5_000] },
    )
    .toBe(true)
  await reader.goto('/blog')
  const listed = reader.getByRole('link', { name: title })
  await expect(listed).toBeVisible()
  await listed.click()
  await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`))
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const trail = reader.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  await expect(trail.getByRole('link', { name: 'career change' })).toHaveAttribute('href', '/blog/topics/career-change')
  await expect(trail.getByText(title)).toHaveAttribute('aria-current', 'page')
  await expect(reader.locator('article').getByText('<script>alert(1)</script>')).toBeVisible()
  await visitor.close()
})
