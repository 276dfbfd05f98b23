// Journey (issue 20): a guest builds a resume with no account — a name, a job marked current and
// skills with a duplicate — finds it again after a reload, moves a section with the keyboard, undoes
// the move, then signs up and finds the resume in the account's list (moved out of the browser).
import type { Page } from '@playwright/test'
import { expect, signUpVerified, test, waitForHydration } from './fixtures.ts'

/** One page of the live preview, as the renderer would send it (the renderer is another part of issue 20; this journey is the builder's). */
const PREVIEW_PAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842"><text x="40" y="60">Asha Rao</text></svg>'

async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .locator('section[data-section]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section') ?? ''))
}

test('a guest builds a resume, keeps it across a reload, reorders and undoes, then signs up and finds it in the account', async ({
  page,
  baseURL,
}) => {
  await page.route('**/api/resume-documents/preview', (route) => route.fulfill({ json: { pages: [PREVIEW_PAGE] } }))
  await page.goto('/resume-builder')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject non-essential' }).click()
  await expect(page.getByText('You are building as a guest')).toBeVisible()
  await waitForHydration(page)

  await page.getByLabel('First name', { exact: true }).fill('Asha')
  await page.getByLabel('Last name', { exact: true }).fill('Rao')

  await page.getByRole('button', { name: 'Add a job' }).click()
  const job = page.getByRole('group', { name: 'Job 1' })
  await job.getByLabel('Position', { exact: true }).fill('Data Analyst')
  const jobGroup = page.getByRole('group', { name: 'Data Analyst' })
  await jobGroup.getByLabel('Company', { exact: true }).fill('Infosys')
  await expect(jobGroup.getByLabel('End date', { exact: true })).toBeVisible()
  await jobGroup.getByLabel('Current position', { exact: true }).check()
  await expect(jobGroup.getByLabel('End date', { exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: 'Add a skill group' }).click()
  const skills = page.getByRole('group', { name: 'Skill group 1' })
  await skills.getByLabel('Category', { exact: true }).fill('Tools')
  const skillGroup = page.getByRole('group', { name: 'Tools' })
  for (const skill of ['SQL', '  Excel  ', 'sql']) {
    await skillGroup.getByLabel('Add a skill', { exact: true }).fill(skill)
    await skillGroup.getByLabel('Add a skill', { exact: true }).press('Enter')
  }
  await expect(skillGroup.getByText('sql is already in this list')).toBeVisible()
  await expect(skillGroup.getByRole('list', { name: 'Skills in Tools' }).getByRole('listitem')).toHaveText([/^SQL/, /^Excel/])

  // On a phone the editor and the preview are two tabs.
  const previewTab = page.getByRole('tab', { name: 'Preview' })
  if (await previewTab.isVisible()) {
    await previewTab.click()
    await expect(page.getByRole('img', { name: 'Page 1 of 1 of your resume' })).toBeVisible()
    await page.getByRole('tab', { name: 'Edit' }).click()
  } else {
    await expect(page.getByRole('img', { name: 'Page 1 of 1 of your resume' })).toBeVisible()
  }
  await expect(page.getByRole('status').filter({ hasText: 'Saved in this browser' })).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Asha')
  await expect(page.getByRole('group', { name: 'Data Analyst' }).getByLabel('Current position', { exact: true })).toBeChecked()
  await expect(page.getByRole('group', { name: 'Data Analyst' }).getByLabel('End date', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Skills in Tools' }).getByRole('listitem')).toHaveText([/^SQL/, /^Excel/])
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('jy_guest_resume') ?? 'null') as { document: { workExperience: Array<{ endDate: string }> } },
  )
  expect(stored.document.workExperience[0]?.endDate).toBe('Present')

  const before = await sectionOrder(page)
  expect(before.indexOf('education')).toBeLessThan(before.indexOf('skills'))
  await page.getByRole('button', { name: 'Move Skills up' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Skills moved to position 3 of 10')).toBeAttached()
  const moved = await sectionOrder(page)
  expect(moved.indexOf('skills')).toBeLessThan(moved.indexOf('education'))
  await expect(page.getByRole('button', { name: 'Move Skills up' })).toBeFocused()

  await page.keyboard.press('Control+z')
  await expect.poll(() => sectionOrder(page)).toEqual(before)
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled()
  await expect(page.getByRole('status').filter({ hasText: 'Saved in this browser' })).toBeVisible()

  const email = `builder.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
  await signUpVerified(page, { email, name: 'Asha Rao', password: 'monsoon42', baseURL: baseURL ?? '' })
  await page.goto('/resume-builder')
  await expect(page.getByText('Your resume from this browser is now in your account')).toBeVisible()
  await expect(page.getByLabel('Your resumes', { exact: true })).toHaveValue(/.+/)
  await expect(page.getByLabel('Your resumes', { exact: true }).getByRole('option')).toHaveText(['My resume (base resume)'])
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Asha')
  await expect(page.getByRole('list', { name: 'Skills in Tools' }).getByRole('listitem')).toHaveText([/^SQL/, /^Excel/])
  expect(await page.evaluate(() => localStorage.getItem('jy_guest_resume'))).toBeNull()

  const listed = (await (await page.request.get('/api/resumes')).json()) as { data: Array<{ name: string; isBaseResume: boolean }> }
  expect(listed.data).toEqual([expect.objectContaining({ name: 'My resume', isBaseResume: true })])

  // An edit now saves to the account.
  await page.getByLabel('Professional title', { exact: true }).fill('Senior Data Analyst')
  const resumeId = ((await (await page.request.get('/api/resumes')).json()) as { data: Array<{ id: string }> }).data[0]?.id ?? ''
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/resumes/${resumeId}`)).json()) as { document: { personalInfo: { title: string } } }).document
          .personalInfo.title,
    )
    .toBe('Senior Data Analyst')
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible()
})
