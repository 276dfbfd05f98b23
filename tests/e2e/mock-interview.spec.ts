// Journey (issue 21): a signed-in person runs a three-question mock interview scored by the
// deterministic scorer (the e2e server has no AI model), sees feedback after each answer, and finds
// the analytics page updated with the session, a chart with its table, and a question to retry.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signUpVerified, test, waitForHydration } from './fixtures.ts'

const strongAnswer =
  'At my last job at Infosys our team had a reporting pipeline that failed twice a week. My task was to fix it within one sprint. ' +
  'I analysed the logs, found a query that timed out on 3 million rows, added an index and rewrote the join. ' +
  'As a result the report ran in 40 seconds instead of 15 minutes, and it has not failed in six months.'
/** Serious or critical axe violations on the page as it stands (the accessibility journey sees these pages only empty). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id)
}

const vagueAnswer = 'Um, basically I think I would, you know, try my best and, um, work hard with the team on it.'

test('run a three-question mock interview with the deterministic scorer and see the analytics page update', async ({ page, baseURL }) => {
  const origin = baseURL ?? ''
  await signUpVerified(page, { email: `interview.${Date.now()}@example.com`, name: 'Asha Rao', password: 'monsoon42', baseURL: origin })

  await page.goto('/mock-interview/analytics')
  await expect(page.getByRole('heading', { name: 'No answers yet' })).toBeVisible()

  await page.goto('/mock-interview')
  await expect(page.getByRole('heading', { level: 1, name: 'Mock interview' })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Role').selectOption('data-analyst')
  await page.getByText('Mid level (3–7 years)').click()
  await page.getByText('3 questions').click()
  await page.getByRole('button', { name: 'Start interview' }).click()
  await expect(page).toHaveURL(/\/mock-interview\/session\?id=[0-9a-f-]{36}$/u)

  const answers = [strongAnswer, vagueAnswer, strongAnswer]
  for (const [index, answer] of answers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 3`).first()).toBeVisible()
    await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d$/u)
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answer)
    await page.getByRole('button', { name: 'Get feedback' }).click()
    const feedback = page.getByRole('region', { name: 'Feedback on your answer' })
    await expect(feedback).toBeVisible()
    await expect(feedback.getByText('Scored by our rubric')).toBeVisible()
    await expect(feedback.getByRole('heading', { name: 'A stronger answer' })).toBeVisible()
    if (index === 1) await expect(feedback.getByText(/Filler words: um ×2/u)).toBeVisible()
    if (index === 0) expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: index < 2 ? 'Next question' : 'See your results' }).click()
  }

  await expect(page.getByRole('heading', { name: 'Interview complete' })).toBeVisible()
  await expect(page.getByText(/You answered 3 questions\. Your average score was \d+ out of 100\./u)).toBeVisible()
  await page.getByRole('link', { name: 'See your analytics' }).click()

  await expect(page).toHaveURL(`${origin}/mock-interview/analytics`)
  await expect(page.getByTestId('analytics-summary')).toHaveText('Answers: 3 · Interviews: 1')
  await expect(page.getByRole('img', { name: /Overall score by interview/u })).toBeVisible()
  await page.getByText('Show the numbers as a table').first().click()
  const table = page.getByRole('table', { name: 'Overall score by interview' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('Data Analyst')
  await expect(table).toContainText('3 of 3')
  const retry = page.getByRole('region', { name: 'Questions to retry' })
  await expect(retry.getByRole('listitem')).toHaveCount(1)
  expect(await seriousViolations(page)).toEqual([])
  await expect(retry.getByRole('link', { name: 'Prepare this role' })).toHaveAttribute(
    'href',
    /\/mock-interview\/preparation\?role=data-analyst#data-analyst-\d+$/u,
  )
})
