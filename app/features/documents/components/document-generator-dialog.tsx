import { AlertTriangle, Download, Pencil, Save } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { GenerationNotice } from '#core/cover-letters/cover-letter-constants.ts'
import type { CoverLetterStyle } from '#core/cover-letters/cover-letter-constants.ts'
import type { GeneratedDocuments } from '#core/cover-letters/cover-letters.schema.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { resumeDocumentEndpoints } from '#core/resume/documents.endpoints.ts'
import { resumeFileName } from '#core/resume/export-file-name.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { ResumeTemplateId } from '#core/resume/templates.ts'
import { renderError } from '#app/i18n/render.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { toApiErrorBody } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { callApiForFile } from '#app/lib/call-api-for-file.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { Label } from '#app/ui/label.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { prepareDocument } from '#app/features/resumes/index.ts'
import { downloadCoverLetterPdf, generateDocuments, readGeneratorProfile, saveCoverLetter } from '#app/features/documents/api.ts'
import { ProfileStep, type ProfileState, type ProfileTab } from './profile-step.tsx'
import { Tabs } from './tabs.tsx'

type Step = 'profile' | 'generation' | 'preview'
type DocumentTab = 'resume' | 'letter'
type PagesState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; pages: string[] }

const STEPS: readonly Step[] = ['profile', 'generation', 'preview']

function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The document generator (spec 001 §2 "Document generator dialog", §4 "Document generator"): profile
 * (tabs Personal, Experience, Education, Skills; template; cover letter style), generation (waiting),
 * preview (Resume Preview and Cover Letter Preview; Edit Profile, PDF download, Save & Close). Edit
 * Profile goes back to the profile as it was left; closing discards everything (the parent unmounts
 * this on close), so the next opening starts again from the saved profile.
 */
