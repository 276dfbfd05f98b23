import { getDocumentProxy } from 'unpdf'
import { DocumentReadError, type PdfText } from './port.ts'

/**
 * An uploaded PDF's text (issue 20, "Upload and parse"; decision 052), read by pdf.js through unpdf
 * with eval off (DESIGN.md "Security"), one page at a time up to `maxPages`, with the lines pdf.js
 * marks (`hasEOL`) kept: the resume parser works line by line. A password-protected PDF and one
 * pdf.js cannot open fail with DocumentReadError, so the upload can say which it was.
 */
export async function readPdfText(bytes: Uint8Array, options: { maxPages: number }): Promise<PdfText> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 })
  } catch (error) {
    const name = error instanceof Error || (typeof error === 'object' && error !== null) ? (error as { name?: unknown }).name : undefined
    throw new DocumentReadError(name === 'PasswordException' ? 'encrypted' : 'unreadable', String(error), { cause: error })
  }
  try {
    const pages: string[] = []
    const pageCount = pdf.numPages
    for (let number = 1; number <= Math.min(pageCount, options.maxPages); number++) {
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      const text = content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join('')
      pages.push(text)
      page.cleanup()
    }
    const text = pages
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
    return { pageCount, text }
  } catch (error) {
    throw new DocumentReadError('unreadable', String(error), { cause: error })
  } finally {
    await pdf.destroy()
  }
}
