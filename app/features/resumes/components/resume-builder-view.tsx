import { FileCheck2, Redo2, Undo2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { TemplateAvailability } from '#core/resume/template-admin.ts'
import type { ResumeSection } from '#core/resume/resume-constants.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { authPathWithMode } from '#app/features/auth/index.ts'
import { renderError } from '#app/i18n/render.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { loadOnOpen } from '#app/ui/load-on-open.tsx'
import { showToast } from '#app/ui/toast.tsx'
import * as api from '#app/features/resumes/api.ts'
import { fullSectionOrder, isBlankDocument, moveSection } from '#app/features/resumes/editor/document-edits.ts'
import { usePreview } from '#app/features/resumes/editor/use-preview.ts'
import { useResumeBuilder, type BuilderStart, type SaveState } from '#app/features/resumes/editor/use-resume-builder.ts'
import { mergeUploaded } from '#app/features/resumes/editor/merge-parsed.ts'
import { ExportMenu } from './export-menu.tsx'
import { PreviewPane } from './preview-pane.tsx'
import { ResumeBar } from './resume-bar.tsx'
import { SectionCard } from './section-card.tsx'
import { TemplatePicker } from './template-picker.tsx'
import { PersonalInfoEditor, SectionEditor } from './section-editors.tsx'
import { UploadResumeButton } from './upload-resume-button.tsx'
import { VersionsDialog } from './versions-dialog.tsx'

const BUILDER_PATH = '/resume-builder'

/** The ATS check's panel: its code loads on the tap that opens it. */
const atsPanel = loadOnOpen(() => import('./ats-panel.tsx').then((module) => module.default))

/**
 * /resume-builder (issue 20): a guest starts at once, their resume kept in this browser; a signed-in
 * person edits their resumes, saved to the account. The editor and the live preview sit side by side,
 * and on a phone behind two tabs.
 */
export function ResumeBuilderView({
  userId,
  start,
  emptyDocument,
  templates,
}: {
  userId: string | null
  start: BuilderStart | null
  /** An empty document, made by the schema on the server. */
  emptyDocument: ResumeDocument
  /** The templates as staff left them: which are offered, which are Premium (decision 072). */
  templates: readonly TemplateAvailability[]
}) {
  const { t } = useTranslation(['resume', 'common'])
  const builder = useResumeBuilder({ userId, start, emptyDocument, guestName: t('builder.defaultName') })
  const { draft } = builder
  const [tab, setTab] = useState<'editor' | 'preview'>('editor')
  const [announcement, setAnnouncement] = useState('')
  const [isVersionsOpen, setIsVersionsOpen] = useState(false)
  const [isAtsOpen, setIsAtsOpen] = useState(false)
  // Kept mounted once opened, so the job pasted and the last report are there when it opens again.
  const [hasOpenedAts, setHasOpenedAts] = useState(false)
  const hasSomethingToShow = !isBlankDocument(draft.document) && (userId === null || builder.active !== null)
  const preview = usePreview(draft.document, draft.template, builder.isReady && hasSomethingToShow)
  const order = fullSectionOrder(draft.document)
  const { undo, redo } = builder

  // Ctrl+Z and Ctrl+Shift+Z (and Ctrl+Y) undo and redo the builder's steps, also from inside a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return
      const key = event.key.toLowerCase()
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault()
        undo()
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault()
        redo()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [undo, redo])

  useEffect(() => {
    if (builder.moveOutcome === 'moved') showToast({ type: 'success', title: t('builder.guest.moved') })
    if (builder.moveOutcome === 'failed') showToast({ type: 'error', title: t('builder.guest.moveFailed') })
  }, [builder.moveOutcome, t])

  const sectionTitle = (section: ResumeSection) => t(`builder.sections.${section}`)

  function move(section: ResumeSection, offset: number) {
    const next = moveSection(draft.document, section, offset)
    if (next === draft.document) return
    builder.changeDocument(() => next)
    const position = fullSectionOrder(next).indexOf(section) + 1
    setAnnouncement(t('builder.order.moved', { section: sectionTitle(section), position, total: order.length }))
  }

  function dropOn(target: ResumeSection, dragged: ResumeSection) {
    const from = order.indexOf(dragged)
    const to = order.indexOf(target)
    if (from < 0 || to < 0 || from === to) return
    move(dragged, to - from)
  }

  async function runAction(action: () => Promise<void>) {
    try {
      await action()
    } catch (error) {
      showToast({ type: 'error', title: renderError(t, toApiError(error).body) })
    }
  }

  const activeId = builder.active?.id ?? null

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('pageTitle')}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SaveStatus state={builder.saveState} onRetry={() => void builder.retrySave()} />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('builder.undo')}
            aria-keyshortcuts="Control+Z"
            disabled={!builder.history.canUndo}
            onClick={undo}
          >
            <Undo2 aria-hidden="true" className="size-5" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('builder.redo')}
            aria-keyshortcuts="Control+Shift+Z"
            disabled={!builder.history.canRedo}
            onClick={redo}
          >
            <Redo2 aria-hidden="true" className="size-5" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onPointerEnter={atsPanel.preload}
            onFocus={atsPanel.preload}
            onClick={() => {
              setHasOpenedAts(true)
              setIsAtsOpen(true)
            }}
          >
            <FileCheck2 aria-hidden="true" className="size-4" />
            {t('builder.atsCheck')}
          </Button>
          {userId === null || activeId !== null ? (
            <>
              <UploadResumeButton
                onAccept={(parsed, accepted) => builder.changeDocument((current) => mergeUploaded(current, parsed, accepted))}
              />
              <UploadResumeButton
                mode="import"
                onAccept={(parsed, accepted) => builder.changeDocument((current) => mergeUploaded(current, parsed, accepted))}
              />
            </>
          ) : null}
          <ExportMenu draft={draft} />
        </div>
      </div>

      {userId === null ? (
        <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
          <p>{t('builder.guest.notice')}</p>
          <Link className="mt-1 inline-flex min-h-11 items-center font-semibold underline" to={authPathWithMode('signup', BUILDER_PATH)}>
            {t('builder.guest.signUp')}
          </Link>
        </div>
      ) : (
        <ResumeBar
          resumes={builder.resumes}
          activeId={activeId}
          name={draft.name}
          onRename={(name) => builder.change((current) => ({ ...current, name }), 'name')}
          onSelect={(id) =>
            void runAction(async () => {
              await builder.retrySave()
              builder.loadResume(await api.readResume(id))
            })
          }
          onCreate={() =>
            void runAction(async () => {
              await builder.retrySave()
              builder.loadResume(await api.createResume({ name: t('builder.newName', { number: builder.resumes.length + 1 }) }))
            })
          }
          onDelete={() =>
            runAction(async () => {
              if (!activeId) return
              await api.deleteResume(activeId)
              const remaining = builder.resumes.filter((resume) => resume.id !== activeId)
              builder.setResumes(remaining)
              const next = remaining[0]
              if (next) builder.loadResume(await api.readResume(next.id))
              else builder.clearActive()
              showToast({ type: 'success', title: t('builder.list.deleted') })
            })
          }
          onSetBase={() =>
            void runAction(async () => {
              if (!activeId) return
              const base = await api.setBaseResume(activeId)
              builder.setResumes((list) => list.map((resume) => ({ ...resume, isBaseResume: resume.id === base.id })))
            })
          }
          onShowVersions={() => setIsVersionsOpen(true)}
        />
      )}

      {builder.saveState === 'conflict' ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p>{t('builder.conflict.message')}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => void runAction(() => builder.resolveConflict('load-latest'))}>
              {t('builder.conflict.loadLatest')}
            </Button>
            <Button type="button" variant="primary" size="sm" onClick={() => void runAction(() => builder.resolveConflict('keep-mine'))}>
              {t('builder.conflict.keepMine')}
            </Button>
          </div>
        </div>
      ) : null}

      {userId !== null && activeId === null ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">{t('builder.list.empty')}</p>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('builder.tabs.label')}
            className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1 lg:hidden"
          >
            {(['editor', 'preview'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`resume-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`resume-panel-${name}`}
                className={`min-h-11 rounded-lg text-sm font-semibold ${tab === name ? 'bg-surface-raised shadow-sm' : 'text-ink-muted'}`}
                onClick={() => setTab(name)}
              >
                {t(`builder.tabs.${name}`)}
              </button>
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
            <div
              id="resume-panel-editor"
              role="tabpanel"
              aria-labelledby="resume-tab-editor"
              className={`flex-col gap-4 ${tab === 'editor' ? 'flex' : 'hidden lg:flex'}`}
            >
              <TemplatePicker
                templates={templates}
                value={draft.template}
                onChange={(template) => builder.change((current) => ({ ...current, template }))}
              />
              <section
                aria-labelledby="resume-section-personal"
                className="rounded-2xl border border-line bg-surface-raised p-3 shadow-xs sm:p-5"
              >
                <h2 id="resume-section-personal" className="mb-3 text-lg font-semibold">
                  {t('builder.sections.personalInfo')}
                </h2>
                <PersonalInfoEditor document={draft.document} changeDocument={builder.changeDocument} />
              </section>
              {order.map((section, position) => (
                <SectionCard
                  key={section}
                  section={section}
                  title={sectionTitle(section)}
                  position={position}
                  total={order.length}
                  onMove={(offset) => move(section, offset)}
                  onDropSection={(dragged) => dropOn(section, dragged)}
                >
                  <SectionEditor section={section} document={draft.document} changeDocument={builder.changeDocument} />
                </SectionCard>
              ))}
            </div>
            <div
              id="resume-panel-preview"
              role="tabpanel"
              aria-labelledby="resume-tab-preview"
              className={`lg:sticky lg:top-24 lg:self-start ${tab === 'preview' ? 'block' : 'hidden lg:block'}`}
            >
              <PreviewPane pages={preview.pages} status={preview.status} />
            </div>
          </div>
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {hasOpenedAts ? (
        <atsPanel.Component open={isAtsOpen} onOpenChange={setIsAtsOpen} document={draft.document} template={draft.template} />
      ) : null}
      {builder.active ? (
        <VersionsDialog
          resumeId={builder.active.id}
          currentVersion={builder.active.version}
          isOpen={isVersionsOpen}
          onOpenChange={setIsVersionsOpen}
          onRestore={(version) =>
            runAction(async () => {
              const target = builder.active
              if (!target) return
              await builder.retrySave()
              builder.loadResume(await api.restoreVersion(target.id, version, target.version))
              setIsVersionsOpen(false)
              showToast({ type: 'success', title: t('builder.versions.restored', { version }) })
            })
          }
        />
      ) : null}
    </div>
  )
}

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation('resume')
  if (state === 'failed') {
    return (
      <Button type="button" variant="link" size="sm" onClick={onRetry}>
        {t('builder.save.failed')}
      </Button>
    )
  }
  const text = {
    idle: '',
    saving: t('builder.save.saving'),
    saved: t('builder.save.saved'),
    'saved-here': t('builder.save.savedHere'),
    queued: t('builder.save.queued'),
    conflict: t('builder.save.conflict'),
  }[state]
  return (
    <p role="status" className="min-w-24 text-sm text-ink-muted" data-save-state={state}>
      {text}
    </p>
  )
}
