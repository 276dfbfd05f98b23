// The premium templates' gallery pictures (decision 059), run by `npm run templates:previews` after a
// template changes: renders the sample resume in every premium template through the documents
// adapter's Typst pool — the same renderer as the exports — and turns each PDF's first page into a
// JPEG with poppler's pdftoppm, written to app/features/resumes/template-previews/<id>.jpg, which the
// /premium-templates page imports (Vite hashes them). A test checks every premium template has one.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildResumeOutline } from '#core/resume/resume-outline.ts'
import { PREMIUM_RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { TYPST_TEMPLATE_ROOT } from '#server/adapters/create-adapters.ts'
import { createTypstPool } from '#server/adapters/documents/typst-pool.ts'
import { englishResume } from '#tests/support/resume-documents.ts'

const outputDir = path.resolve(import.meta.dirname, '..', 'app/features/resumes/template-previews')
const workDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-previews-'))
const pool = createTypstPool({ root: TYPST_TEMPLATE_ROOT, workers: 1, timeoutMs: 60_000 })
try {
  const data = buildResumeOutline(englishResume())
  for (const template of PREMIUM_RESUME_TEMPLATE_IDS) {
    const rendering = await pool.render({ template: `resume/${template}.typ`, data, output: { pdf: true, svg: false } })
    if (!rendering.pdf) throw new Error(`${template}: no PDF`)
    const pdf = path.join(workDir, `${template}.pdf`)
    writeFileSync(pdf, rendering.pdf)
    // 480 px wide: sharp in a gallery card up to 240 CSS px on a 2x screen, about 50 kB each.
    execFileSync('pdftoppm', [
      '-jpeg',
      '-jpegopt',
      'quality=80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      '-scale-to-x',
      '480',
      '-scale-to-y',
      '-1',
      pdf,
      path.join(workDir, template),
    ])
    renameSync(path.join(workDir, `${template}.jpg`), path.join(outputDir, `${template}.jpg`))
    process.stdout.write(`${template}.jpg\n`)
  }
} finally {
  await pool.close()
  rmSync(workDir, { recursive: true, force: true })
}
