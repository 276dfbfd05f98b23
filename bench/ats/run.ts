/**
 * ATS template measurement (npm run bench:ats; decision 053): every resume template's parseability,
 * measured the way the ATS check measures a person's resume — the sample resumes (bench/ats/samples.ts)
 * exported to PDF by the renderer, read back by pdf.js and parsed by our parser, scored by the rubric.
 * Writes core/resume/ats/measured-templates.json, which /ats-rubric publishes, and prints a table.
 *
 *   node bench/ats/run.ts
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { TYPST_TEMPLATE_ROOT } from '#server/adapters/create-adapters.ts'
import { createDocumentTools } from '#server/adapters/documents/local.ts'
import { measureTemplates } from '#server/features/resume-ats/measure-templates.ts'
import { printTable } from '#bench/lib/report.ts'
import { sampleResumes } from './samples.ts'

export const MEASURED_TEMPLATES_FILE = fileURLToPath(new URL('../../core/resume/ats/measured-templates.json', import.meta.url))

async function main(): Promise<void> {
  const documents = createDocumentTools({ root: TYPST_TEMPLATE_ROOT, workers: 1, timeoutMs: 30_000 })
  try {
    const measured = await measureTemplates(documents, RESUME_TEMPLATE_IDS, sampleResumes(), new Date().toISOString().slice(0, 10))
    // Written as Prettier writes it, so `npm run format:check` stays clean after a run.
    const options = (await resolveConfig(MEASURED_TEMPLATES_FILE)) ?? {}
    writeFileSync(MEASURED_TEMPLATES_FILE, await format(JSON.stringify(measured), { ...options, parser: 'json' }))
    printTable(
      ['template', 'average', 'lowest', ...measured.samples.map((sample) => sample.id), 'contact', 'work', 'education', 'skills'],
      measured.templates.map((row) => [
        row.template,
        row.average.toFixed(1),
        String(row.lowest),
        ...row.scores.map(String),
        ...Object.values(row.checks).map((share) => share.toFixed(1)),
      ]),
    )
    console.log(`\nRubric ${measured.rubricVersion}, written to ${MEASURED_TEMPLATES_FILE}`)
  } finally {
    await documents.typst.close()
  }
}

await main()
