import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import type { ResumeExportFormat } from '#core/resume/documents.schema.ts'
import { hasResumeName, resumeFileName } from '#core/resume/export-file-name.ts'
import { renderError } from '#app/i18n/render.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { toApiErrorBody } from '#app/lib/api-client.ts'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { exportResume } from '#app/features/resumes/api.ts'
import { prepareDocument } from '#app/features/resumes/editor/document-edits.ts'
import type { Draft } from '#app/features/resumes/editor/draft.ts'

/** Every format of the renderer's contract (the type checks the list is whole), in the menu's order. */
const formatLabels: Record<ResumeExportFormat, string> = { pdf: 'PDF', docx: 'DOCX', txt: 'TXT', json: 'JSON' }
const EXPORT_FORMATS = Object.keys(formatLabels).filter((format): format is ResumeExportFormat => format in formatLabels)

/** Export as PDF, DOCX, TXT or JSON (spec 001 §5 "Export"), the name rule checked here before the server does. */
export function ExportMenu({ draft }: { draft: Draft }) {
  const { t } = useTranslation('resume')
  const [isOpen, setIsOpen] = useState(false)
  const [busy, setBusy] = useState<ResumeExportFormat | null>(null)
  const menuId = useId()

  async function download(format: ResumeExportFormat) {
    setIsOpen(false)
    if (!hasResumeName(draft.document)) {
      showToast({ type: 'error', title: renderError(t, { code: 'VALIDATION_REQUIRED_FIELD', reason: 'resume_name_missing' }) })
      return
    }
    setBusy(format)
    try {
      const file = await exportResume(prepareDocument(draft.document), draft.template, format)
      const url = URL.createObjectURL(file)
      const link = document.createElement('a')
      link.href = url
      link.download = resumeFileName(draft.document, format)
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      showToast({ type: 'error', title: renderError(t, toApiErrorBody(error)) })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="relative">
      <Button
        type="button"
        variant="primary"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={menuId}
        disabled={busy !== null}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Download aria-hidden="true" className="size-4" />
        {busy ? t('builder.export.working') : t('builder.export.button')}
      </Button>
      {isOpen ? (
        <ul
          id={menuId}
          className="absolute end-0 z-20 mt-2 w-48 rounded-xl border border-line bg-surface-raised p-1 shadow-lg"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setIsOpen(false)
          }}
        >
          {EXPORT_FORMATS.map((format) => (
            <li key={format}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center rounded-lg px-3 text-start text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500"
                onClick={() => void download(format)}
              >
                {t('builder.export.as', { format: formatLabels[format] })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
