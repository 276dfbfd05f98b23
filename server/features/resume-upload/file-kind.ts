/**
 * What an uploaded resume is, by its content (issue 20; decision 052): the first bytes, never the
 * name or the browser's declared type alone. A program renamed .pdf is none of the four kinds.
 */

export type ResumeFileKind = 'pdf' | 'docx' | 'doc' | 'txt'

/** The names the spec allows (spec 001 §5): PDF, DOC, DOCX and TXT. */
export const RESUME_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] // PK\3\4
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] // OLE compound file (Word 97–2003)

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  return magic.every((byte, index) => bytes[at + index] === byte)
}

/** The extension of a file name, lower case, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

export function hasResumeExtension(fileName: string): boolean {
  return (RESUME_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))
}

/**
 * The kind the bytes are, or null. A PDF may have up to 1 KB of junk before `%PDF-` (as readers
 * allow); a ZIP is a DOCX only if it holds word/document.xml, and an OLE file a Word document only if
 * it holds a WordDocument stream (both checked where they are read). Text is UTF-8 (a BOM allowed) or
 * UTF-16 with its BOM, with no control characters but tab, line and page breaks.
 */
export function sniffResumeFile(bytes: Uint8Array): ResumeFileKind | null {
  const head = bytes.subarray(0, 1024)
  for (let at = 0; at + PDF_MAGIC.length <= head.length; at++) if (startsWith(head, PDF_MAGIC, at)) return 'pdf'
  if (startsWith(bytes, ZIP_MAGIC)) return 'docx'
  if (startsWith(bytes, CFB_MAGIC)) return 'doc'
  return decodeText(bytes) === null ? null : 'txt'
}

/** The text of a TXT upload, or null when it is not text (binary, or not UTF-8 / UTF-16 with BOM). */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2))
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2))
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? null : text
}
