import { extractText, getDocumentProxy } from 'unpdf'

/**
 * A PDF's text as pdf.js reads it (through unpdf), with eval off as every PDF we read is parsed
 * (DESIGN.md "Security"): how an ATS built on pdf.js sees an exported resume, and what upload
 * parsing starts from.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<{ pageCount: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false })
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: true })
    return { pageCount: totalPages, text }
  } finally {
    await pdf.destroy()
  }
}
