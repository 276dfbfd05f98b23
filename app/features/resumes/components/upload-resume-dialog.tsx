import { FileUp } from 'lucide-react'
import { useId, useRef, useState, type DragEvent } from 'react'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { formatDateRange, formatResumeDate } from '#core/resume/resume-outline.ts'
import {
  RESUME_IMPORT_ACCEPT,
  RESUME_IMPORT_EXTENSIONS,
  RESUME_UPLOAD_ACCEPT,
  RESUME_UPLOAD_EXTENSIONS,
  RESUME_UPLOAD_MAX_BYTES,
  RESUME_UPLOAD_MAX_PAGES,
} from '#core/resume/upload-limits.ts'
import { resumeUploadEndpoints } from '#core/resume/upload.endpoints.ts'
import type { ImportedResume, ParsedResume } from '#core/resume/upload.schema.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { uploadToApi } from '#app/lib/upload-to-api.ts'
import { renderError } from '#app/i18n/render.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { Progress } from '#app/ui/progress.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { uploadedParts, type UploadedPart } from '#app/features/resumes/editor/merge-parsed.ts'

/**
 * Upload a resume and review it (issue 20, "Upload and parse"; decision 052): one PDF, DOC, DOCX or
 * TXT file of up to 5 MB, chosen or dropped, sent through uploadToApi with its progress shown; the
 * server reads and parses it and stores nothing. The person then keeps or skips each section before
 * any of it joins the resume being edited. Closing cancels an upload under way.
 *
 * The same dialog imports (`mode="import"`, decision 067): a JSON Resume or JobYatra JSON file, or
 * LinkedIn's data-export ZIP, under the same 5 MB, read by the server and reviewed the same way.
 */

export type FileDialogMode = 'upload' | 'import'

type Step =
  | { name: 'choose'; error: string | null }
  | { name: 'uploading'; fileName: string; percent: number }
  | { name: 'review'; fileName: string; parsed: ParsedResume | ImportedResume; keep: ReadonlySet<UploadedPart> }

