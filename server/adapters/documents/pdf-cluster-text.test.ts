import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildResumeOutline } from '#core/resume/resume-outline.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { TYPST_TEMPLATE_ROOT } from '#server/adapters/create-adapters.ts'
import { shareFound, toWords } from '#tests/support/pdf-words.ts'
import { hindiResume, tamilResume } from '#tests/support/resume-documents.ts'
import { typstFontFiles } from './fonts.ts'
import {
  appendBlankGlyph,
  mapClusterText,
  parseToUnicode,
  readTrueType,
  splitAtBase,
  splitClusterText,
  writeToUnicode,
} from './pdf-cluster-text.ts'
import { extractPdfText } from './pdf-text.ts'

/**
 * The post-processing that lets pdf.js read Indian scripts from Typst's PDFs (decision 076): the cluster
 * split, the ToUnicode reader and writer, the blank glyph added to a font, and on real renders that
 * pdf.js reads the words after it, not before, while every page draws exactly as it did.
 */

describe('cutting a cluster’s text over its glyphs', () => {
  it('gives each glyph a letter with its marks when there are enough, else code points, else decomposed ones, else U+2060', () => {
    expect(splitClusterText('रि', 2)).toEqual(['र', 'ि'])
    expect(splitClusterText('स्टि', 3)).toEqual(['स्', 'ट', 'ि'])
    expect(splitClusterText('क्ष', 1)).toEqual(['क्ष'])
    expect(splitClusterText('कु', 2)).toEqual(['क', 'ु'])
    // கொ is க + ொ; ொ decomposes to ெ + ா, drawn on either side of க.
    expect(splitClusterText('கொ', 3)).toEqual(['க', '\u0BC6', '\u0BBE'])
    expect(splitClusterText('a', 3)).toEqual(['a', '\u2060', '\u2060'])
    expect(splitClusterText('ab', 0)).toEqual([])
  })

  it('keeps the letters on a wide glyph and hands the marks to blank ones', () => {
    expect(splitAtBase('क्')).toEqual({ before: '', base: 'क', after: '्' })
    expect(splitAtBase('्स')).toEqual({ before: '्', base: 'स', after: '' })
    expect(splitAtBase('த்')).toEqual({ before: '', base: 'த', after: '்' })
    expect(splitAtBase('ं')).toBeNull()
  })
})

describe('ToUnicode maps', () => {
  it('reads bfchar and both kinds of bfrange, and writes a map that reads back the same', () => {
    const cmap = Buffer.from(
      [
        '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
        '1 begincodespacerange <0000> <FFFF> endcodespacerange',
        '2 beginbfchar <0001> <0930093F> <0002> <0020> endbfchar',
        '2 beginbfrange <0010> <0012> <0041> <0020> <0021> [<0915094D> <D835DC00>] endbfrange',
        'endcmap end end',
      ].join('\n'),
      'latin1',
    )
    const map = parseToUnicode(new Uint8Array(cmap))
    expect(Object.fromEntries(map)).toEqual({ 1: 'रि', 2: ' ', 16: 'A', 17: 'B', 18: 'C', 32: 'क्', 33: '𝐀' })
    expect(parseToUnicode(writeToUnicode(map))).toEqual(map)
    const many = new Map(Array.from({ length: 250 }, (_, code) => [code, String.fromCharCode(0x900 + (code % 100))]))
    expect(parseToUnicode(writeToUnicode(many))).toEqual(many)
  })
})

describe('a blank glyph added to a TrueType font', () => {
  it('adds one glyph with no outline and keeps the font’s checksums right', () => {
    const file = typstFontFiles().find((name) => name.includes('NotoSansTamil_400Regular')) ?? ''
    const font = new Uint8Array(readFileSync(file))
    const before = readTrueType(font)
    const grown = appendBlankGlyph(font)
    expect(readTrueType(grown).glyphs).toBe(before.glyphs + 1)
    const view = new DataView(grown.buffer)
    let sum = 0
    for (let at = 0; at < grown.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0
    expect(sum).toBe(0xb1b0afba)
    // A font whose only blank glyph is the new one finds it there.
    expect(readTrueType(appendBlankGlyph(grown)).blankGlyph).not.toBeNull()
  })
})

describe('Typst’s PDFs', () => {
  let compiler: NodeCompiler
  const directory = mkdtempSync(path.join(tmpdir(), 'cluster-text-'))

  beforeAll(() => {
    compiler = NodeCompiler.create({
      workspace: TYPST_TEMPLATE_ROOT,
      fontArgs: [{ fontBlobs: typstFontFiles().map((file) => readFileSync(file)) }],
    })
  })

  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  /** The PDF as Typst writes it, before the renderer's worker post-processes it. */
  function typstPdf(document: ResumeDocument, template: string): Uint8Array<ArrayBuffer> {
    const input = path.join(TYPST_TEMPLATE_ROOT, 'input.json')
    compiler.mapShadow(input, Buffer.from(JSON.stringify(buildResumeOutline(document))))
    try {
      const result = compiler.compile({ mainFilePath: path.join(TYPST_TEMPLATE_ROOT, 'resume', `${template}.typ`) })
      if (!result.result) throw new Error('no document')
      return new Uint8Array(compiler.pdf(result.result))
    } finally {
      compiler.unmapShadow(input)
    }
  }

  /** Each page drawn by poppler at 72 dpi, as PNG bytes. */
  function pages(pdf: Uint8Array, name: string): Buffer[] {
    const file = path.join(directory, `${name}.pdf`)
    writeFileSync(file, pdf)
    execFileSync('pdftoppm', ['-r', '72', '-png', file, path.join(directory, name)])
    return readdirSync(directory)
      .filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png'))
      .sort()
      .map((entry) => readFileSync(path.join(directory, entry)))
  }

  function scriptWords(document: ResumeDocument): string[] {
    const { firstName, lastName, title, summary } = document.personalInfo
    return toWords([firstName, lastName, title, summary].join(' ').replace(/[।,.]/g, ' '))
  }

  it.each([
    ['Hindi', 'modern', hindiResume],
    ['Tamil', 'creative', tamilResume],
  ] as const)('makes a %s resume in %s readable by pdf.js and draws every page as before', async (language, template, build) => {
    const document = build()
    const original = typstPdf(document, template)
    const { pdf, spans, codes } = mapClusterText(original)
    expect(spans).toBeGreaterThan(10)
    expect(codes).toBeGreaterThan(10)
    expect(Buffer.from(pdf.subarray(0, original.length)).equals(Buffer.from(original))).toBe(true)

    const words = scriptWords(document)
    const read = async (bytes: Uint8Array) => shareFound(words, toWords((await extractPdfText(bytes)).text.replace(/[।,.]/g, ' ')))
    expect(await read(original)).toBeLessThan(0.5)
    expect(await read(pdf)).toBe(1)

    const before = pages(original, `${language}-before`)
    const after = pages(pdf, `${language}-after`)
    expect(after).toHaveLength(before.length)
    after.forEach((page, index) => expect(page.equals(before[index] ?? Buffer.alloc(0))).toBe(true))

    // Run again on its own output, it finds nothing left to map.
    expect(mapClusterText(pdf).codes).toBe(0)
  })

  it('leaves a file it cannot read as it was', () => {
    const notPdf = new Uint8Array(Buffer.from('not a pdf at all'))
    expect(mapClusterText(notPdf)).toEqual({ pdf: notPdf, spans: 0, codes: 0 })
  })
})
