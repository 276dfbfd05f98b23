import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it, onTestFinished } from 'vitest'
import { buildResumeOutline, outlineLines } from '#core/resume/resume-outline.ts'
import { pdffonts, pdftotext, shareFound, toWords } from '#tests/support/pdf-words.ts'
import { hindiResume } from '#tests/support/resume-documents.ts'

/**
 * A fresh machine with no fonts at all still exports a correct PDF (issue 20): the renderer runs in a
 * child process whose HOME, fontconfig and XDG directories are empty, and the PDF it writes must carry
 * only our Noto fonts and extract to the resume's text.
 */

const root = path.resolve(import.meta.dirname, '..', '..', '..')
const empty = mkdtempSync(path.join(tmpdir(), 'no-fonts-'))

afterAll(() => rmSync(empty, { recursive: true, force: true }))

it('renders with the Noto fonts it carries when the machine offers none', () => {
  const fontConfig = path.join(empty, 'fonts.conf')
  writeFileSync(fontConfig, '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n')
  const document = hindiResume()
  const input = path.join(empty, 'input.json')
  const output = path.join(empty, 'resume.pdf')
  writeFileSync(input, JSON.stringify(buildResumeOutline(document)))
  const script = [
    "import { readFileSync, writeFileSync } from 'node:fs'",
    "import { createDocumentTools } from '#server/adapters/documents/local.ts'",
    "import { TYPST_TEMPLATE_ROOT } from '#server/adapters/create-adapters.ts'",
    'const tools = createDocumentTools({ root: TYPST_TEMPLATE_ROOT, workers: 1, timeoutMs: 60000 })',
    `const data = JSON.parse(readFileSync(${JSON.stringify(input)}, 'utf8'))`,
    "const rendering = await tools.typst.render({ template: 'resume/modern.typ', data, output: { pdf: true, svg: false } })",
    `writeFileSync(${JSON.stringify(output)}, rendering.pdf)`,
    'await tools.typst.close()',
  ].join('\n')
  // Inside the checkout, so the #server imports resolve; test-results/ is not committed.
  const scriptFile = path.join(root, 'test-results', `no-fonts-${path.basename(empty)}.mjs`)
  mkdirSync(path.dirname(scriptFile), { recursive: true })
  writeFileSync(scriptFile, script)
  onTestFinished(() => rmSync(scriptFile, { force: true }))
  execFileSync(process.execPath, [scriptFile], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: empty,
      XDG_DATA_HOME: empty,
      XDG_CONFIG_HOME: empty,
      XDG_CACHE_HOME: empty,
      FONTCONFIG_FILE: fontConfig,
      FONTCONFIG_PATH: empty,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 120_000,
  })
  const pdf = new Uint8Array(readFileSync(output))

  const fonts = pdffonts(pdf)
  expect(fonts.length).toBeGreaterThan(0)
  for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+NotoSans/)
  const expected = toWords(outlineLines(buildResumeOutline(document)).join('\n'))
  expect(shareFound(expected, toWords(pdftotext(pdf)))).toBeGreaterThan(0.97)
})