export function UploadResumeDialog({
  open,
  onOpenChange,
  onAccept,
  mode = 'upload',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onAccept: (parsed: ResumeDocument, accepted: ReadonlySet<UploadedPart>) => void
  mode?: FileDialogMode
}) {
  const { t } = useTranslation(['resume', 'common'])
  const isImport = mode === 'import'
  const [step, setStep] = useState<Step>({ name: 'choose', error: null })
  const upload = useRef<AbortController | null>(null)

  // Closing cancels an upload under way and starts the next opening afresh.
  function changeOpen(isOpen: boolean) {
    if (!isOpen) {
      upload.current?.abort()
      upload.current = null
      setStep({ name: 'choose', error: null })
    }
    onOpenChange(isOpen)
  }

  async function send(file: File) {
    const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase()
    const extensions: readonly string[] = isImport ? RESUME_IMPORT_EXTENSIONS : RESUME_UPLOAD_EXTENSIONS
    if (!extensions.includes(extension) || !file.name.includes('.')) {
      setStep({
        name: 'choose',
        error: renderError(t, isImport ? { code: 'FILE_INVALID_TYPE', reason: 'import_type' } : { code: 'FILE_INVALID_TYPE' }),
      })
      return
    }
    if (file.size > RESUME_UPLOAD_MAX_BYTES) {
      setStep({ name: 'choose', error: renderError(t, { code: 'FILE_TOO_LARGE' }) })
      return
    }
    const controller = new AbortController()
    upload.current = controller
    setStep({ name: 'uploading', fileName: file.name, percent: 0 })
    try {
      const options = {
        file,
        signal: controller.signal,
        onProgress: ({ loaded, total }: { loaded: number; total: number }) => {
          if (!controller.signal.aborted)
            setStep({ name: 'uploading', fileName: file.name, percent: total > 0 ? (loaded / total) * 100 : 0 })
        },
      }
      const parsed = isImport
        ? await uploadToApi(resumeUploadEndpoints.import, options)
        : await uploadToApi(resumeUploadEndpoints.parse, options)
      if (controller.signal.aborted) return
      showToast({ type: 'success', title: t('builder.upload.success') })
      setStep({ name: 'review', fileName: file.name, parsed, keep: new Set(uploadedParts(parsed.document, parsed.sections)) })
    } catch (error) {
      if (controller.signal.aborted) return
      setStep({ name: 'choose', error: renderError(t, toApiError(error).body) })
    } finally {
      if (upload.current === controller) upload.current = null
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('builder.upload.cancel')} size="lg" layout="fullscreen">
        {step.name === 'review' ? (
          <Review
            step={step}
            onToggle={(part) => {
              const keep = new Set(step.keep)
              if (keep.has(part)) keep.delete(part)
              else keep.add(part)
              setStep({ ...step, keep })
            }}
            onBack={() => setStep({ name: 'choose', error: null })}
            onAccept={() => {
              onAccept(step.parsed.document, step.keep)
              changeOpen(false)
              showToast({ type: 'success', title: t('builder.upload.added') })
            }}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t(isImport ? 'builder.import.title' : 'builder.upload.title')}</DialogTitle>
              <DialogDescription>{t(isImport ? 'builder.import.description' : 'builder.upload.description')}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              {isImport && step.name === 'choose' ? (
                <p className="mb-3 text-sm text-ink-muted">{t('builder.import.linkedinHelp')}</p>
              ) : null}
              {step.name === 'uploading' ? (
                <UploadProgress fileName={step.fileName} percent={step.percent} mode={mode} />
              ) : (
                <FilePicker error={step.error} onFile={(file) => void send(file)} mode={mode} />
              )}
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
                {t('builder.upload.cancel')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function FilePicker({ error, onFile, mode }: { error: string | null; onFile: (file: File) => void; mode: FileDialogMode }) {
  const { t } = useTranslation('resume')
  const inputId = useId()
  const errorId = useId()
  const [isOver, setIsOver] = useState(false)
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setIsOver(false)
    const file = event.dataTransfer.files[0]
    if (file) onFile(file)
  }
  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault()
          setIsOver(true)
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        className={`flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 ${
          isOver ? 'border-brand-500 bg-brand-50 dark:bg-brand-900/40' : 'border-line'
        }`}
      >
        <FileUp aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-200" />
        <span className="font-semibold text-brand-800 underline dark:text-brand-100">{t('builder.upload.choose')}</span>
        <span className="text-sm text-ink-muted">{t('builder.upload.drop')}</span>
        <input
          id={inputId}
          type="file"
          accept={mode === 'import' ? RESUME_IMPORT_ACCEPT : RESUME_UPLOAD_ACCEPT}
          className="sr-only"
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) onFile(file)
          }}
        />
      </label>
      {error ? (
        <div
          id={errorId}
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">{t(mode === 'import' ? 'builder.import.failed' : 'builder.upload.failed')}</p>
          <p>{error}</p>
        </div>
      ) : null}
    </div>
  )
}

function UploadProgress({ fileName, percent, mode }: { fileName: string; percent: number; mode: FileDialogMode }) {
  const { t } = useTranslation('resume')
  const isReading = percent >= 100
  return (
    <div className="flex flex-col gap-3 py-4" aria-live="polite">
      <p className="truncate text-sm font-semibold">
        {t(mode === 'import' ? 'builder.import.uploading' : 'builder.upload.uploading', { name: fileName })}
      </p>
      <Progress value={percent} label={t('builder.upload.progress')} />
      {isReading ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {t(mode === 'import' ? 'builder.import.reading' : 'builder.upload.reading')}
        </p>
      ) : null}
    </div>
  )
}

