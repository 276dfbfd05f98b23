// Journey (issue 20, "Upload and parse"): a guest opens the resume builder, uploads a PDF resume made
// by our own renderer, sees its sections read back, skips one, accepts the rest, and finds them in
// the builder's fields; undo takes the whole upload back. The dialog's code loads on the tap.
import { buildResumeOutline } from '#core/resume/resume-outline.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { expect, test } from './fixtures.ts'

const PREVIEW_PAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842"><text x="40" y="60">Asha Rao</text></svg>'

test('a guest uploads a PDF resume, keeps all sections but one, and finds them in the builder', async ({ page }) => {
  const document = englishResume()
  const exported = await page.request.post('/api/resume-documents/export/pdf', { data: { document, template: 'modern' } })
  expect(exported.status()).toBe(200)
  const pdf = await exported.body()
  expect(buildResumeOutline(document).name).toBe('Asha Rao')

  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.route('**/api/resume-documents/preview', (route) => route.fulfill({ json: { pages: [PREVIEW_PAGE] } }))
  await page.goto('/resume-builder')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject non-essential' }).click()
  await expect(page.getByText('You are building as a guest')).toBeVisible()
  expect(
    scripts.filter((url) => /upload-resume-dialog|upload-to-api/.test(url)),
    'the upload dialog is not in the page’s first JavaScript',
  ).toEqual([])

  await page.getByRole('button', { name: 'Upload resume' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload your resume' })
  await expect(dialog).toBeVisible()

  // A wrong kind of file is refused in the dialog with the spec's text, and the dialog stays open for another.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a resume') })
  await expect(dialog.getByRole('alert')).toContainText('Unsupported File Type: Please upload a PDF, DOC, DOCX, or TXT file.')

  await dialog.locator('input[type=file]').setInputFiles({ name: 'Asha_Rao_Resume.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByText('File Uploaded Successfully')).toBeVisible()
  const review = page.getByRole('dialog', { name: 'Check what we read' })
  await expect(review).toBeVisible()
  await expect(review.getByText('Senior Backend Engineer · Razorpay · Apr 2021 – Present')).toBeVisible()
  for (const section of ['Personal information', 'Summary', 'Work experience', 'Education', 'Skills', 'References']) {
    await expect(review.getByRole('checkbox', { name: section, exact: true })).toBeChecked()
  }
  await review.getByRole('checkbox', { name: 'References', exact: true }).uncheck()
  await review.getByRole('button', { name: 'Add to my resume' }).click()
  await expect(review).toHaveCount(0)
  await expect(page.getByText('Added to your resume. Undo takes it back.')).toBeVisible()

  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Asha')
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Rao')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('asha.rao-dev@example-mail.in')
  await expect(page.getByRole('group', { name: 'Senior Backend Engineer' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Senior Backend Engineer' }).getByLabel('Company', { exact: true })).toHaveValue('Razorpay')
  await expect(page.getByRole('group', { name: 'Vikram Shah' })).toHaveCount(0)

  // One undo takes the whole upload back.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('')
  await expect(page.getByRole('group', { name: 'Senior Backend Engineer' })).toHaveCount(0)
})
