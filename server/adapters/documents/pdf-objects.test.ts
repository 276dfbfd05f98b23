import { describe, expect, it } from 'vitest'
import {
  isDict,
  PdfFile,
  PdfLexer,
  PdfName,
  PdfRef,
  PdfString,
  readValue,
  UnsupportedPdfError,
  writeIncrementalUpdate,
  type PdfDict,
  type PdfValue,
} from './pdf-objects.ts'

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'))

/** A one-page PDF with a classic cross-reference table, its offsets counted. */
function tinyPdf(): Uint8Array<ArrayBuffer> {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /Title (a\\)b) >>',
  ]
  let text = '%PDF-1.7\n'
  const offsets = objects.map((body, index) => {
    const at = text.length
    text += `${index + 1} 0 obj\n${body}\nendobj\n`
    return at
  })
  const xref = text.length
  text += `xref\n0 4\n0000000000 65535 f\r\n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n\r\n`).join('')}`
  text += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(text, 'latin1'))
}

describe('the lexer and value reader', () => {
  it('reads strings with escapes, hex strings, names with #-codes, numbers and references', () => {
    const value = readValue(new PdfLexer(bytes('<< /A (x\\(y\\)\\101\\n) /B <4142 4> /C#20D 1.5 /E [1 0 R -.5 true null] >>')))
    expect(isDict(value as never)).toBe(true)
    const dict = value as Map<string, unknown>
    expect(Buffer.from((dict.get('A') as PdfString).bytes).toString('latin1')).toBe('x(y)A\n')
    expect([...(dict.get('B') as PdfString).bytes]).toEqual([0x41, 0x42, 0x40])
    expect(dict.get('C D')).toBe(1.5)
    const array = dict.get('E') as unknown[]
    expect(array[0]).toBeInstanceOf(PdfRef)
    expect(array.slice(1)).toEqual([-0.5, true, null])
  })

  it('refuses what it cannot read rather than guessing', () => {
    expect(() => readValue(new PdfLexer(bytes('(never closed')))).toThrow(UnsupportedPdfError)
    expect(() => readValue(new PdfLexer(bytes('<< /A 1')))).toThrow(UnsupportedPdfError)
  })
})

describe('a PDF file', () => {
  it('reads objects from the cross-reference table and appends an update every reader follows', () => {
    const file = new PdfFile(tinyPdf())
    const page = file.get(new PdfRef(3, 0)) as PdfDict
    expect(Buffer.from((page.get('Title') as PdfString).bytes).toString('latin1')).toBe('a)b')

    const changed: PdfDict = new Map(page)
    changed.set('Rotate', 90)
    const updated = writeIncrementalUpdate(
      file,
      new Map<number, PdfValue>([
        [3, changed],
        [4, new PdfName('New')],
      ]),
    )
    expect(Buffer.from(updated.subarray(0, file.bytes.length)).equals(Buffer.from(file.bytes))).toBe(true)
    const again = new PdfFile(updated)
    expect((again.get(new PdfRef(3, 0)) as Map<string, unknown>).get('Rotate')).toBe(90)
    expect(again.get(new PdfRef(4, 0))).toEqual(new PdfName('New'))
    expect(again.get(new PdfRef(1, 0))).toEqual(file.get(new PdfRef(1, 0)))
    expect(again.size).toBe(5)
  })

  it('refuses a file whose cross-reference is a stream', () => {
    const text = '%PDF-1.7\n1 0 obj\n<< /Type /XRef /Size 1 /Length 0 >>\nstream\n\nendstream\nendobj\nstartxref\n9\n%%EOF\n'
    expect(() => new PdfFile(bytes(text))).toThrow(/cross-reference stream/)
  })
})
