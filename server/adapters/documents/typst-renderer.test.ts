import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildResumeOutline, LABELS, outlineLines } from '#core/resume/resume-outline.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { RESUME_TEMPLATE_IDS, type ResumeTemplateId } from '#core/resume/templates.ts'
import { TYPST_TEMPLATE_ROOT } from '#server/adapters/create-adapters.ts'
import { pdftotext, shareFound, toWords } from '#tests/support/pdf-words.ts'
import { englishResume, hindiResume, injectionResume, tamilResume, TYPST_LOOKALIKES } from '#tests/support/resume-documents.ts'
import { extractPdfText } from './pdf-text.ts'
import { DocumentRenderError, type TypstRenderer } from './port.ts'
import { createTypstPool } from './typst-pool.ts'

/**
 * The resume templates through the real renderer (decision 048): the PDF's text layer, read back by
 * pdftotext and by pdf.js, must be the resume's own words in reading order — how an ATS reads it.
 */

let renderer: TypstRenderer

beforeAll(() => {
  renderer = createTypstPool({ root: TYPST_TEMPLATE_ROOT, workers: 1, timeoutMs: 60_000 })
})

afterAll(async () => {
  await renderer.close()
})

async function renderPdf(document: ResumeDocument, template: ResumeTemplateId) {
  const rendering = await renderer.render({
    template: `resume/${template}.typ`,
    data: buildResumeOutline(document),
    output: { pdf: true, svg: true },
  })
  if (!rendering.pdf) throw new Error('no PDF')
  return { ...rendering, pdf: rendering.pdf }
}

function expectedWords(document: ResumeDocument): string[] {
  return toWords(outlineLines(buildResumeOutline(document)).join('\n'))
}

it('has a Typst file for every template id, and no template file without an id', () => {
  for (const template of RESUME_TEMPLATE_IDS) expect(existsSync(path.join(TYPST_TEMPLATE_ROOT, 'resume', `${template}.typ`))).toBe(true)
  const files = readdirSync(path.join(TYPST_TEMPLATE_ROOT, 'resume')).filter((file) => file !== 'common.typ')
  expect(files.map((file) => file.replace(/\.typ$/, '')).sort()).toEqual([...RESUME_TEMPLATE_IDS].sort())
})

describe.each(RESUME_TEMPLATE_IDS)('the %s template', (template) => {
  it('gives a PDF whose text, read by pdftotext and by pdf.js, is the resume’s text in reading order', async () => {
    const document = englishResume()
    const { pdf, pageCount, svgPages } = await renderPdf(document, template)
    expect(pageCount).toBeGreaterThanOrEqual(2)
    expect(svgPages).toHaveLength(pageCount)
    for (const page of svgPages ?? []) {
      expect(page).toMatch(/^<svg [^>]*viewBox="0 0 595\.\d+ 841\.\d+"[\s\S]*<\/svg>$/)
      // Each page carries what it draws with (its glyphs, a colour band's gradient) and nothing else: no text layer for a live viewer.
      const defined = new Set([...page.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]))
      const referenced = new Set([...page.matchAll(/(?:href="|url\()#([^")]+)/g)].map((match) => match[1]))
      expect([...referenced].filter((id) => !defined.has(id))).toEqual([])
      expect([...defined].filter((id) => !referenced.has(id))).toEqual([])
      expect(page).not.toMatch(/<foreignObject| data-tid=/)
    }

    const expected = expectedWords(document)
    expect(toWords(pdftotext(pdf))).toEqual(expected)
    const viaPdfJs = await extractPdfText(pdf)
    expect(viaPdfJs.pageCount).toBe(pageCount)
    expect(toWords(viaPdfJs.text)).toEqual(expected)
  })

  it('draws text that looks like Typst source as the text it is', async () => {
    const { pdf } = await renderPdf(injectionResume(), template)
    const text = pdftotext(pdf)
    for (const lookalike of TYPST_LOOKALIKES) expect(toWords(text).join(' ')).toContain(toWords(lookalike).join(' '))
  })
})

