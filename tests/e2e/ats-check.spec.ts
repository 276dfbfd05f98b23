// Journey (issue 20 "ATS check"): a guest writes a resume whose skill is spelt 'React.js', opens the
// ATS check, pastes a job that asks for 'React' and TypeScript, and reads the score of both parts and
// the fixes (TypeScript missing; write 'React' as the job does), then opens the published rubric.
import { RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { expect, test } from './fixtures.ts'

test('a guest checks a resume against a pasted job and reads the fixes, then the published rubric', async ({ page }) => {
  await page.goto('/resume-builder')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject non-essential' }).click()
  await page.getByLabel('First name', { exact: true }).fill('Asha')
  await page.getByLabel('Last name', { exact: true }).fill('Rao')
  await page.getByRole('button', { name: 'Add a skill group' }).click()
  await page.getByRole('group', { name: 'Skill group 1' }).getByLabel('Category', { exact: true }).fill('Web')
  const skills = page.getByRole('group', { name: 'Web' })
  await skills.getByLabel('Add a skill', { exact: true }).fill('React.js')
  await skills.getByLabel('Add a skill', { exact: true }).press('Enter')

  await page.getByRole('button', { name: 'ATS check' }).click()
  const dialog = page.getByRole('dialog', { name: 'ATS check' })
  await dialog.getByLabel('Job to match (optional)').fill('Frontend Developer\n\nWe build with React and TypeScript.')
  await dialog.getByRole('button', { name: 'Check my resume' }).click()

  const report = dialog.getByTestId('ats-report')
  await expect(report).toBeVisible()
  await expect(report.getByRole('heading', { name: 'Parseability' })).toBeVisible()
  await expect(report.getByRole('heading', { name: 'Job match' })).toBeVisible()
  await expect(report.getByText('Against: Frontend Developer')).toBeVisible()
  const fixes = report.getByTestId('ats-fixes')
  await expect(fixes).toContainText('The job asks for “TypeScript”.')
  await expect(fixes).toContainText('Write “React” as the job does, not “React.js”')
  await expect(fixes).toContainText('Add your work experience')

  await dialog.getByRole('link', { name: /How we score/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'How the ATS check scores a resume' })).toBeVisible()
  // A row per template, under the heading row.
  await expect(page.getByTestId('ats-template-table').getByRole('row')).toHaveCount(RESUME_TEMPLATE_IDS.length + 1)
})
