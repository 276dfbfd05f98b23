import { resumeDocumentEndpoints } from '#core/resume/documents.endpoints.ts'
import type { ResumeExportFormat } from '#core/resume/documents.schema.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { resumeEndpoints } from '#core/resume/resumes.endpoints.ts'
import type { CreateResumeInput } from '#core/resume/resumes.schema.ts'
import type { ResumeTemplateId } from '#core/resume/templates.ts'
import { callApi } from '#app/lib/call-api.ts'
import { callApiForFile } from '#app/lib/call-api-for-file.ts'
import { IDEMPOTENCY_HEADER } from '#app/lib/offline/record-kinds.ts'

/** The builder's calls: the person's resumes (/api/resumes) and the renderer (/api/resume-documents). */

export const listResumes = () => callApi(resumeEndpoints.list).then((answer) => answer.data)

export const readResume = (id: string) => callApi(resumeEndpoints.read, { params: { id } })

export function createResume(input: CreateResumeInput, idempotencyKey?: string) {
  return callApi(resumeEndpoints.create, { body: input, ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}) })
}

export const deleteResume = (id: string) => callApi(resumeEndpoints.remove, { params: { id } })

export const setBaseResume = (id: string) => callApi(resumeEndpoints.setBase, { params: { id } })

export const listVersions = (id: string) => callApi(resumeEndpoints.versions, { params: { id } }).then((answer) => answer.data)

export const restoreVersion = (id: string, version: number, baseVersion: number) =>
  callApi(resumeEndpoints.restore, { params: { id, version: String(version) }, body: { baseVersion } })

export function previewResume(document: ResumeDocument, template: ResumeTemplateId, signal: AbortSignal) {
  return callApi(resumeDocumentEndpoints.preview, { body: { document, template }, signal })
}

export function exportResume(document: ResumeDocument, template: ResumeTemplateId, format: ResumeExportFormat) {
  return callApiForFile(resumeDocumentEndpoints.exportFile, { params: { format }, body: { document, template } })
}
