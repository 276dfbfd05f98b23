import { resumeAtsEndpoints } from '#core/resume/ats.endpoints.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { ResumeTemplateId } from '#core/resume/templates.ts'
import { callApi } from '#app/lib/call-api.ts'

/** A JobYatra job's id ('jy' and 14 hex digits), as it appears in a job's link. */
const JOB_ID = /\bjy[0-9a-f]{14}\b/

/** A link (or id) of one of our jobs is a job to fetch; anything else is the job's text. */
export function readJobInput(input: string): { jobId?: string; jobText?: string } {
  const text = input.trim()
  if (text === '') return {}
  const id = JOB_ID.exec(text)?.[0]
  if (id && !/\s/.test(text)) return { jobId: id }
  return { jobText: text }
}

/** The ATS check of the document in the template, against the job typed or pasted (if any). */
export function checkResume(document: ResumeDocument, template: ResumeTemplateId, jobInput: string) {
  return callApi(resumeAtsEndpoints.check, { body: { document, template, ...readJobInput(jobInput) } })
}
