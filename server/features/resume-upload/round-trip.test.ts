import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseResumeText } from '#core/resume/parse/parse-resume-text.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { buildResumeOutline } from '#core/resume/resume-outline.ts'
import { RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { TYPST_TEMPLATE_ROOT } from '#server/adapters/create-adapters.ts'
import { readPdfText } from '#server/adapters/documents/pdf-upload-text.ts'
import type { TypstRenderer } from '#server/adapters/documents/port.ts'
import { createTypstPool } from '#server/adapters/documents/typst-pool.ts'
import { englishResume, hindiResume, tamilResume } from '#tests/support/resume-documents.ts'

/**
 * Render, extract, parse, compare (decision 052): every template's PDF of the tests' English resume,
 * read by pdf.js as an upload is, parses back to the resume it was made from (the DOCX and TXT
 * exports are read back through the API in routes.test.ts). What the ATS check's parseability score stands on.
 */

let renderer: TypstRenderer

beforeAll(() => {
  renderer = createTypstPool({ root: TYPST_TEMPLATE_ROOT, workers: 1, timeoutMs: 60_000 })
})

afterAll(async () => {
  await renderer.close()
})

/** The document without item ids and section order: what a parse can be held to. */
function content(document: ResumeDocument): unknown {
  return JSON.parse(JSON.stringify(document, (key, value: unknown) => (key === 'id' || key === 'sectionOrder' ? undefined : value)))
}

describe('a resume rendered, read back and parsed', () => {
  const resumes = { English: englishResume, Hindi: hindiResume, Tamil: tamilResume }
  it.each(RESUME_TEMPLATE_IDS.flatMap((template) => Object.keys(resumes).map((language) => [template, language] as const)))(
    'the %s template’s PDF of the %s resume parses back to the same resume',
    async (template, language) => {
      const document = resumes[language as keyof typeof resumes]()
      const rendering = await renderer.render({
        template: `resume/${template}.typ`,
        data: buildResumeOutline(document),
        output: { pdf: true, svg: false },
      })
      if (!rendering.pdf) throw new Error('no PDF')
      const { text, pageCount } = await readPdfText(rendering.pdf, { maxPages: 10 })
      expect(pageCount).toBe(rendering.pageCount)
      expect(content(parseResumeText(text))).toEqual(content(document))
    },
  )

  it('reads only the pages asked for, and says how many there were', async () => {
    const rendering = await renderer.render({
      template: 'resume/modern.typ',
      data: buildResumeOutline(englishResume()),
      output: { pdf: true, svg: false },
    })
    if (!rendering.pdf) throw new Error('no PDF')
    const firstPage = await readPdfText(rendering.pdf, { maxPages: 1 })
    expect(firstPage.pageCount).toBe(2)
    expect(firstPage.text).toContain('Asha Rao')
    expect(firstPage.text).not.toContain('Vikram Shah')
  })
})
