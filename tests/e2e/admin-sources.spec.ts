// Issue 9: staff manage the job sources. The project's staff member (ADMIN_EMAILS, set by
// scripts/e2e-server.ts) signs up and opens the link in the mailbox, becoming super_admin; then
// adds a company job board pointed at the stand-in on 127.0.0.1, runs it now and watches the card
// follow the run, pauses and resumes it, and reads its recent runs with the rejected postings.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { startJobBoardsStandIn, standInBoards, type JobBoardsStandIn } from '#tests/stand-ins/job-boards.ts'
import { expect, signUpVerified, test, waitForHydration } from './fixtures.ts'

let standIn: JobBoardsStandIn

test.beforeAll(async () => {
  standIn = await startJobBoardsStandIn()
})

test.afterAll(async () => {
  await standIn.close()
})

/** The projects share one server: each adds a board of its own, so neither sees the other's as a duplicate. */
const boards = {
  phone: {
    kind: 'lever',
    field: 'Company',
    token: standInBoards.lever,
    name: 'Kitelane careers',
    created: '7',
    rejection: 'text is empty',
  },
  desktop: {
    kind: 'greenhouse',
    field: 'Board token',
    token: standInBoards.greenhouse,
    name: 'PaySetu careers',
    created: '5',
    rejection: 'title is empty',
  },
} as const

async function signUpAsStaff(page: Page, email: string, baseURL: string) {
  await signUpVerified(page, { email, name: 'Priya Nair', password: 'a-long-journey-passphrase-7', baseURL })
}

test('an admin adds a job board, runs it now, pauses and resumes it, and reads its runs', async ({ page, baseURL }, testInfo) => {
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  const board = boards[project]
  await signUpAsStaff(page, `e2e-admin-${project}@example.com`, baseURL ?? '')

  await page.goto('/admin')
  await page.getByRole('link', { name: 'Job sources' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Job sources' })).toBeVisible()
  // The buttons answer once React has hydrated the page: the theme toggle learns the theme only then.
  await waitForHydration(page)

  const addButton = page.getByRole('button', { name: /Add source|Close the form/ }).first()
  if ((await addButton.getAttribute('aria-expanded')) === 'false') await addButton.click()
  const form = page.getByRole('form', { name: 'Add a source' })
  await form.getByLabel('Kind').selectOption(board.kind)
  // The schema's own rule, shown beside the field before anything is sent.
  await form.getByLabel(board.field).fill('not a token')
  await form.getByRole('button', { name: 'Add source' }).click()
  await expect(form.getByText('Use letters, digits, dots, dashes and underscores only')).toBeVisible()
  await expect(form.getByLabel(board.field)).toBeFocused()

  await form.getByLabel(board.field).fill(board.token)
  await form.getByLabel(/^Name/).fill(board.name)
  await form.getByLabel(/^API root/).fill(standIn.baseUrl)
  await form.getByRole('button', { name: 'Add source' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Source added' })).toBeVisible()

  const card = page.getByRole('article', { name: board.name })
  // A new source's first run starts at once; the screen reads the sources again while it waits and
  // runs, and the card ends healthy with its counts.
  await expect(card.getByTestId('source-status')).toHaveText('Healthy', { timeout: 30_000 })
  await card.getByRole('button', { name: `Run now: ${board.name}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Run queued' })).toBeVisible()
  await expect(card.getByTestId('source-status')).toHaveText('Healthy', { timeout: 30_000 })
  await expect(
    card
      .getByRole('definition')
      .filter({ hasText: new RegExp(`^${board.created}$`) })
      .first(),
  ).toBeVisible()

  await card.getByRole('button', { name: `Pause: ${board.name}` }).click()
  await expect(card.getByTestId('source-status')).toHaveText('Paused')
  await card.getByRole('button', { name: `Resume: ${board.name}` }).click()
  await expect(card.getByTestId('source-status')).toHaveText('Healthy')

  await card.getByRole('link', { name: `Recent runs: ${board.name}` }).click()
  const runs = card.getByTestId('source-runs')
  await expect(runs.getByRole('heading', { name: `Recent runs of ${board.name}` })).toBeVisible()
  await expect(runs.getByText('Succeeded').first()).toBeVisible()
  await expect(runs.getByText(`1 posting: ${board.rejection}`).first()).toBeVisible()
  // The first run was the server's own, not a press of Run now.
  await expect(runs.getByText('Schedule').last()).toBeVisible()

  const report = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  await page.screenshot({ path: testInfo.outputPath('admin-sources.png'), fullPage: true })
  const serious = report.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([])

  // The audit log names the added source in words, not as the stored JSON.
  await page.goto('/admin/audit-log')
  const kindLabel = board.kind === 'lever' ? 'Lever job postings' : 'Greenhouse job board'
  await expect(page.getByText(`${board.name} (${kindLabel})`).first()).toBeVisible()
})