describe('Indian scripts', () => {
  /** The words of the resume in an Indian script (its name, title and summary). */
  function indicWords(document: ResumeDocument): string[] {
    const { firstName, lastName, title, summary } = document.personalInfo
    return toWords([firstName, lastName, title, summary].join(' ').replace(/[।,.]/g, ' '))
  }

  function cleaned(text: string): string[] {
    return toWords(text.replace(/[।,.]/g, ' '))
  }

  // Floors a little under what was measured (2026-11-28, every template: Hindi 47 of 48 words exact
  // through pdftotext and 48 through pdf.js; Tamil 23–24 of 24 and 24). pdf.js reads these scripts only
  // because the renderer maps each cluster's glyphs to their text (pdf-cluster-text.ts, decision 076):
  // before, it read 9 Hindi words and 3 Tamil ones.
  it.each(
    RESUME_TEMPLATE_IDS.flatMap((template) => [['Hindi', template, hindiResume] as const, ['Tamil', template, tamilResume] as const]),
  )('a %s resume in %s keeps its English exact and its script’s words through pdftotext and pdf.js', async (language, template, build) => {
    const document = build()
    const { pdf } = await renderPdf(document, template)
    const popplerText = pdftotext(pdf)
    const poppler = cleaned(popplerText)
    const pdfJsText = (await extractPdfText(pdf)).text
    const pdfJs = cleaned(pdfJsText)
    // A Hindi resume's headings are Hindi (decision 059), drawn from the data like its other words.
    const indic = [...indicWords(document), ...(language === 'Hindi' ? toWords(`${LABELS.hi.summary} ${LABELS.hi.workExperience}`) : [])]
    const popplerShare = shareFound(indic, poppler)
    const pdfJsShare = shareFound(indic, pdfJs)
    console.info(
      `${language} (${template}): ${indic.length} words; exact through pdftotext ${(popplerShare * 100).toFixed(0)}%, pdf.js ${(pdfJsShare * 100).toFixed(0)}%`,
    )
    expect(popplerShare).toBeGreaterThanOrEqual(0.95)
    expect(pdfJsShare).toBeGreaterThanOrEqual(0.95)
    // The name comes back whole through pdf.js (an ATS's first field), and no unmapped glyph's code
    // shows as Latin noise inside the script's words.
    const { firstName, lastName } = document.personalInfo
    expect(toWords(pdfJsText).join(' ')).toContain(toWords(`${firstName} ${lastName}`).join(' '))
    for (const word of pdfJs.filter((item) => /[\u0900-\u0DFF]/u.test(item))) expect(word).not.toMatch(/[A-Za-z;=]/)

    // The English around the Indian-script text comes back exactly, in order.
    const isIndic = (word: string) => /[\u0900-\u0DFF]/u.test(word)
    const english = expectedWords(document).filter((word) => !isIndic(word))
    expect(toWords(popplerText).filter((word) => !isIndic(word))).toEqual(english)
    expect(toWords(pdfJsText).filter((word) => !isIndic(word))).toEqual(english)
  })
})

describe('the pool', () => {
  it('renders in parallel callers’ order and fails a broken template with a render error, then keeps working', async () => {
    const document = englishResume()
    const broken = renderer.render({
      template: 'resume/no-such-template.typ',
      data: buildResumeOutline(document),
      output: { pdf: true, svg: false },
    })
    await expect(broken).rejects.toBeInstanceOf(DocumentRenderError)
    const renders = await Promise.all(RESUME_TEMPLATE_IDS.map((template) => renderPdf(document, template)))
    expect(renders.every((rendering) => rendering.pdf.length > 10_000)).toBe(true)
  })

  it('warms every worker with one render each, and a render that fails does not fail the warming', async () => {
    const pool = createTypstPool({ root: TYPST_TEMPLATE_ROOT, workers: 2, timeoutMs: 60_000 })
    try {
      const data = buildResumeOutline(englishResume())
      await pool.warm({ template: 'resume/modern.typ', data, output: { pdf: true, svg: true } })
      expect(pool.stats()).toEqual({ workers: 2, rendered: 2, queued: 0 })
      await expect(pool.warm({ template: 'resume/no-such-template.typ', data, output: { pdf: true, svg: false } })).resolves.toBeUndefined()
      expect(pool.stats()).toMatchObject({ workers: 2, rendered: 4 })
    } finally {
      await pool.close()
    }
  })

  it('fails a render that outlives its time-out and replaces the worker', async () => {
    const slow = createTypstPool({ root: TYPST_TEMPLATE_ROOT, workers: 1, timeoutMs: 1 })
    try {
      const data = buildResumeOutline(englishResume())
      // The first render starts a worker and loads the fonts into it: never within 1 ms.
      await expect(slow.render({ template: 'resume/modern.typ', data, output: { pdf: true, svg: true } })).rejects.toMatchObject({
        kind: 'timeout',
      })
      expect(slow.stats().workers).toBe(0)
    } finally {
      await slow.close()
    }
  })
})
