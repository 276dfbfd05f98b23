import { fullName } from './resume-outline.ts'
import type { ResumeDocument } from './resume-document.schema.ts'
import type { ResumeExportFormat } from './documents.schema.ts'

/**
 * The exported file's name, from the person's name: 'Asha_Rao_Resume.pdf', 'आशा_राव_Resume.pdf'.
 * Letters and digits of any script are kept; everything else (slashes, dots, quotes) becomes one '_'.
 */
export function resumeFileName(document: ResumeDocument, format: ResumeExportFormat): string {
  const name = fullName(document)
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80)
  return `${name === '' ? 'Resume' : `${name}_Resume`}.${format}`
}

/** Whether the document has the name the spec requires before any export (a first or a last name). */
export function hasResumeName(document: ResumeDocument): boolean {
  return fullName(document).trim() !== ''
}
