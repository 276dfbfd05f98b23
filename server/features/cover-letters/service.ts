import { z } from 'zod'
import type { OnboardingState } from '#core/account/onboarding.schema.ts'
import { writeBuiltInLetter } from '#core/cover-letters/built-in-letter.ts'
import {
  MAX_COVER_LETTER_CHARS,
  MAX_COVER_LETTERS_PER_USER,
  isCoverLetterStyle,
  type CoverLetterSource,
  type CoverLetterStyle,
  type GenerationNotice,
} from '#core/cover-letters/cover-letter-constants.ts'
import type {
  CoverLetter,
  CoverLetterPdfInput,
  GeneratedDocuments,
  GeneratorProfile,
  SavedCoverLetter,
} from '#core/cover-letters/cover-letters.schema.ts'
import { jobText, mentions, type JobFacts } from '#core/cover-letters/job-keywords.ts'
import { tailorResume } from '#core/cover-letters/tailor-resume.ts'
import { formatJobLocation } from '#core/format/location.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { canUseFeature, type Plan } from '#core/plans/plans.ts'
import { emptyResumeDocument, type ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { Resume, ResumeSummary } from '#core/resume/resumes.schema.ts'
import { DEFAULT_RESUME_TEMPLATE, type ResumeTemplateId } from '#core/resume/templates.ts'
import type { AiChat } from '#server/adapters/ai/port.ts'
import { DocumentRenderError, type TypstRenderer } from '#server/adapters/documents/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { TemplateCatalogue } from '#server/features/resumes/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { ProviderError } from '#server/lib/provider-error.ts'
import { buildCoverLetterMessages, COVER_LETTER_PROMPT_VERSION } from './prompts/cover-letter-v1.ts'
import * as repo from './repo.ts'

/**
 * The document generator (issue 20; spec 001 §2, §4, §6, §7; decision 054): the profile the dialog
 * starts from, a generation (the resume tailored to the job and a cover letter in the chosen style),
 * saving the letter with its resume, and the letter's PDF.
 *
 * The letter is the AI's when the person's plan has AI cover letters (spec 001 §6: premium) and the
 * AI answers in time with a usable letter; otherwise the built-in writer writes it from the same facts
 * and the answer says why (`notice`). Every attempt is a row of cover_letter_generation_history.
 */

export const COVER_LETTER_AI_PURPOSE = 'cover-letters:write'

/** What the person is: the account's name and addresses, for a profile with no resume yet. */
export interface GeneratorViewer {
  userId: string
  name: string
  email: string
  phoneNumber: string | null
}

export interface CoverLettersServiceDeps {
  database: DatabaseHandle
  logger: Logger
  ai: AiChat
  typst: TypstRenderer
  findJob: (jobId: string) => Promise<Job | null>
  readPlan: (userId: string) => Promise<Plan>
  readOnboarding: (userId: string) => Promise<OnboardingState>
  resumes: {
    listResumes(userId: string): Promise<ResumeSummary[]>
    readResume(userId: string, id: string): Promise<Resume>
    createResume(userId: string, input: { name: string; document: ResumeDocument; template: ResumeTemplateId }): Promise<Resume>
  }
  /** The templates as staff left them: the builder's source (decision 072). */
  templates: Pick<TemplateCatalogue, 'usableTemplates' | 'requireUsable'>
  now?: () => Date
}

const aiAnswerSchema = z.object({
  content: z.string().trim().min(1).max(MAX_COVER_LETTER_CHARS),
  keywordsUsed: z.array(z.string().trim().max(100)).max(50).default([]),
})

export function toJobFacts(job: Job): JobFacts {
  const highlights = job.job_highlights
  return {
    jobId: job.job_id,
    jobTitle: job.job_title,
    companyName: job.employer_name,
    jobDescription: job.job_description,
    requirements: [...(job.job_required_skills ?? []), ...(highlights.Qualifications ?? []), ...(highlights.Responsibilities ?? [])],
    location: job.job_is_remote ? 'Remote' : formatJobLocation({ city: job.job_city, state: job.job_state, country: job.job_country }),
  }
}

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length <= 1) return { firstName: parts[0] ?? '', lastName: '' }
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] ?? '' }
}

