// Journey (issue 20, decision 067): a guest imports a JSON Resume file into the builder, reviews it in
// the upload's keep/skip step, moves the second job above the first with the keyboard (announced,
// focus kept, undone and redone) and by drag, gives a skill a level with the keyboard, and exports the resume as
// TXT and JSON: the file has the new order and the level, and the JSON imports back the same. One undo
// takes the whole import back; a wrong file gets its clear message.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const PREVIEW_PAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842"><text x="40" y="60">Meera Iyer</text></svg>'

const JSON_RESUME = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Meera Iyer',
    label: 'Chartered Accountant',
    email: 'meera.iyer@example.com',
    phone: '+91 99000 11111',
    location: { city: 'Chennai', region: 'Tamil Nadu' },
    summary: 'Chartered accountant with five years in audit and GST.',
  },
  work: [
    { name: 'Deloitte', position: 'Audit Senior', startDate: '2022-04', highlights: ['Led audits of 12 listed clients'] },
    { name: 'KPMG', position: 'Audit Associate', startDate: '2019-08', endDate: '2022-03' },
  ],
  education: [{ institution: 'The Institute of Chartered Accountants of India', studyType: 'CA', endDate: '2019' }],
  skills: [{ name: 'Accounting', keywords: ['Tally', 'GST', 'Ind AS'] }],
  languages: [{ language: 'Tamil', fluency: 'Native speaker' }],
}

async function jobOrder(page: Page): Promise<string[]> {
  return page
    .locator('section[data-section="workExperience"] fieldset[data-item] > legend')
    .evaluateAll((legends) => legends.map((legend) => legend.textContent ?? ''))
}

test('a guest imports a JSON Resume file, reorders two jobs by keyboard, sets a skill level and exports', async ({
  page,
  allowConsoleErrors,
}) => {
  // The JSON that is not a resume is answered 415 on purpose; the browser logs that answer.
  allowConsoleErrors(/status of 415/)
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
    'the import dialog is not in the page’s first JavaScript',
  ).toEqual([])

  await page.getByRole('button', { name: 'Import JSON / LinkedIn' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import your resume' })
  await expect(dialog).toBeVisible()

  // A resume PDF is not an import: refused in the dialog with the import's own message.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') })
  await expect(dialog.getByRole('alert')).toContainText(
    'Unsupported File Type: Please choose a JSON resume file or the ZIP of your LinkedIn data export.',
  )
  // JSON that is not a resume: the server names the field it could not read.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'package.json', mimeType: 'application/json', buffer: Buffer.from('{"name":"jobyatra","version":"1.0.0"}') })
  await expect(dialog.getByRole('alert')).toContainText('this JSON is not a resume we can import (basics is missing')

  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'meera.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(JSON_RESUME)) })
  const review = page.getByRole('dialog', { name: 'Check what we read' })
  await expect(review).toBeVisible()
  await expect(review.getByText('Read from a JSON Resume file.', { exact: false })).toBeVisible()
  await expect(review.getByText('Audit Senior · Deloitte · Apr 2022 – Present')).toBeVisible()
  await review.getByRole('checkbox', { name: 'Languages', exact: true }).uncheck()
  await review.getByRole('button', { name: 'Add to my resume' }).click()
  await expect(review).toHaveCount(0)

  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Meera')
  await expect(page.getByRole('group', { name: 'Tamil' })).toHaveCount(0)
  await expect.poll(() => jobOrder(page)).toEqual(['Audit Senior', 'Audit Associate'])

  // The second job moves up by keyboard; the move is announced and the pressed button keeps the focus.
  await page.getByRole('button', { name: 'Move Audit Associate up' }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => jobOrder(page)).toEqual(['Audit Associate', 'Audit Senior'])
  await expect(page.getByText('Audit Associate moved to position 1 of 2')).toBeAttached()
  await expect(page.getByRole('button', { name: 'Move Audit Associate up' })).toBeFocused()
  // At the top, Move up does nothing and keeps the focus.
  await page.keyboard.press('Enter')
  await expect.poll(() => jobOrder(page)).toEqual(['Audit Associate', 'Audit Senior'])
  // Undo and redo cover the move.
  await page.keyboard.press('Control+z')
  await expect.poll(() => jobOrder(page)).toEqual(['Audit Senior', 'Audit Associate'])
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect.poll(() => jobOrder(page)).toEqual(['Audit Associate', 'Audit Senior'])

  // By drag: Audit Senior's handle dropped on Audit Associate takes its place; a drop on another section's item is refused.
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer())
  await page.getByRole('img', { name: 'Drag to move Audit Senior' }).dispatchEvent('dragstart', { dataTransfer })
  const target = page.locator('section[data-section="workExperience"] fieldset[data-item]').first()
  await target.dispatchEvent('dragover', { dataTransfer })
  await target.dispatchEvent('drop', { dataTransfer })
  await expect.poll(() => jobOrder(page)).toEqual(['Audit Senior', 'Audit Associate'])
  await expect(page.getByText('Audit Senior moved to position 1 of 2')).toBeAttached()
  await page.keyboard.press('Control+z')
  await expect.poll(() => jobOrder(page)).toEqual(['Audit Associate', 'Audit Senior'])

  // A skill's level, chosen with the keyboard in its chip.
  const level = page.getByRole('combobox', { name: 'Level of GST' })
  await level.focus()
  await level.selectOption('expert')
  await expect(level).toHaveValue('expert')

  // TXT: the jobs in the new order, the level beside its skill.
  await page.getByRole('button', { name: 'Export' }).click()
  const txtDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download as TXT' }).click()
  const txt = await readFile(await (await txtDownload).path(), 'utf8')
  expect(txt.indexOf('Audit Associate')).toBeGreaterThan(-1)
  expect(txt.indexOf('Audit Associate')).toBeLessThan(txt.indexOf('Audit Senior'))
  expect(txt).toContain('GST (Expert)')

  // JSON: what we export imports back with the order and the level.
  await page.getByRole('button', { name: 'Export' }).click()
  const jsonDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download as JSON' }).click()
  const exported = JSON.parse(await readFile(await (await jsonDownload).path(), 'utf8')) as {
    work: Array<{ position: string }>
    meta: { jobyatra: { skills: Array<{ levels: Array<string | null> }> } }
  }
  expect(exported.work.map((job) => job.position)).toEqual(['Audit Associate', 'Audit Senior'])
  expect(exported.meta.jobyatra.skills[0]?.levels).toEqual([null, 'expert', null])

  // One undo per step: the level, the move, then the whole import.
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('')
  await expect(page.locator('section[data-section="workExperience"] fieldset[data-item]')).toHaveCount(0)
})
