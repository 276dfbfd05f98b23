import { describe, expect, it } from 'vitest'
import { wordDocument } from '#tests/support/upload-files.ts'
import { DocReadError, readDocText } from './doc-text.ts'
import { sniffResumeFile } from './file-kind.ts'

/** The old-.doc reader (decision 052) on compound files made to the format's layout (tests/support/upload-files.ts). */
describe('readDocText', () => {
  it('reads the main text of a Word 97–2003 document, a paragraph a line', () => {
    const doc = wordDocument('Asha Rao\rasha@example.com\r\rSKILLS\rPython, SQL\r')
    expect(sniffResumeFile(doc)).toBe('doc')
    expect(readDocText(doc).split('\n')).toEqual(['Asha Rao', 'asha@example.com', '', 'SKILLS', 'Python, SQL', ''])
  })

  it('keeps a field’s result and drops its code', () => {
    const doc = wordDocument('Site: \x13 HYPERLINK "https://asha.dev" \x14asha.dev\x15\r')
    expect(readDocText(doc)).toBe('Site: asha.dev\n')
  })

  it('refuses a document saved with a password', () => {
    expect(() => readDocText(wordDocument('secret', { encrypted: true }))).toThrow(
      expect.objectContaining({ kind: 'encrypted' }) as DocReadError,
    )
  })

  it('refuses a compound file that is no Word document, or a broken one', () => {
    const doc = wordDocument('Asha Rao\r')
    const broken = doc.slice(0, 1024)
    expect(() => readDocText(broken)).toThrow(DocReadError)
    const notWord = doc.slice()
    notWord.set([0x58, 0x00], 512 * 2 + 128) // rename the WordDocument entry (directory sector 1, entry 1)
    expect(() => readDocText(notWord)).toThrow(DocReadError)
  })
})