export function createCoverLettersService(deps: CoverLettersServiceDeps) {
  const db = deps.database.db
  const now = deps.now ?? (() => new Date())

  async function findJobOrThrow(jobId: string): Promise<Job> {
    const job = await deps.findJob(jobId)
    if (!job) throw new AppError('NOT_FOUND', { detail: 'No job has this id' })
    return job
  }

  /** The AI's letter, or null when it could not write one (the reason goes to the log, never to the person). */
  async function writeWithAi(document: ResumeDocument, job: JobFacts, style: CoverLetterStyle) {
    try {
      // The AI adapter's time-out (AI_TIMEOUT_MS) bounds the wait; past it the built-in letter is written.
      const answer = await deps.ai.complete({
        purpose: COVER_LETTER_AI_PURPOSE,
        messages: buildCoverLetterMessages({ document, job, style }),
        format: 'json',
        maxTokens: 1200,
        temperature: 0.6,
      })
      const parsed = aiAnswerSchema.safeParse(JSON.parse(answer.text))
      if (!parsed.success) {
        deps.logger.warn({ purpose: COVER_LETTER_AI_PURPOSE }, 'the AI answered a cover letter that is not the JSON asked for')
        return null
      }
      const text = jobText(job)
      // Only keywords the job really names are reported as used.
      const keywordsUsed = parsed.data.keywordsUsed.filter((keyword) => mentions(text, keyword))
      return { content: parsed.data.content, keywordsUsed }
    } catch (error) {
      if (error instanceof ProviderError || error instanceof SyntaxError) {
        deps.logger.warn(
          { purpose: COVER_LETTER_AI_PURPOSE, err: error },
          'the AI did not write the cover letter; the built-in letter is used',
        )
        return null
      }
      throw error
    }
  }

  return {
    /** The profile tab's first values: the base resume, else the account and the onboarding answers. */
    async readProfile(viewer: GeneratorViewer): Promise<GeneratorProfile> {
      const [summaries, templates] = await Promise.all([
        deps.resumes.listResumes(viewer.userId),
        deps.templates.usableTemplates(() => deps.readPlan(viewer.userId)),
      ])
      const base = summaries.find((resume) => resume.isBaseResume)
      if (base) {
        const resume = await deps.resumes.readResume(viewer.userId, base.id)
        // A base resume left in a template staff disabled (or a Premium one after the plan ended) starts in the default.
        const template = templates.includes(resume.template) ? resume.template : DEFAULT_RESUME_TEMPLATE
        return { document: resume.document, template, templates, source: 'base_resume' }
      }
      const onboarding = await deps.readOnboarding(viewer.userId)
      const document = emptyResumeDocument()
      const place = [onboarding.city, onboarding.state].filter((part): part is string => Boolean(part)).join(', ')
      document.personalInfo = {
        ...document.personalInfo,
        ...splitName(viewer.name),
        email: viewer.email,
        phone: viewer.phoneNumber ?? '',
        location: place,
        title: onboarding.designation ?? '',
      }
      return { document, template: DEFAULT_RESUME_TEMPLATE, templates, source: 'onboarding' }
    },

    async generate(
      userId: string,
      input: { jobId: string; style: CoverLetterStyle; document: ResumeDocument },
    ): Promise<GeneratedDocuments> {
      const job = toJobFacts(await findJobOrThrow(input.jobId))
      const tailored = tailorResume(input.document, job)
      const hasAi = canUseFeature(await deps.readPlan(userId), 'cover_letters')
      const written = hasAi ? await writeWithAi(input.document, job, input.style) : null
      const notice: GenerationNotice | null = written ? null : hasAi ? 'ai_unavailable' : 'premium_required'
      const source: CoverLetterSource = written ? 'ai' : 'built_in'
      const letter = written ?? {
        content: writeBuiltInLetter({ document: input.document, job, style: input.style, now: now() }),
        keywordsUsed: tailored.keywords.slice(0, 5),
      }
      const generationId = await repo.insertGeneration(db, {
        userId,
        jobId: job.jobId,
        variationType: input.style,
        success: written !== null,
        source,
      })
      return {
        generationId,
        jobId: job.jobId,
        jobTitle: job.jobTitle,
        companyName: job.companyName,
        content: letter.content,
        variationType: input.style,
        keywordsUsed: letter.keywordsUsed,
        fallback: written === null,
        notice,
        tailoredDocument: tailored.document,
      }
    },

    /**
     * Saves the letter of a generation (as the person left it) and, when sent, the tailored resume as a
     * new resume named after the job (decision 054). A person who keeps as many resumes as they may still
     * gets the letter saved, with no resume id.
     */
    async save(
      userId: string,
      input: {
        generationId: number
        jobId: string
        content: string
        variationType: CoverLetterStyle
        resume?: { document: ResumeDocument; template: ResumeTemplateId } | undefined
      },
    ): Promise<SavedCoverLetter> {
      const job = toJobFacts(await findJobOrThrow(input.jobId))
      const generation = await repo.findOpenGeneration(db, userId, input.generationId, job.jobId)
      if (!generation) throw new AppError('NOT_FOUND', { detail: 'No unsaved generation of this person for this job has this id' })
      if ((await repo.countLetters(db, userId)) >= MAX_COVER_LETTERS_PER_USER) {
        throw new AppError('API_QUOTA_EXCEEDED', { reason: 'cover_letters_full', params: { limit: MAX_COVER_LETTERS_PER_USER } })
      }
      // As a resume created in the builder: a disabled template is refused, a Premium one takes Premium; nothing is saved then.
      if (input.resume) await deps.templates.requireUsable(input.resume.template, () => deps.readPlan(userId))
      let resumeId: string | null = null
      if (input.resume) {
        try {
          const name = `${job.jobTitle} – ${job.companyName}`.slice(0, 100)
          resumeId = (await deps.resumes.createResume(userId, { name, document: input.resume.document, template: input.resume.template }))
            .id
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'API_QUOTA_EXCEEDED')) throw error
        }
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertLetter(tx, {
          userId,
          jobId: job.jobId,
          jobTitle: job.jobTitle,
          companyName: job.companyName,
          content: input.content,
          variationType: input.variationType,
          metadata: { source: generation.source, promptVersion: generation.source === 'ai' ? COVER_LETTER_PROMPT_VERSION : null, resumeId },
        })
        await repo.linkGeneration(tx, userId, input.generationId, inserted.id)
        return inserted
      })
      return { coverLetter: toCoverLetter(row), resumeId }
    },

    async listLetters(userId: string): Promise<CoverLetter[]> {
      return (await repo.listLetters(db, userId)).map(toCoverLetter)
    },

    /** The letter as a PDF (server/lib/typst/templates/cover-letter/letter.typ): data, never Typst source. */
    async renderPdf(input: CoverLetterPdfInput): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string }> {
      const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
        now(),
      )
      try {
        const rendering = await deps.typst.render({
          template: 'cover-letter/letter.typ',
          data: {
            sender: input.sender,
            date,
            recipient: input.companyName,
            subject: input.jobTitle ? `Application for ${input.jobTitle}` : '',
            paragraphs: input.content
              .split(/\n{2,}/)
              .map((paragraph) => paragraph.trim())
              .filter((paragraph) => paragraph !== ''),
          },
          output: { pdf: true, svg: false },
        })
        if (!rendering.pdf) throw new DocumentRenderError('template', 'no PDF in the rendering')
        return { bytes: rendering.pdf, fileName: coverLetterFileName(input.sender.name) }
      } catch (error) {
        if (error instanceof DocumentRenderError) {
          throw new AppError('OPERATION_FAILED', { reason: 'export_failed', detail: error.message, cause: error })
        }
        throw error
      }
    },
  }
}

export type CoverLettersService = ReturnType<typeof createCoverLettersService>

/** `Asha_Rao_Cover_Letter.pdf`, or `Cover_Letter.pdf` without a name. */
export function coverLetterFileName(name: string): string {
  const words = name
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return [...words, 'Cover', 'Letter'].join('_') + '.pdf'
}

function toCoverLetter(row: repo.CoverLetterRow): CoverLetter {
  const metadata = z
    .object({ source: z.enum(['ai', 'built_in']).catch('built_in') })
    .catch({ source: 'built_in' })
    .parse(row.metadata)
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    content: row.content,
    variationType: isCoverLetterStyle(row.variationType) ? row.variationType : 'standard',
    source: metadata.source,
    createdAt: row.createdAt.toISOString(),
  }
}
