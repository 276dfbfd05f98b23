import { writeDocx } from './docx-writer.ts'
import { readPdfText } from './pdf-upload-text.ts'
import type { DocumentTools } from './port.ts'
import { createTypstPool, type TypstPoolSettings } from './typst-pool.ts'

/** The document tools, as createAdapters composes them. */
export function createDocumentTools(settings: TypstPoolSettings): DocumentTools {
  return { typst: createTypstPool(settings), writeDocx, readPdfText }
}
