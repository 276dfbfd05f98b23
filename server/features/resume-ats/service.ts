import type { Job } from '#core/jobs/job.schema.ts'
import type { AtsCheckRequest, AtsReport, ParseabilityPart } from '#core/resume/ats/ats.schema.ts'
import { buildAtsReport } from '#core/resume/ats/ats-report.ts'
import { extractJobRequirements, scoreJobMatch, type JobInput } from '#core/resume/ats/job-match.ts'
import { scoreParseability } from '#core/resume/ats/parseability.ts'
import { parseResumeText } from '#core/resume/parse/parse-resume-text.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { buildResumeOutline } from '#core/resume/resume-outline.ts'
import type { ResumeTemplateId } from '#core/resume/templates.ts'
import { DocumentRenderError, type DocumentTools } from '#server/adapters/documents/port.ts'
import { AppError } from '#server/lib/app-error.ts'

/**
 * The ATS check (issue 20; decision 053). Parseability: the resume is exported to PDF in its
 * template by the same renderer as the export, its text read back by pdf.js as an ATS reads it, and
 * parsed by our own parser (the upload's); the rubric scores what came back. Job match: the job
 * (pasted text, or one of our listings by id) against the resume's words.
 */

/** A resume's pages the text is read from: a resume is one or two pages, and we render it ourselves. */
const MAX_PAGES = 10

export interface JobLookup {
  findJob(jobId: string): Promise<Job | null>
  isExpiredJob(jobId: string): Promise<boolean>
}

/** What the export of `document` in `template` gives back when read as an ATS reads it, scored by the rubric. */
export async function measureParseability(
  documents: Pick<DocumentTools, 'typst' | 'readPdfText'>,
  document: ResumeDocument,
  template: ResumeTemplateId,
): Promise<ParseabilityPart> {
  const rendering = await documents.typst.render({
    template: `resume/${template}.typ`,
    data: buildResumeOutline(document),
    output: { pdf: true, svg: false },
  })
  if (!rendering.pdf) throw new DocumentRenderError('template', 'no PDF in the rendering')
  const { text } = await documents.readPdfText(rendering.pdf, { maxPages: MAX_PAGES })
  return scoreParseability(document, text.trim() === '' ? null : parseResumeText(text))
}

/** A listing as the job match reads it: its title, description, listed skills and structured education. */
export function jobInputFromListing(job: Job): JobInput {
  const highlights = [...(job.job_highlights.Qualifications ?? []), ...(job.job_highlights.Responsibilities ?? [])]
  return {
    title: job.job_title,
    description: [job.job_description, ...highlights].join('\n'),
    skills: job.job_required_skills ?? [],
    education: job.job_required_education,
  }
}

export function createResumeAtsService(deps: {
  documents: Pick<DocumentTools, 'typst' | 'readPdfText'>
  jobs: JobLookup
  /** Told each report's overall score (0–100). */
  onChecked?: (overall: number) => void
}) {
  async function findJobInput(request: AtsCheckRequest): Promise<JobInput | null> {
    if (request.jobId && request.jobText) {
      throw new AppError('VALIDATION_INVALID_FORMAT', { fields: [{ path: 'jobId', message: 'Send a job’s text or its id, not both' }] })
    }
    if (request.jobId) {
      const job = await deps.jobs.findJob(request.jobId)
      if (job) return jobInputFromListing(job)
      if (await deps.jobs.isExpiredJob(request.jobId)) throw new AppError('JOB_EXPIRED')
      throw new AppError('NOT_FOUND', { detail: 'no job with this id for the ATS check' })
    }
    if (request.jobText && request.jobText.trim() !== '') return { description: request.jobText }
    return null
  }

  return {
    /** The score report of the document sent: parseability always, job match when a job is given. */
    async check(request: AtsCheckRequest): Promise<AtsReport> {
      const job = await findJobInput(request)
      let parseability: ParseabilityPart
      try {
        parseability = await measureParseability(deps.documents, request.document, request.template)
      } catch (error) {
        if (error instanceof AppError && !(error instanceof DocumentRenderError)) throw error
        throw new AppError('OPERATION_FAILED', {
          detail: `ATS check: ${error instanceof Error ? error.message : String(error)}`,
          cause: error,
        })
      }
      const jobMatch = job ? scoreJobMatch(request.document, extractJobRequirements(job)) : null
      const report = buildAtsReport(parseability, jobMatch)
      deps.onChecked?.(report.overall)
      return report
    },
  }
}

export type ResumeAtsService = ReturnType<typeof createResumeAtsService>