export function DocumentGeneratorDialog({ job, open, onOpenChange }: { job: Job; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['resume', 'common'])
  const [step, setStep] = useState<Step>('profile')
  const [profileState, setProfileState] = useState<ProfileState>({ status: 'loading' })
  const [document, setDocument] = useState<ResumeDocument | null>(null)
  const [template, setTemplate] = useState<ResumeTemplateId>('modern')
  const [style, setStyle] = useState<CoverLetterStyle>('standard')
  const [profileTab, setProfileTab] = useState<ProfileTab>('personal')
  const [documentTab, setDocumentTab] = useState<DocumentTab>('letter')
  const [result, setResult] = useState<GeneratedDocuments | null>(null)
  const [letter, setLetter] = useState('')
  const [hasFailed, setHasFailed] = useState(false)
  const [busy, setBusy] = useState<'pdf' | 'save' | null>(null)
  const [renderedPages, setRenderedPages] = useState<{ key: string; state: PagesState } | null>(null)
  const saveKey = useRef(crypto.randomUUID())

  function fetchProfile() {
    readGeneratorProfile()
      .then((profile) => {
        setDocument(profile.document)
        setTemplate(profile.template)
        setProfileState({ status: 'ready', source: profile.source, templates: profile.templates })
      })
      .catch(() => setProfileState({ status: 'failed' }))
  }

  useEffect(fetchProfile, [])

  function retryProfile() {
    setProfileState({ status: 'loading' })
    fetchProfile()
  }

  // Pages drawn for another generation or template are not shown: the preview is loading until its own arrive.
  const pagesKey = result ? `${result.generationId}:${template}` : ''
  const resumePages: PagesState = renderedPages?.key === pagesKey ? renderedPages.state : { status: 'loading' }

  // The tailored resume's preview: the renderer's own pages for the template chosen.
  useEffect(() => {
    if (!result) return
    const controller = new AbortController()
    const key = `${result.generationId}:${template}`
    callApi(resumeDocumentEndpoints.preview, { body: { document: result.tailoredDocument, template }, signal: controller.signal })
      .then((answer) => setRenderedPages({ key, state: { status: 'ready', pages: answer.pages } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setRenderedPages({ key, state: { status: 'failed', message: renderError(t, toApiErrorBody(error)) } })
      })
    return () => controller.abort()
  }, [result, template, t])

  async function generate() {
    if (!document) return
    setHasFailed(false)
    setStep('generation')
    try {
      const generated = await generateDocuments({ jobId: job.job_id, style, document: prepareDocument(document) })
      setResult(generated)
      setLetter(generated.content)
      setDocumentTab('letter')
      saveKey.current = crypto.randomUUID()
      setStep('preview')
    } catch {
      setHasFailed(true)
      setStep('profile')
    }
  }

  async function downloadPdf() {
    if (!result || !document) return
    setBusy('pdf')
    try {
      if (documentTab === 'resume') {
        const file = await callApiForFile(resumeDocumentEndpoints.exportFile, {
          params: { format: 'pdf' },
          body: { document: result.tailoredDocument, template },
        })
        saveFile(file, resumeFileName(result.tailoredDocument, 'pdf'))
      } else {
        const info = document.personalInfo
        const name = [info.firstName, info.lastName].filter(Boolean).join(' ')
        const file = await downloadCoverLetterPdf({
          content: letter,
          jobTitle: result.jobTitle,
          companyName: result.companyName,
          sender: { name, email: info.email, phone: info.phone, location: info.location },
        })
        saveFile(file, `${[...name.split(/\s+/).filter(Boolean), 'Cover', 'Letter'].join('_')}.pdf`)
      }
    } catch (error) {
      showToast({ type: 'error', title: renderError(t, toApiErrorBody(error)) })
    } finally {
      setBusy(null)
    }
  }

  async function saveAndClose() {
    if (!result) return
    setBusy('save')
    try {
      const saved = await saveCoverLetter(
        {
          generationId: result.generationId,
          jobId: result.jobId,
          content: letter,
          variationType: result.variationType,
          resume: { document: result.tailoredDocument, template },
        },
        saveKey.current,
      )
      showToast({ type: 'success', title: saved.resumeId ? t('generator.savedWithResume') : t('generator.saved') })
      onOpenChange(false)
    } catch (error) {
      showToast({ type: 'error', title: renderError(t, toApiErrorBody(error)) })
    } finally {
      setBusy(null)
    }
  }

  const stepNumber = STEPS.indexOf(step) + 1
  const changeDocument = (next: (current: ResumeDocument) => ResumeDocument) =>
    setDocument((current) => (current ? next(current) : current))

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="fullscreen" size="lg" closeLabel={t('common:actions.close')}>
        <DialogHeader className="border-b border-line">
          <DialogTitle>{t('generator.title')}</DialogTitle>
          <DialogDescription>
            {/* The posting's own words: data, not text to translate. */}
            <span translate="no">{job.job_title}</span> · <span translate="no">{job.employer_name}</span>
          </DialogDescription>
          <p className="mt-2 text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200" aria-live="polite">
            {t('generator.stepLabel', { step: stepNumber, name: t(`generator.steps.${step}`) })}
          </p>
        </DialogHeader>

        <DialogBody className="pt-4">
          {step === 'profile' ? (
            <ProfileStep
              state={profileState}
              document={document}
              changeDocument={changeDocument}
              tab={profileTab}
              onTabChange={setProfileTab}
              template={template}
              onTemplateChange={setTemplate}
              style={style}
              onStyleChange={setStyle}
              hasFailed={hasFailed}
              onRetry={retryProfile}
            />
          ) : null}

          {step === 'generation' ? (
            <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-center text-ink-muted">
              <Spinner className="size-8" />
              <p>{t('generator.generating')}</p>
            </div>
          ) : null}

          {step === 'preview' && result ? (
            <Tabs
              label={t('generator.documentTabs')}
              value={documentTab}
              onValueChange={setDocumentTab}
              tabs={[
                { value: 'resume', label: t('generator.resumePreview') },
                { value: 'letter', label: t('generator.letterPreview') },
              ]}
            >
              {documentTab === 'letter' ? (
                <div className="flex flex-col gap-4">
                  {result.notice ? <GenerationNoticeCard notice={result.notice} /> : null}
                  <div>
                    <Label htmlFor="generated-letter">{t('generator.letterLabel')}</Label>
                    {/* The letter goes to an employer in English whatever the page's language: data to the page. */}
                    <textarea
                      id="generated-letter"
                      lang="en"
                      translate="no"
                      value={letter}
                      onChange={(event) => setLetter(event.target.value)}
                      rows={18}
                      maxLength={8000}
                      className="mt-1.5 block w-full rounded-xl border border-line bg-surface-raised p-3 text-sm leading-relaxed text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
                    />
                  </div>
                  {result.keywordsUsed.length > 0 ? (
                    <p className="text-sm text-ink-muted">
                      {t('generator.keywords')} <span translate="no">{result.keywordsUsed.join(', ')}</span>
                    </p>
                  ) : null}
                </div>
              ) : (
                <ResumePreview state={resumePages} />
              )}
            </Tabs>
          ) : null}
        </DialogBody>

        <DialogFooter layout="stacked">
          {step === 'preview' ? (
            <>
              <Button type="button" variant="outline" onClick={() => setStep('profile')}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('generator.editProfile')}
              </Button>
              <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void downloadPdf()}>
                <Download aria-hidden="true" className="size-4" />
                {busy === 'pdf' ? t('generator.downloading') : t('generator.downloadPdf')}
              </Button>
              <Button type="button" disabled={busy !== null || letter.trim() === ''} onClick={() => void saveAndClose()}>
                <Save aria-hidden="true" className="size-4" />
                {busy === 'save' ? t('generator.saving') : t('generator.saveClose')}
              </Button>
            </>
          ) : (
            <Button type="button" disabled={step !== 'profile' || profileState.status !== 'ready'} onClick={() => void generate()}>
              {t('generator.generate')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function GenerationNoticeCard({ notice }: { notice: GenerationNotice }) {
  const { t } = useTranslation('resume')
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t(`generator.notice.${notice}.title`)}</p>
        <p className="mt-1">{t(`generator.notice.${notice}.message`)}</p>
        {notice === 'premium_required' ? (
          <a href="/pricing" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
            {t('generator.notice.upgrade')}
          </a>
        ) : null}
      </div>
    </div>
  )
}

function ResumePreview({
  state,
}: {
  state: { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; pages: string[] }
}) {
  const { t } = useTranslation('resume')
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex min-h-48 items-center justify-center gap-2 text-ink-muted">
        <Spinner className="size-5" />
        {t('generator.resumeRendering')}
      </p>
    )
  }
  if (state.status === 'failed') {
    return (
      <p
        role="alert"
        className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
      >
        {state.message}
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('generator.tailoredNote')}</p>
      <ol className="flex flex-col gap-4">
        {state.pages.map((page, index) => (
          <li key={index} className="overflow-hidden rounded-lg border border-line bg-white shadow-sm">
            <img
              className="block h-auto w-full"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(page)}`}
              alt={t('builder.preview.pageAlt', { page: index + 1, total: state.pages.length })}
            />
          </li>
        ))}
      </ol>
    </div>
  )
}