function Review({
  step,
  onToggle,
  onBack,
  onAccept,
}: {
  step: Extract<Step, { name: 'review' }>
  onToggle: (part: UploadedPart) => void
  onBack: () => void
  onAccept: () => void
}) {
  const { t } = useTranslation('resume')
  const { parsed, keep } = step
  const parts = uploadedParts(parsed.document, parsed.sections)
  const enrichedParts: readonly string[] = 'enrichedParts' in parsed ? parsed.enrichedParts : []
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('builder.upload.reviewTitle')}</DialogTitle>
        <DialogDescription>{t('builder.upload.reviewDescription')}</DialogDescription>
      </DialogHeader>
      <DialogBody>
        {parsed.kind === 'doc' ? <p className="mb-3 text-sm text-ink-muted">{t('builder.upload.docNote')}</p> : null}
        {parsed.kind === 'jobyatra' || parsed.kind === 'json-resume' || parsed.kind === 'linkedin' ? (
          <p className="mb-3 text-sm text-ink-muted">{t(`builder.import.kind.${parsed.kind}`)}</p>
        ) : null}
        {'pageCount' in parsed && parsed.pageCount !== null && parsed.pageCount > RESUME_UPLOAD_MAX_PAGES ? (
          <p className="mb-3 text-sm text-ink-muted">
            {t('builder.upload.pagesNote', { read: RESUME_UPLOAD_MAX_PAGES, total: parsed.pageCount })}
          </p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {parts.map((part) => {
            const lines = partLines(parsed.document, part)
            const checkboxId = `upload-keep-${part}`
            return (
              <li key={part} className={`rounded-xl border p-3 ${keep.has(part) ? 'border-brand-500' : 'border-line opacity-80'}`}>
                <div className="flex items-start gap-3">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    checked={keep.has(part)}
                    onChange={() => onToggle(part)}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                    aria-describedby={enrichedParts.includes(part) ? `${checkboxId}-ai ${checkboxId}-lines` : `${checkboxId}-lines`}
                  />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={checkboxId} className="font-semibold">
                      {t(`builder.sections.${part}`)}
                    </label>
                    {enrichedParts.includes(part) ? (
                      <p id={`${checkboxId}-ai`} className="mt-1 text-xs font-medium text-brand-700 dark:text-brand-200">
                        {t('builder.upload.aiFilled')}
                      </p>
                    ) : null}
                    <ul id={`${checkboxId}-lines`} className="mt-1 flex flex-col gap-0.5 text-sm text-ink-muted">
                      {lines.slice(0, 4).map((line, index) => (
                        <li key={index} className="break-words">
                          {line}
                        </li>
                      ))}
                      {lines.length > 4 ? <li>{t('builder.upload.items', { count: lines.length })}</li> : null}
                    </ul>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
        {keep.size === 0 ? <p className="mt-3 text-sm text-ink-muted">{t('builder.upload.noneKept')}</p> : null}
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          {t('builder.upload.tryAnother')}
        </Button>
        <Button type="button" variant="primary" disabled={keep.size === 0} onClick={onAccept}>
          {t('builder.upload.accept')}
        </Button>
      </DialogFooter>
    </>
  )
}

/** What a part holds, a line per item, as the review shows it. */
function partLines(document: ResumeDocument, part: UploadedPart): string[] {
  const join = (parts: string[], separator = ' · ') => parts.filter((text) => text !== '').join(separator)
  const dates = formatDateRange
  switch (part) {
    case 'personalInfo': {
      const info = document.personalInfo
      return [
        join([info.firstName, info.lastName], ' '),
        info.title,
        join([info.email, info.phone]),
        join([info.location, info.website, info.linkedin]),
      ].filter((line) => line !== '')
    }
    case 'summary':
      return [
        document.personalInfo.summary.length > 160 ? `${document.personalInfo.summary.slice(0, 160)}…` : document.personalInfo.summary,
      ]
    case 'workExperience':
      return document.workExperience.map((job) => join([job.position, job.company, dates(job.startDate, job.endDate)]))
    case 'education':
      return document.education.map((school) =>
        join([
          join([school.degree, school.field], ' '),
          school.institution,
          dates(school.startDate, school.endDate) || formatResumeDate(school.year),
        ]),
      )
    case 'skills':
      return document.skills.map((group) => join([group.category, group.items.map((skill) => skill.name).join(', ')], ': '))
    case 'projects':
      return document.projects.map((project) => join([project.name, formatResumeDate(project.date)]))
    case 'certifications':
      return document.certifications.map((certification) =>
        join([certification.name, certification.issuer, formatResumeDate(certification.date)]),
      )
    case 'languages':
      return document.languages.map((language) => language.name)
    case 'awards':
      return document.awards.map((award) => join([award.title, award.issuer, formatResumeDate(award.date)]))
    case 'references':
      return document.references.map((reference) => join([reference.name, reference.relationship]))
    case 'customSections':
      return document.customSections.map((custom) => custom.title)
  }
}
