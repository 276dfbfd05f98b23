import { ZodError } from 'zod'
import { importJsonResume } from '#core/resume/json-resume.schema.ts'
import { migrateResumeDocument, RESUME_SCHEMA_VERSION, type ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { ResumeImportKind } from '#core/resume/upload.schema.ts'

/**
 * A JSON file into our resume document (issue 20; decision 067): our own export (JSON Resume with
 * `meta.jobyatra`, which carries the document's schema version), our document as stored (`schemaVersion`
 * and `personalInfo`), or a JSON Resume file from another tool. Everything is checked by zod; a refusal
 * says what was wrong — not JSON, not a resume (and the first field that failed), or made by a newer
 * version of our document than this server reads.
 */

export type JsonImportFailure = 'json_invalid' | 'json_not_resume' | 'json_newer_version'

export class JsonImportError extends Error {
  readonly reason: JsonImportFailure
  readonly params: Readonly<Record<string, string | number>>

  constructor(reason: JsonImportFailure, params: Readonly<Record<string, string | number>>, detail: string) {
    super(detail)
    this.name = 'JsonImportError'
    this.reason = reason
    this.params = params
  }
}

/** The top-level keys of JSON Resume 1.0: a file with none of them is not one. */
const JSON_RESUME_KEYS = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The first failing field of a ZodError, as a path people can find in the file ('work[2].startDate'). */
function failedField(error: ZodError): string {
  const path = error.issues[0]?.path ?? []
  const text = path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`)).join('')
  return text === '' ? '(the whole file)' : text
}

function checkVersion(version: unknown): void {
  if (typeof version === 'number' && version > RESUME_SCHEMA_VERSION)
    throw new JsonImportError('json_newer_version', { version }, `schema version ${version} > ${RESUME_SCHEMA_VERSION}`)
}

export function readJsonImport(text: string): { kind: ResumeImportKind; document: ResumeDocument } {
  let raw: unknown
  try {
    raw = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text)
  } catch (error) {
    throw new JsonImportError('json_invalid', {}, `not JSON: ${String(error).slice(0, 200)}`)
  }
  if (!isRecord(raw)) throw new JsonImportError('json_not_resume', { field: '(the whole file)' }, 'not a JSON object')
  try {
    if ('schemaVersion' in raw && 'personalInfo' in raw) {
      checkVersion(raw['schemaVersion'])
      return { kind: 'jobyatra', document: migrateResumeDocument(raw) }
    }
    const meta = raw['meta']
    const extras = isRecord(meta) ? meta['jobyatra'] : undefined
    const ours = isRecord(extras)
    if (ours) checkVersion(extras['schemaVersion'])
    if (!JSON_RESUME_KEYS.some((key) => key in raw))
      throw new JsonImportError('json_not_resume', { field: 'basics' }, 'none of JSON Resume’s sections')
    return { kind: ours ? 'jobyatra' : 'json-resume', document: importJsonResume(raw) }
  } catch (error) {
    if (error instanceof ZodError) throw new JsonImportError('json_not_resume', { field: failedField(error) }, error.message.slice(0, 500))
    throw error
  }
}
